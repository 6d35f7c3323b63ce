import { agentEndpoints } from '@atrium/contracts/ai-agents';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doneEvent, START, splitEvery, sseResponse, sseText } from '@/test/event-stream-fixtures';
import { useAgentStream } from './use-agent-stream';

afterEach(() => vi.unstubAllGlobals());

const request = { endpoint: agentEndpoints.message, body: { agentId: 'a', message: 'How?' } };

describe('useAgentStream', () => {
  it('streams the text, reports the tool running, and ends with the done event', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(
              encoder.encode(sseText([START, { type: 'delta', text: 'Hello ' }, { type: 'tool', name: 'search_knowledge' }])),
            );
            await gate;
            controller.enqueue(encoder.encode(sseText([{ type: 'delta', text: 'world' }, doneEvent()])));
            controller.close();
          },
        });
        return new Response(body);
      }),
    );
    const { result } = renderHook(() => useAgentStream());
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.start(request);
    });
    await waitFor(() => expect(result.current.tool).toBe('search_knowledge'));
    expect(result.current).toMatchObject({ status: 'streaming', text: 'Hello ', started: START });
    release();
    await act(async () => {
      await outcome;
    });
    expect(result.current).toMatchObject({ status: 'done', text: 'Hello world', tool: null, done: doneEvent() });
    await expect(outcome).resolves.toMatchObject({ status: 'done', text: 'Hello world' });
  });

  it('keeps what was written when the stream sends an error event', async () => {
    const text = sseText([
      START,
      { type: 'delta', text: 'Part' },
      { type: 'error', messageId: null, code: 'timeout', message: 'Too slow' },
    ]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => sseResponse(splitEvery(text, 5))),
    );
    const { result } = renderHook(() => useAgentStream());
    await act(async () => {
      await result.current.start(request);
    });
    expect(result.current).toMatchObject({ status: 'error', text: 'Part' });
    expect(result.current.error).toMatchObject({ code: 'timeout', message: 'Too slow' });
  });

  it('reports a stream that ends without done or error as truncated', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => sseResponse([sseText([START, { type: 'delta', text: 'Cut' }])])),
    );
    const { result } = renderHook(() => useAgentStream());
    await act(async () => {
      await result.current.start(request);
    });
    expect(result.current.status).toBe('error');
    expect(result.current.error?.code).toBe('truncated');
  });

  it('gives a refusal before the stream as the error', async () => {
    const body = { error: { code: 'not_found', message: 'No such agent' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 404 })),
    );
    const { result } = renderHook(() => useAgentStream());
    await act(async () => {
      await result.current.start(request);
    });
    expect(result.current.error).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('stop aborts the request and keeps the words so far', async () => {
    let signal: AbortSignal | null | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        signal = init.signal;
        return sseResponse([sseText([START, { type: 'delta', text: 'Half' }])], { open: true, signal: init.signal });
      }),
    );
    const { result } = renderHook(() => useAgentStream());
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.start(request);
    });
    await waitFor(() => expect(result.current.text).toBe('Half'));
    await act(async () => {
      result.current.stop();
      await outcome;
    });
    expect(signal?.aborted).toBe(true);
    expect(result.current).toMatchObject({ status: 'idle', text: 'Half', stopped: true });
    await expect(outcome).resolves.toMatchObject({ status: 'stopped' });
  });

  it('aborts the answer when the screen goes away', async () => {
    let signal: AbortSignal | null | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        signal = init.signal;
        return sseResponse([sseText([START])], { open: true, signal: init.signal });
      }),
    );
    const { result, unmount } = renderHook(() => useAgentStream());
    act(() => {
      void result.current.start(request);
    });
    await waitFor(() => expect(result.current.start).toBeTypeOf('function'));
    await waitFor(() => expect(signal).toBeDefined());
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
