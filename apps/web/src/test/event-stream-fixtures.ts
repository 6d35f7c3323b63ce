import type { TAgentStreamEvent } from '@atrium/contracts/ai-agents';

/** The Server-Sent Events text of these events, as the server writes it (apps/server agent-stream.ts). */
export function sseText(events: readonly TAgentStreamEvent[]): string {
  return events.map((event) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`).join('');
}

/** `text` cut into pieces of `size` characters, so events and even lines arrive split across chunks. */
export function splitEvery(text: string, size: number): string[] {
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += size) parts.push(text.slice(i, i + size));
  return parts;
}

/**
 * A streamed answer: the chunks are sent one by one; with `open`, the stream stays open after them until the request
 * is aborted (an answer still being written), which errors the body as a browser does.
 */
export function sseResponse(chunks: readonly string[], opts: { open?: boolean; signal?: AbortSignal | null } = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!opts.open) controller.close();
      else
        opts.signal?.addEventListener('abort', () =>
          controller.error(new DOMException('The operation was aborted.', 'AbortError')),
        );
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

export const START: TAgentStreamEvent = {
  type: 'start',
  conversationId: 'c0a80000-0000-4000-8000-000000000001',
  userMessageId: 'c0a80000-0000-4000-8000-000000000002',
};

export const doneEvent = (over: Partial<Extract<TAgentStreamEvent, { type: 'done' }>> = {}): TAgentStreamEvent => ({
  type: 'done',
  messageId: 'c0a80000-0000-4000-8000-000000000003',
  finishReason: 'stop',
  sources: [{ passageId: 'faq:1', title: 'Resetting a password', url: '/faq?item=1' }],
  handoffOffered: false,
  personActive: false,
  ...over,
});
