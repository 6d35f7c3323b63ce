import type { TAgentStreamEvent } from '@atrium/contracts/ai-agents';
import type { FastifyReply } from 'fastify';

/**
 * An answer's Server-Sent Events (decision 034) on the raw response: the reply is hijacked, so the headers Fastify
 * and its plugins set so far (security, CORS) are copied over. `signal` aborts when the client goes away before the
 * stream has ended, which is how a person stops an answer: the backend's signal, then the partial answer is saved.
 */
export interface EventStream {
  send(event: TAgentStreamEvent): void;
  end(): void;
  signal: AbortSignal;
}

export function openEventStream(reply: FastifyReply): EventStream {
  const controller = new AbortController();
  const raw = reply.raw;
  reply.hijack();
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && name !== 'content-length') headers[name] = Array.isArray(value) ? value : String(value);
  }
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // A proxy (nginx) would otherwise hold the deltas back until its buffer fills.
    'x-accel-buffering': 'no',
  });
  raw.on('close', () => {
    if (!raw.writableFinished) controller.abort();
  });
  return {
    signal: controller.signal,
    send(event) {
      if (raw.destroyed || raw.writableEnded) return;
      raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    },
    end() {
      if (!raw.writableEnded) raw.end();
    },
  };
}
