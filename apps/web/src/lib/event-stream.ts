import type { TAgentStreamEvent, ZAgentStreamEvent } from '@atrium/contracts/ai-agents';
import type { AnyEndpoint } from '@atrium/contracts/endpoint';
import { ApiError, endpointUrl, errorFromResponse, readBody } from './api-client';
import { getToken } from './session-store';
import { emitUpgradeRequired } from './upgrade-events';

/**
 * An agent's answer read as Server-Sent Events over fetch (decision 034): EventSource cannot POST a body nor send the
 * Authorization header, so the stream is read by hand. Aborting `signal` stops the answer (the server saves what was
 * written). A refusal before the stream starts (400, 404, 429) throws the ApiError api-client would give.
 */
export interface StreamRequest {
  endpoint: AnyEndpoint;
  params?: Record<string, string>;
  body: unknown;
  /** Defaults to the stored token, as in api-client. */
  token?: string | null;
  signal?: AbortSignal;
}

type EventSchema = typeof ZAgentStreamEvent;

/**
 * The events' schema, loaded with the first answer: imported statically, zod and the agents' contracts would join the
 * chunk every lazy screen shares, which the home page loads and evaluates (decisions 015 and 021).
 */
const loadEventSchema = (): Promise<EventSchema> => import('@atrium/contracts/ai-agents').then((m) => m.ZAgentStreamEvent);

export async function readAgentStream(request: StreamRequest, onEvent: (event: TAgentStreamEvent) => void): Promise<void> {
  const schemaLoad = loadEventSchema();
  // A refusal below is thrown before the schema is needed: its load failing then says nothing new.
  schemaLoad.catch(() => undefined);
  const token = request.token === undefined ? getToken() : request.token;
  const headers: Record<string, string> = { Accept: 'text/event-stream', 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(endpointUrl(request.endpoint, request.params), {
      method: request.endpoint.method,
      headers,
      body: JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (err) {
    if (request.signal?.aborted) throw err;
    const message = err instanceof Error ? err.message : 'Network error';
    throw new ApiError(message, { status: 0, code: 'network_error', data: err });
  }
  if (!response.ok || !response.body) {
    const error = errorFromResponse(response.status, await readBody(response).catch(() => null));
    if (error.status === 403 && error.code === 'plan_required') emitUpgradeRequired({ source: 'api', message: error.message });
    throw error;
  }
  const schema = await schemaLoad;
  const reader = response.body.getReader();
  // `stream: true` keeps a character split between two chunks whole.
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    // Events end with a blank line; a chunk may stop anywhere, even inside a line ending.
    buffer = (buffer + decoder.decode(value, { stream: true })).replace(/\r\n/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const event = parseEvent(buffer.slice(0, end), schema);
      if (event) onEvent(event);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
  }
  const last = parseEvent(buffer, schema);
  if (last) onEvent(last);
}

/** One event block: its `data:` lines (joined by newlines, as the SSE format says) hold the JSON event. */
export function parseEvent(block: string, schema: EventSchema): TAgentStreamEvent | null {
  const data = block
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5));
  if (data.length === 0) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(data.join('\n')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Seconds to wait before asking again, when the refusal was a rate or budget limit that says so. */
export function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const seconds = (error.data as { error?: { details?: { retryAfterSeconds?: unknown } } } | null)?.error?.details
    ?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : null;
}
