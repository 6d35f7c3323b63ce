import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPersonas, PersonaName } from '../../test/demo-personas';
import { faqs } from '../education/faqs.tables';
import type { TKnowledgeSourceKind } from './ai-knowledge.tables';
import { actorOf, createKnowledgeDemo, sourceIdOf } from './knowledge-fixtures';
import { type Embedder, embeddingInput, indexSource } from './knowledge-index';
import { retrieve } from './retrieve';

let demo: DemoPersonas;

beforeAll(async () => {
  demo = await createKnowledgeDemo();
}, 90_000);
afterAll(async () => {
  await demo.t.close();
});

const ask = (persona: PersonaName, query: string, embedder?: Embedder) =>
  retrieve({ db: demo.t.db, actor: actorOf(demo.personas[persona]), query, limit: 10, embedder });

/** Whether `persona` ever gets the source, asking for it by its own words. */
async function reaches(persona: PersonaName, kind: TKnowledgeSourceKind, title: string, query = title) {
  const id = await sourceIdOf(demo.t.db, kind, title);
  return (await ask(persona, query)).some((p) => p.sourceId === id);
}

describe('retrieval', () => {
  it('ranks the passage that answers first, with its screen and source', async () => {
    const [first] = await ask('harborAdmin', 'how do I rotate an API key for an app?');
    const id = await sourceIdOf(demo.t.db, 'doc', 'Save an app’s API key');
    expect(first).toMatchObject({ title: 'Save an app’s API key', url: `/knowledgebase/${id}`, sourceKind: 'doc', sourceId: id });
    expect(first!.text).toContain('Rotating a key');
    expect(first!.score).toBeGreaterThan(0);
    expect(first!.textRank).toBeGreaterThan(0);
    expect(first!.similarity).toBeNull();
  });

  it('refuses an empty question and answers nothing to one made of stop words', async () => {
    await expect(ask('dentalStaff', '   ')).rejects.toMatchObject({ statusCode: 400 });
    expect(await ask('dentalStaff', 'how do I')).toEqual([]);
  });
});

describe('retrieval across tenants', () => {
  const SUMMIT_QUESTION = 'Who is my account manager at Summit Growth? Olivia Bennett runs every Summit account';

  it("never gives Harbor's people Summit's passage, even when the question names it exactly", async () => {
    for (const persona of ['harborAdmin', 'fitnessAdmin', 'homeStaff', 'endUser'] as const)
      expect(await reaches(persona, 'faq', 'Who is my account manager?', SUMMIT_QUESTION), persona).toBe(false);
    expect(await reaches('dentalStaff', 'faq', 'Who is my account manager?', SUMMIT_QUESTION)).toBe(true);
  });

  it('never gives a location what its agency hid from it, nor listings kept from locations', async () => {
    expect(await reaches('realtyStaff', 'faq', 'Can I get an invoice?')).toBe(false);
    expect(await reaches('dentalStaff', 'faq', 'Can I get an invoice?')).toBe(true);
    // Summit shows its fitness kit to its own team only.
    expect(await reaches('dentalStaff', 'snapshot', 'Fitness Studio Growth Kit')).toBe(false);
    expect(await reaches('harborAdmin', 'snapshot', 'Fitness Studio Growth Kit')).toBe(false);
    expect(await reaches('summitStaff', 'snapshot', 'Fitness Studio Growth Kit')).toBe(true);
  });

  it("keeps a partner's own content to its team", async () => {
    expect(await reaches('creator', 'faq', 'How long does an app review take?')).toBe(true);
    expect(await reaches('summitAdmin', 'faq', 'How long does an app review take?')).toBe(false);
  });

  it('never gives a draft, even while its passages are still in the index', async () => {
    const id = await sourceIdOf(demo.t.db, 'faq', 'Where do I send new leads?');
    // Unpublished behind the builder's back: no re-index ran, the passage is still there.
    await demo.t.db.update(faqs).set({ status: 'draft' }).where(eq(faqs._id, id));
    expect(await reaches('dentalStaff', 'faq', 'Where do I send new leads?')).toBe(false);
    // Its writers read their drafts on the FAQ screen, and so here.
    expect(await reaches('summitAdmin', 'faq', 'Where do I send new leads?')).toBe(true);
    await demo.t.db.update(faqs).set({ status: 'published' }).where(eq(faqs._id, id));
    expect(await reaches('dentalStaff', 'faq', 'Where do I send new leads?')).toBe(true);
  });
});

describe('retrieval with embeddings', () => {
  /**
   * A deterministic stand-in for an embedding model: one dimension per concept, so words that share no letters
   * (tooth, dentist) land close together, as a real model would put them.
   */
  const CONCEPTS = [/tooth|teeth|dentist|dental|hygiene/i, /money|payment|pay\b/i, /gym|fitness|workout/i, /review/i];
  const embedder: Embedder = {
    model: 'concepts',
    embed: async (texts) => texts.map((t) => [...CONCEPTS.map((c) => (c.test(t) ? 1 : 0)), 0.01]),
  };

  it('finds by meaning what the words alone miss, and fuses both rankings', async () => {
    const { db } = demo.t;
    const question = 'something for a teeth doctor';
    const id = await sourceIdOf(db, 'snapshot', 'Dental Practice Starter');
    await indexSource({ db, embedder }, 'snapshot', id);
    expect((await ask('dentalStaff', question)).some((p) => p.sourceId === id)).toBe(false);
    const [first] = await ask('dentalStaff', question, embedder);
    expect(first).toMatchObject({ sourceId: id, textRank: null });
    expect(first!.similarity).toBeGreaterThan(0.7);
    // A passage both legs rank scores the sum of its two reciprocal ranks.
    const both = (await ask('dentalStaff', 'dental practice hygiene recalls', embedder)).find((p) => p.sourceId === id);
    expect(both!.textRank).toBeGreaterThan(0);
    expect(both!.similarity).toBeGreaterThan(0.7);
    expect(both!.score).toBeGreaterThan(1 / 61);
    expect(embeddingInput(first!)).toContain('Dental Practice Starter');
  });

  it('compares embeddings only among the passages the reader may read', async () => {
    const { db } = demo.t;
    const id = await sourceIdOf(db, 'snapshot', 'Fitness Studio Growth Kit');
    await indexSource({ db, embedder }, 'snapshot', id);
    const found = await ask('fitnessAdmin', 'a workout place', embedder);
    expect(found.some((p) => p.sourceId === id)).toBe(false);
    expect((await ask('summitAdmin', 'a workout place', embedder)).some((p) => p.sourceId === id)).toBe(true);
  });
});
