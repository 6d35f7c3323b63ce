import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAiServer, fakeEmbedding, startFakeOpenAiServer } from '../../integrations/ai/sandbox/fake-openai-server';
import type { DemoPersonas } from '../../test/demo-personas';
import { createTestApp } from '../../test/test-app';
import { faqResource } from '../education/faqs.resource';
import { faqCategories, faqs } from '../education/faqs.tables';
import { embedderFromConfig } from './knowledge-embedder';
import { actorOf, createKnowledgeDemo, eventually, passagesOf, sourceIdOf } from './knowledge-fixtures';
import { EMBED_BATCH, type Embedder, embeddingInput, reindexSource } from './knowledge-index';
import { indexAllKnowledge } from './knowledge-progress';
import { retrieve } from './retrieve';

let demo: DemoPersonas;
let fake: FakeOpenAiServer;

beforeAll(async () => {
  fake = await startFakeOpenAiServer({ models: ['fake-chat', 'fake-embed', 'fake-embed-2'] });
  demo = await createKnowledgeDemo();
}, 90_000);
afterAll(async () => {
  await demo.t.close();
  await fake.close();
});

const configFor = (model: string | undefined) => ({
  AI_BASE_URL: fake.url,
  AI_API_KEY: undefined,
  AI_MODEL: 'fake-chat',
  AI_EMBEDDING_MODEL: model,
  AI_TIMEOUT_MS: 5_000,
});
const embeddingRequests = () => fake.requests.filter((r) => r.path === '/v1/embeddings');

/**
 * The first passage of the API-key article, and a question for it. The fake's vectors come from a hash: only the
 * same text is near, so the question is the passage's own text (similarity 1).
 */
async function apiKeyPassage() {
  const id = await sourceIdOf(demo.t.db, 'doc', 'Save an app’s API key');
  const [passage] = await passagesOf(demo.t.db, 'doc', id);
  return { id, passage: passage!, question: embeddingInput(passage!) };
}
const askAsHarbor = (query: string, embedder: Embedder) =>
  retrieve({ db: demo.t.db, actor: actorOf(demo.personas.harborAdmin), query, limit: 50, embedder });

describe('the embedder of AI_EMBEDDING_MODEL', () => {
  it('is none without an embedding model: retrieval stays full-text only', () => {
    expect(embedderFromConfig(configFor(undefined))).toBeNull();
    expect(embedderFromConfig({ ...configFor('fake-embed'), AI_BASE_URL: undefined })).toBeNull();
  });

  it("embeds every passage in batches with the model's name, and only what changed afterwards", async () => {
    const { db } = demo.t;
    const embedder = embedderFromConfig(configFor('fake-embed'))!;
    await indexAllKnowledge({ db, embedder });
    const sent = embeddingRequests();
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) {
      expect(request.body).toMatchObject({ model: 'fake-embed' });
      expect((request.body!.input as string[]).length).toBeLessThanOrEqual(EMBED_BATCH);
    }
    const id = await sourceIdOf(db, 'doc', 'Save an app’s API key');
    const [passage] = await passagesOf(db, 'doc', id);
    expect(passage!.embeddingModel).toBe('fake-embed');
    expect(passage!.embedding![0]).toBeCloseTo(fakeEmbedding(embeddingInput(passage!))[0]!, 5);
    // Nothing changed: a second full run sends nothing.
    const before = embeddingRequests().length;
    await reindexSource({ db, embedder }, 'doc', id);
    expect(embeddingRequests()).toHaveLength(before);
  });

  it('embeds the question and fuses the nearest passage by rank', async () => {
    const { passage, question } = await apiKeyPassage();
    const found = await askAsHarbor(question, embedderFromConfig(configFor('fake-embed'))!);
    expect(embeddingRequests().at(-1)!.body).toMatchObject({ model: 'fake-embed', input: [question] });
    expect(found.find((p) => p.id === passage._id)!.similarity).toBeCloseTo(1, 5);
  });

  it('re-embeds with a new model and never compares vectors of two models', async () => {
    const { db } = demo.t;
    const second = embedderFromConfig(configFor('fake-embed-2'))!;
    const { id, passage, question } = await apiKeyPassage();
    const ask = () => askAsHarbor(question, second);
    // Not re-embedded yet: the old model's vectors are not compared with the new model's question.
    expect((await ask()).every((p) => p.similarity === null)).toBe(true);
    await reindexSource({ db, embedder: second }, 'doc', id);
    expect(embeddingRequests().at(-1)!.body).toMatchObject({ model: 'fake-embed-2' });
    for (const row of await passagesOf(db, 'doc', id)) expect(row.embeddingModel).toBe('fake-embed-2');
    expect((await ask()).find((p) => p.id === passage._id)!.similarity).toBeCloseTo(1, 5);
  });

  it('is what the knowledge jobs embed with when the server is configured with AI_EMBEDDING_MODEL', async () => {
    const t = await createTestApp({ AI_BASE_URL: fake.url, AI_MODEL: 'fake-chat', AI_EMBEDDING_MODEL: 'fake-embed' });
    try {
      const [category] = await t.db.insert(faqCategories).values({ name: 'Billing' }).returning();
      const [faq] = await t.db
        .insert(faqs)
        .values({ categoryId: category!._id, question: 'When am I billed?', answer: '<p>On the first of each month.</p>' })
        .returning();
      t.app.contentWrites.emit({ topic: faqResource.group.path, id: faq!._id, deleted: false });
      const [passage] = await eventually(async () => {
        const rows = await passagesOf(t.db, 'faq', faq!._id);
        expect(rows[0]?.embeddingModel).toBe('fake-embed');
        return rows;
      });
      expect(passage!.embedding).toHaveLength(fakeEmbedding('').length);
    } finally {
      await t.close();
    }
  });
});
