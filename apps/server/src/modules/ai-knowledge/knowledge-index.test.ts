import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPersonas } from '../../test/demo-personas';
import { apps } from '../apps/apps.tables';
import { catalogueChanged } from '../apps/catalogue-events';
import { faqs } from '../education/faqs.tables';
import { knowledgePassages } from './ai-knowledge.tables';
import { actorOf, createKnowledgeDemo, eventually, passagesOf, sourceIdOf } from './knowledge-fixtures';
import { type Embedder, indexSource } from './knowledge-index';
import { getIndexProgress, indexOwner } from './knowledge-progress';

let demo: DemoPersonas;

beforeAll(async () => {
  demo = await createKnowledgeDemo();
}, 90_000);
afterAll(async () => {
  await demo.t.close();
});

describe('indexing the demo knowledge', () => {
  it('gives each source passages with its owner and the screen a reader opens', async () => {
    const { db } = demo.t;
    const { summitAdmin, creator } = demo.personas;
    const manager = await sourceIdOf(db, 'faq', 'Who is my account manager?');
    const [faq] = await passagesOf(db, 'faq', manager);
    expect(faq).toMatchObject({ agencyId: summitAdmin.agencyId, partnerId: null, url: `/faq#q-${manager}` });
    expect(faq!.text).toBe('Olivia Bennett runs every Summit account. Reach her at olivia@summitgrowth.test.');
    const review = await sourceIdOf(db, 'faq', 'How long does an app review take?');
    expect((await passagesOf(db, 'faq', review))[0]).toMatchObject({ agencyId: null, partnerId: creator.partnerIds[0] });
    const article = await sourceIdOf(db, 'doc', 'Save an app’s API key');
    const [doc] = await passagesOf(db, 'doc', article);
    expect(doc!.url).toBe(`/knowledgebase/${article}`);
    expect(doc!.text).toContain('Rotating a key\nSave a new key; the old one stops working at once.');
    const listing = await sourceIdOf(db, 'snapshot', 'Fitness Studio Growth Kit');
    expect((await passagesOf(db, 'snapshot', listing))[0]).toMatchObject({
      agencyId: summitAdmin.agencyId,
      url: `/snapshot/${listing}`,
    });
    // The draft changelog entry has no passages.
    const titles = await db
      .select({ title: knowledgePassages.title })
      .from(knowledgePassages)
      .where(eq(knowledgePassages.sourceKind, 'changelog'));
    expect(titles.map((r) => r.title)).not.toContain('Two-way QuickBooks sync');
    expect(titles.length).toBe(7);
  });
});

