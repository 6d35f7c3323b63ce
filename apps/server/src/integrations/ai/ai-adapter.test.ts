import { afterAll, beforeAll, describe, it } from 'vitest';
import { aiAdapterSuite } from './ai-adapter-suite';
import { type FakeOpenAiServer, startFakeOpenAiServer } from './sandbox/fake-openai-server';

/**
 * The adapter suite against the fake OpenAI-compatible server (always), and against a real one when AI_BASE_URL and
 * AI_MODEL are set in the environment (AI_API_KEY, AI_EMBEDDING_MODEL as that server needs): OpenAI, Azure's v1 API,
 * Ollama, vLLM or llama.cpp. It sends a few short prompts.
 */
const FAKE_KEY = 'sk-fake-adapter-key';
let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer({ apiKey: FAKE_KEY });
});
afterAll(async () => {
  await fake?.close();
});

aiAdapterSuite(
  'the fake OpenAI-compatible server',
  () => ({
    fake,
    options: { baseURL: fake.url, apiKey: FAKE_KEY, model: 'fake-chat', embeddingModel: 'fake-embed', timeoutMs: 5_000 },
  }),
  true,
);

const { AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_EMBEDDING_MODEL } = process.env;
if (AI_BASE_URL && AI_MODEL) {
  const options = {
    baseURL: AI_BASE_URL,
    apiKey: AI_API_KEY,
    model: AI_MODEL,
    embeddingModel: AI_EMBEDDING_MODEL,
    timeoutMs: 60_000,
  };
  aiAdapterSuite(`${AI_MODEL} at ${new URL(AI_BASE_URL).host}`, () => ({ fake: null, options }), false);
} else {
  describe('the AI adapter against a real provider', () => {
    it.skip('needs AI_BASE_URL and AI_MODEL (and AI_API_KEY, AI_EMBEDDING_MODEL as the provider needs)', () => {});
  });
}
