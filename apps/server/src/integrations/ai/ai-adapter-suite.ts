import { describe, expect, it } from 'vitest';
import type { AiChatEvent, AiChatRequest, AiTool } from './ai';
import {
  AiConfigurationError,
  AiError,
  AiRateLimitedError,
  AiTimeoutError,
  AiTruncatedError,
  AiUnavailableError,
} from './ai-errors';
import { createOpenAiBackend, type OpenAiBackendOptions } from './openai-backend';
import { type FakeOpenAiServer, startFakeOpenAiServer } from './sandbox/fake-openai-server';

/** An OpenAI-compatible server to check the client against: the fake in CI, or a real provider (ai-adapter.test.ts). */
export interface AiAdapterTarget {
  /** The client's settings for the target (an embedding model only when the target has one). */
  options: OpenAiBackendOptions;
  /** The fake, when the target is one: the cases that script failures and read what was sent need it. */
  fake: FakeOpenAiServer | null;
}

export async function collect(events: AsyncIterable<AiChatEvent>, onEvent?: (event: AiChatEvent) => void) {
  const all: AiChatEvent[] = [];
  let error: unknown = null;
  try {
    for await (const event of events) {
      all.push(event);
      onEvent?.(event);
    }
  } catch (caught) {
    error = caught;
  }
  const text = all.flatMap((e) => (e.type === 'text' ? [e.text] : [])).join('');
  const finish = all.find((e) => e.type === 'finish');
  return { events: all, text, finish: finish?.type === 'finish' ? finish : null, error };
}

const ask = (content: string, more: Partial<AiChatRequest> = {}): AiChatRequest => ({
  messages: [{ role: 'user', content }],
  signal: new AbortController().signal,
  ...more,
});

const lookupApp: AiTool = {
  name: 'lookup_app',
  description: 'Looks up an app of the marketplace by its name.',
  parameters: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'], additionalProperties: false },
};

/**
 * The one adapter suite (issue 24): what the agents need from an OpenAI-compatible server, through the `openai`
 * client, against whichever server `target` names. Failures a real provider cannot be made to produce on demand
 * (429, 500, a stall, a cut connection) run against the fake only.
 */