describe('re-indexing when sources change', () => {
  it('follows an FAQ edited, unpublished, published again and deleted through the API', async () => {
    const { db } = demo.t;
    const { http, personas } = demo;
    const id = await sourceIdOf(db, 'faq', 'When do we meet?');
    const put = (body: object) => http.put(`/api/v1/faqs/${id}`, body, personas.summitAdmin.headers);
    expect((await put({ answer: '<p>Every Thursday at nine, in the <b>Pelican</b> room.</p>' })).statusCode).toBe(200);
    await eventually(async () =>
      expect((await passagesOf(db, 'faq', id))[0]!.text).toBe('Every Thursday at nine, in the Pelican room.'),
    );
    expect((await put({ status: 'draft' })).statusCode).toBe(200);
    await eventually(async () => expect(await passagesOf(db, 'faq', id)).toHaveLength(0));
    expect((await put({ status: 'published' })).statusCode).toBe(200);
    await eventually(async () => expect(await passagesOf(db, 'faq', id)).toHaveLength(1));
    expect((await http.del(`/api/v1/faqs/${id}`, personas.summitAdmin.headers)).statusCode).toBe(200);
    await eventually(async () => expect(await passagesOf(db, 'faq', id)).toHaveLength(0));
  });

  it("drops a category's questions with the category", async () => {
    const { db } = demo.t;
    const { http, personas } = demo;
    const id = await sourceIdOf(db, 'faq', 'Who is my account manager?');
    const [faq] = await db.select({ categoryId: faqs.categoryId }).from(faqs).where(eq(faqs._id, id));
    const res = await http.del(`/api/v1/faq-categories/${faq!.categoryId}`, personas.summitAdmin.headers);
    expect(res.statusCode, res.body).toBe(200);
    await eventually(async () => expect(await passagesOf(db, 'faq', id)).toHaveLength(0));
  });

  it('indexes a changelog entry once it is published, not while it is a draft', async () => {
    const { db } = demo.t;
    const { http, personas } = demo;
    const created = await http.post(
      '/api/v1/changelogs',
      { title: 'Dark mode', body: '<p>Atrium now follows your system’s dark mode.</p>', itemIds: [] },
      personas.superAdmin.headers,
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id as string;
    await new Promise((r) => setTimeout(r, 200));
    expect(await passagesOf(db, 'changelog', id)).toHaveLength(0);
    expect((await http.post(`/api/v1/changelogs/${id}/publish`, {}, personas.superAdmin.headers)).statusCode).toBe(200);
    await eventually(async () => expect((await passagesOf(db, 'changelog', id))[0]!.url).toBe(`/change_logs/${id}`));
  });

  it('follows a snapshot listing edited through the API, and an app through the catalogue’s change events', async () => {
    const { db } = demo.t;
    const { http, personas } = demo;
    const listing = await sourceIdOf(db, 'snapshot', 'Real Estate Lead Machine');
    const res = await http.put(
      `/api/v1/snap_shot/${listing}`,
      { description: '<p>Now with a mortgage calculator funnel.</p>' },
      personas.summitAdmin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    await eventually(async () => expect((await passagesOf(db, 'snapshot', listing))[0]!.text).toContain('mortgage calculator'));
    const app = await sourceIdOf(db, 'app', 'Granite Tap to Pay');
    await db.update(apps).set({ tagline: 'Contactless payments, now with tipping' }).where(eq(apps._id, app));
    catalogueChanged([app]);
    await eventually(async () => expect((await passagesOf(db, 'app', app))[0]!.text).toContain('now with tipping'));
  });
});

describe('embeddings', () => {
  it('embeds new and changed passages only: an unchanged passage keeps its embedding', async () => {
    const { db } = demo.t;
    const calls: string[][] = [];
    const embedder: Embedder = {
      model: 'length-1',
      embed: async (texts) => {
        calls.push(texts);
        return texts.map((t) => [t.length, 1, 0]);
      },
    };
    const id = await sourceIdOf(db, 'doc', 'Invite someone');
    await indexSource({ db, embedder }, 'doc', id);
    expect(calls).toHaveLength(1);
    const [first] = await passagesOf(db, 'doc', id);
    expect(first!.embedding).toEqual([first!.title.length + 1 + first!.text.length, 1, 0]);
    await indexSource({ db, embedder }, 'doc', id);
    expect(calls).toHaveLength(1);
    expect((await passagesOf(db, 'doc', id))[0]!._id).toBe(first!._id);
    expect(first!.embeddingModel).toBe('length-1');
  });

  it('re-embeds every passage when the model changes, and never keeps the old vectors', async () => {
    const { db } = demo.t;
    const id = await sourceIdOf(db, 'doc', 'Save an app’s API key');
    const one: Embedder = { model: 'one', embed: async (texts) => texts.map(() => [1, 0]) };
    const calls: number[] = [];
    const two: Embedder = {
      model: 'two',
      embed: async (texts) => {
        calls.push(texts.length);
        return texts.map(() => [0, 1, 0]);
      },
    };
    await indexSource({ db, embedder: one }, 'doc', id);
    const passages = await passagesOf(db, 'doc', id);
    expect(passages.length).toBeGreaterThan(0);
    await indexSource({ db, embedder: two }, 'doc', id);
    expect(calls).toEqual([passages.length]);
    for (const passage of await passagesOf(db, 'doc', id))
      expect(passage).toMatchObject({ embedding: [0, 1, 0], embeddingModel: 'two' });
  });
});

describe('the progress of a full index', () => {
  it("reads done and total for the owner's latest run; a location's people manage no knowledge", async () => {
    const { db } = demo.t;
    const { summitAdmin, dentalStaff, creator } = demo.personas;
    const owner = { agencyId: summitAdmin.agencyId, partnerId: null };
    const run = await indexOwner({ db }, owner);
    const progress = await getIndexProgress({ db, actor: actorOf(summitAdmin) });
    expect(progress).toEqual(run);
    expect(progress.total).toBeGreaterThan(0);
    expect(progress.done).toBe(progress.total);
    expect(progress.finishedAt).not.toBeNull();
    // The creator's partner ran once, at the start of this file.
    expect((await getIndexProgress({ db, actor: actorOf(creator) })).total).toBeGreaterThan(0);
    await expect(getIndexProgress({ db, actor: actorOf(dentalStaff) })).rejects.toMatchObject({ statusCode: 403 });
  });
});
