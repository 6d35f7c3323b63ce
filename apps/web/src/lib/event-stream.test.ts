import type { TAgentStreamEvent } from '@atrium/contracts/ai-agents';
import { agentEndpoints, ZAgentStreamEvent } from '@atrium/contracts/ai-agents';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doneEvent, START, splitEvery, sseResponse, sseText } from '@/test/event-stream-fixtures';
import { SESSION } from '@/test/fixtures';
import { ApiError } from './api-client';
import { parseEvent, readAgentStream, retryAfterOf } from './event-stream';
import { clearSession, setSession } from './session-store';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const EVENTS: TAgentStreamEvent[] = [
  START,
  { type: 'delta', text: 'Here is ' },
  { type: 'tool', name: 'search_knowledge' },
  { type: 'delta', text: 'what the knowledge base says: ✓ é 日本' },
  doneEvent(),
];

const request = { endpoint: agentEndpoints.message, body: { agentId: 'a', message: 'How?' } };

async function read(chunks: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => sseResponse(chunks)),
  );
  const seen: TAgentStreamEvent[] = [];
  await readAgentStream(request, (event) => seen.push(event));
  return seen;
}

describe('readAgentStream', () => {
  it('reads every event whole when chunks split events, lines and characters', async () => {
    const text = sseText(EVENTS);
    for (const size of [1, 3, 7, 64]) expect(await read(splitEvery(text, size))).toEqual(EVENTS);
  });

  it('splits multi-byte characters between chunks without breaking them', async () => {
    const bytes = new TextEncoder().encode(sseText(EVENTS));
    const chunks: Uint8Array[] = [];
    for (let i = 0; i < bytes.length; i += 5) chunks.push(bytes.slice(i, i + 5));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body)),
    );
    const seen: TAgentStreamEvent[] = [];
    await readAgentStream(request, (event) => seen.push(event));
    expect(seen).toEqual(EVENTS);
  });

  it('accepts CRLF line endings and a last event without its blank line', async () => {
    const text = sseText(EVENTS)
      .replace(/\n/g, '\r\n')
      .replace(/\r\n\r\n$/, '');
    expect(await read(splitEvery(text, 4))).toEqual(EVENTS);
  });

  it('skips comments, unknown and malformed events', async () => {
    const text = `: keep-alive\n\nevent: delta\ndata: {"type":"delta","text":"a"}\n\ndata: {not json}\n\ndata: {"type":"other"}\n\n`;
    expect(await read([text])).toEqual([{ type: 'delta', text: 'a' }]);
  });

  it('posts JSON with the stored token, as api-client does', async () => {
    setSession({ ...SESSION, token: 'tok-1' });
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => sseResponse([sseText([doneEvent()])]));
    vi.stubGlobal('fetch', fetchMock);
    await readAgentStream({ endpoint: agentEndpoints.playground, params: { id: 'ag-1' }, body: { message: 'Hi' } }, () => {});
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/v1/agents/ag-1/playground');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"message":"Hi"}');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer tok-1',
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
    });
  });

  it('turns a JSON refusal before the stream into the ApiError api-client gives', async () => {
    const body = { error: { code: 'ai_rate_limited', message: 'Too many questions', details: { retryAfterSeconds: 12.2 } } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 429 })),
    );
    const error = await readAgentStream(request, () => {}).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'ai_rate_limited', message: 'Too many questions' });
    expect(retryAfterOf(error)).toBe(13);
  });

  it('gives a network_error ApiError when the request cannot be sent', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(readAgentStream(request, () => {})).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('stops reading when its signal aborts mid-answer', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) =>
        sseResponse([sseText([START, { type: 'delta', text: 'Hal' }])], { open: true, signal: init.signal }),
      ),
    );
    const seen: TAgentStreamEvent[] = [];
    const reading = readAgentStream({ ...request, signal: controller.signal }, (event) => {
      seen.push(event);
      if (event.type === 'delta') controller.abort();
    });
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen.map((e) => e.type)).toEqual(['start', 'delta']);
  });
});

describe('parseEvent', () => {
  it('joins several data lines with newlines', () => {
    expect(parseEvent('event: delta\ndata: {"type":"delta",\ndata: "text":"x"}', ZAgentStreamEvent)).toEqual({
      type: 'delta',
      text: 'x',
    });
  });
  it('returns null for a block without data', () => {
    expect(parseEvent('event: ping', ZAgentStreamEvent)).toBeNull();
  });
});