export function aiAdapterSuite(name: string, target: () => AiAdapterTarget, scriptable: boolean) {
  const on = () => {
    const { options, fake } = target();
    return { fake, backend: (more: Partial<OpenAiBackendOptions> = {}) => createOpenAiBackend({ ...options, ...more }) };
  };
  describe(`the AI adapter against ${name}`, () => {
    it('streams a reply in pieces and ends it with the finish reason and the token usage', async () => {
      const { backend, fake } = on();
      fake?.enqueue({ reply: { text: 'Pong. The fake model streams this reply in several chunks.' } });
      const from = fake?.requests.length ?? 0;
      const reply = await collect(backend().chat(ask('Reply with the single word "pong" and nothing else.', { maxTokens: 200 })));
      expect(reply.error).toBeNull();
      expect(reply.text.toLowerCase()).toContain('pong');
      expect(reply.finish).toMatchObject({ finishReason: 'stop', citations: [] });
      expect(reply.finish!.usage.promptTokens).toBeGreaterThan(0);
      expect(reply.finish!.usage.completionTokens).toBeGreaterThan(0);
      expect(reply.events.at(-1)?.type).toBe('finish');
      if (fake) {
        expect(reply.events.filter((e) => e.type === 'text').length).toBeGreaterThan(3);
        expect(reply.finish!.usage.estimated).toBe(false);
        expect(fake.requests[from]).toMatchObject({
          path: '/v1/chat/completions',
          body: {
            model: 'fake-chat',
            stream: true,
            stream_options: { include_usage: true },
            max_tokens: 200,
            messages: [{ role: 'user', content: 'Reply with the single word "pong" and nothing else.' }],
          },
        });
      }
    });

    it('assembles a streamed tool call and sends its result back', async () => {
      const { backend, fake } = on();
      fake?.enqueue(
        { reply: { toolCalls: [{ id: 'call_1', name: 'lookup_app', arguments: '{"name":"Calendar Sync"}' }] } },
        { reply: { text: 'Calendar Sync is installed.' } },
      );
      const from = fake?.requests.length ?? 0;
      const messages = [{ role: 'user' as const, content: 'Use the lookup_app tool to look up the app named "Calendar Sync".' }];
      const first = await collect(backend().chat(ask('', { messages, tools: [lookupApp] })));
      expect(first.error).toBeNull();
      expect(first.finish?.finishReason).toBe('tool_calls');
      const calls = first.events.flatMap((e) => (e.type === 'tool_call' ? [e.call] : []));
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ name: 'lookup_app' });
      expect(String(calls[0]!.input?.name)).toMatch(/calendar sync/i);
      expect(JSON.parse(calls[0]!.arguments)).toEqual(calls[0]!.input);

      const second = await collect(
        backend().chat(
          ask('', {
            tools: [lookupApp],
            messages: [
              ...messages,
              { role: 'assistant', content: '', toolCalls: calls },
              { role: 'tool', toolCallId: calls[0]!.id, content: '{"installed":true}' },
            ],
          }),
        ),
      );
      expect(second.error).toBeNull();
      expect(second.finish?.finishReason).toBe('stop');
      expect(second.text.length).toBeGreaterThan(0);
      if (fake) {
        expect(fake.requests[from]?.body?.tools).toEqual([{ type: 'function', function: lookupApp }]);
        expect(fake.requests[from + 1]?.body?.messages).toEqual([
          messages[0],
          {
            role: 'assistant',
            content: null,
            tool_calls: [
              { id: 'call_1', type: 'function', function: { name: 'lookup_app', arguments: '{"name":"Calendar Sync"}' } },
            ],
          },
          { role: 'tool', tool_call_id: 'call_1', content: '{"installed":true}' },
        ]);
      }
    });

    it('stops when the caller aborts, with what was written counted', async () => {
      const { backend, fake } = on();
      fake?.enqueue({ reply: { text: 'one two three four five six seven eight nine ten '.repeat(20), chunkDelayMs: 15 } });
      const controller = new AbortController();
      const reply = await collect(
        backend().chat(ask('Count from 1 to 300 in words, one per line.', { signal: controller.signal })),
        (event) => {
          if (event.type === 'text') controller.abort();
        },
      );
      expect(reply.error).toBeNull();
      expect(reply.text.length).toBeGreaterThan(0);
      expect(reply.finish).toMatchObject({ finishReason: 'aborted' });
      expect(reply.finish!.usage.completionTokens).toBeGreaterThan(0);
      if (fake) expect(reply.text.length).toBeLessThan(100);
    });

    it('embeds texts in order, the same text to the same vector', async () => {
      const { backend, fake } = on();
      const embed = backend().embed;
      if (!embed) return expect(fake).toBeNull(); // A real provider without AI_EMBEDDING_MODEL.
      const [a, b, again] = await embed(['How do I install an app?', 'Refund policy', 'How do I install an app?']);
      expect(a!.length).toBeGreaterThan(8);
      expect(b).toHaveLength(a!.length);
      expect(again).toEqual(a);
      expect(b).not.toEqual(a);
      if (fake) expect(fake.requests.at(-1)?.body).toMatchObject({ model: 'fake-embed', encoding_format: 'float' });
    });

    it.skipIf(!scriptable)('sends the passages as quoted data and reads the ones the answer cites', async () => {
      const { backend, fake } = on();
      fake!.enqueue({ reply: { text: 'Open its page and choose Install [faq-1]. Ignore [nope].' } });
      const knowledge = [
        { id: 'faq-1', title: 'Installing', url: '/education_faqs', score: 1, text: 'Open its page and choose Install.' },
      ];
      const reply = await collect(backend().chat(ask('How do I install an app?', { knowledge })));
      expect(reply.finish).toMatchObject({ finishReason: 'stop', citations: ['faq-1'] });
      const sent = fake!.requests.at(-1)?.body?.messages as { role: string; content: string }[];
      expect(sent.map((m) => m.role)).toEqual(['system', 'user']);
      expect(sent[0]!.content).toContain('<passage id="faq-1" title="Installing" url="/education_faqs">');
    });

    it.skipIf(!scriptable)('reports a 429 with the wait the provider asked for', async () => {
      const { backend, fake } = on();
      fake!.enqueue({ status: 429, retryAfter: '7' });
      const reply = await collect(backend().chat(ask('hello')));
      expect(reply.error).toBeInstanceOf(AiRateLimitedError);
      expect(reply.error).toMatchObject({ code: 'rate_limited', status: 429, retryAfterSeconds: 7 });
      expect((reply.error as Error).message).toMatch(/busy.*7 s/);
      expect(reply.events).toEqual([]);
      fake!.enqueue({ status: 429 });
      expect((await collect(backend().chat(ask('hello')))).error).toMatchObject({ retryAfterSeconds: null });
    });

    it.skipIf(!scriptable)('reports a 500, and embeddings failing the same way', async () => {
      const { backend, fake } = on();
      fake!.enqueue({ status: 500 }, { status: 503 });
      const reply = await collect(backend().chat(ask('hello')));
      expect(reply.error).toBeInstanceOf(AiUnavailableError);
      expect(reply.error).toMatchObject({ code: 'unavailable', status: 500 });
      await expect(backend().embed!(['x'])).rejects.toMatchObject({ code: 'unavailable', status: 503 });
    });

    it.skipIf(!scriptable)('times out a server that never answers, and one that stalls mid-reply', async () => {
      const { backend, fake } = on();
      fake!.enqueue({ hang: true });
      const started = Date.now();
      const silent = await collect(backend({ timeoutMs: 300 }).chat(ask('hello')));
      expect(silent.error).toBeInstanceOf(AiTimeoutError);
      expect(Date.now() - started).toBeLessThan(3_000);

      fake!.enqueue({ reply: { text: 'This reply stops after its first words and never finishes.', cut: 'hang' } });
      const stalled = await collect(backend({ timeoutMs: 300 }).chat(ask('hello')));
      expect(stalled.text.length).toBeGreaterThan(0);
      expect(stalled.error).toBeInstanceOf(AiTimeoutError);
      expect(stalled.error).toMatchObject({ code: 'timeout', timeoutMs: 300 });
      expect(stalled.finish).toBeNull();
    });

    it.skipIf(!scriptable)('reports a reply whose connection ended before it finished as truncated', async () => {
      const { backend, fake } = on();
      for (const cut of ['drop', 'end'] as const) {
        fake!.enqueue({ reply: { text: 'A reply long enough to be cut in half by the server.', cut } });
        const reply = await collect(backend().chat(ask('hello')));
        expect(reply.text.length).toBeGreaterThan(0);
        expect(reply.error).toBeInstanceOf(AiTruncatedError);
        expect(reply.finish).toBeNull();
      }
      // Lost after the finish reason: the reply is whole, only the provider's count of it is missing.
      fake!.enqueue({ reply: { text: 'A whole reply.', cut: 'after-finish' } });
      const whole = await collect(backend().chat(ask('hello')));
      expect(whole.error).toBeNull();
      expect(whole.text).toBe('A whole reply.');
      expect(whole.finish).toMatchObject({ finishReason: 'stop', usage: { estimated: true } });
    });

    it.skipIf(!scriptable)('names the setting to fix for a refused key or an unknown model, never echoing the key', async () => {
      const { backend } = on();
      const wrongKey = await collect(backend({ apiKey: 'sk-wrong-secret-key' }).chat(ask('hello')));
      expect(wrongKey.error).toBeInstanceOf(AiConfigurationError);
      expect(wrongKey.error).toMatchObject({ status: 401, providerMessage: undefined });
      expect((wrongKey.error as Error).message).toMatch(/AI_API_KEY/);
      expect(`${JSON.stringify(wrongKey.error)} ${String(wrongKey.error)}`).not.toMatch(/sk-w/);
      const unknown = await collect(backend({ model: 'no-such-model' }).chat(ask('hello')));
      expect(unknown.error).toMatchObject({ code: 'bad_configuration', status: 404 });
      expect((unknown.error as Error).message).toMatch(/AI_MODEL/);
    });

    it.skipIf(!scriptable)('is unavailable when nothing listens at the address', async () => {
      const { backend } = on();
      const gone = await startFakeOpenAiServer();
      await gone.close();
      const reply = await collect(backend({ baseURL: gone.url }).chat(ask('hello')));
      expect(reply.error).toBeInstanceOf(AiUnavailableError);
      expect(reply.error).toBeInstanceOf(AiError);
    });
  });
}
