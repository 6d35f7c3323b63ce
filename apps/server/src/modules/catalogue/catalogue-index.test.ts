import { ZAppFilterQuery } from '@atrium/contracts/apps';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../seed/demo-catalogue';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apps } from '../apps/apps.tables';
import { catalogueChanged } from '../apps/catalogue-events';
import { searchCatalogue } from './catalogue.service';
import { normaliseSearch } from './catalogue-cache-keys';
import { type CatalogueIndex, createCatalogueIndex } from './catalogue-index';
import { parseTsVector } from './catalogue-index-load';
import { formatReal, parseTsQuery, queryLexemes, tsRank } from './catalogue-index-text';
import { trigramsInOrder, wordSimilarity } from './catalogue-index-trigram';
import { createTsQueries } from './catalogue-index-tsquery';

describe('PostgreSQL text formats', () => {
  it('parses tsqueries as PostgreSQL prints them, with its precedence', () => {
    expect(parseTsQuery('')).toBeNull();
    expect(parseTsQuery("'calendar' & 'sync'")).toEqual({
      kind: 'and',
      left: { kind: 'term', lexeme: 'calendar' },
      right: { kind: 'term', lexeme: 'sync' },
    });
    const q = parseTsQuery("'a' | 'b' & !'c' <-> 'd'")!;
    expect(q.kind).toBe('or');
    expect(queryLexemes(q)).toEqual(['a', 'b', 'c', 'd']);
    expect(parseTsQuery("'it''s'")).toEqual({ kind: 'term', lexeme: "it's" });
  });

  it('parses tsvectors with weights and escapes', () => {
    const v = parseTsVector("'a''b':3 'cal':1A,5B 'x':2C");
    expect(v.lexemes).toEqual(["a'b", 'cal', 'x']);
    expect([...v.offsets]).toEqual([0, 1, 3, 4]);
    expect([...v.positions].map((p) => [p & 0x3fff, p >>> 14])).toEqual([
      [3, 0],
      [1, 3],
      [5, 2],
      [2, 1],
    ]);
  });

  it('prints float4 values as PostgreSQL does', () => {
    expect(formatReal(Math.fround(0.0607927))).toBe('0.0607927');
    expect(formatReal(Math.fround(1e-20))).toBe('1e-20');
    expect(formatReal(Math.fround(0.5))).toBe('0.5');
    expect(formatReal(Math.fround(1))).toBe('1');
    expect(formatReal(Math.fround(0.00001234))).toBe('1.234e-05');
  });

  it('makes trigrams like pg_trgm', () => {
    expect(trigramsInOrder('Cat')).toEqual(['  c', ' ca', 'cat', 'at ']);
    expect(trigramsInOrder('a-b')).toEqual(['  a', ' a ', '  b', ' b ']);
  });
});

describe('the in-memory catalogue index against PostgreSQL', () => {
  let t: TestApp;
  let index: CatalogueIndex;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t.db, { size: 120, seed: 9, now: Date.parse('2026-11-01T00:00:00Z') });
    index = createCatalogueIndex(t.db);
  });
  afterAll(async () => {
    index.close();
    await t.close();
  });

  const QUERIES = [
    'calendar',
    'calendar sync',
    'sms gateway',
    'chat widget',
    'review',
    'payments invoice',
    'booking',
    'the',
    '"lead form"',
    '"form lead"',
    '"the lead form"',
    '"lead the form"',
    '"calendar sync" chat',
    'calendar -sync',
    'calendar or chat',
    'ai receptionist',
    'email relay pipeline',
  ];
  const TYPOS = ['calender', 'gatway', 'wigdet', 'recepionist', 'invoise', 'pipelin', 'zzz', 'sms gatewya', 'x'];

  it('computes ts_rank exactly as PostgreSQL does (same float4)', async () => {
    for (const q of QUERIES) {
      const { rows } = await t.pool.query<{ id: string; rank: string; search: string; tsq: string }>(
        `select id, ts_rank(search, websearch_to_tsquery('english', $1))::real::text as rank, search::text as search,
           websearch_to_tsquery('english', $1)::text as tsq
         from apps where search @@ websearch_to_tsquery('english', $1)`,
        [q],
      );
      for (const row of rows) {
        const query = parseTsQuery(row.tsq)!;
        const doc = parseTsVector(row.search);
        const at = (lexeme: string) => {
          const i = doc.lexemes.indexOf(lexeme);
          return i < 0 ? undefined : doc.positions.subarray(doc.offsets[i]!, doc.offsets[i + 1]!);
        };
        const rank = tsRank(query, queryLexemes(query), at, doc.lexemes.length === 0);
        expect(formatReal(rank), `${q} on ${row.id}`).toBe(row.rank);
      }
    }
  });

  it('computes word_similarity exactly as pg_trgm does (same float4)', async () => {
    const { rows: names } = await t.pool.query<{ name: string }>('select lower(name) as name from apps');
    for (const q of [...TYPOS, 'calendar sync', 'northwind']) {
      const { rows } = await t.pool.query<{ name: string; sim: string }>(
        'select lower(name) as name, word_similarity($1, lower(name))::text as sim from apps',
        [q],
      );
      expect(rows.length).toBe(names.length);
      for (const row of rows) expect(formatReal(wordSimilarity(q, row.name)), `${q} ~ ${row.name}`).toBe(row.sim);
    }
  });

  it('computes word_similarity exactly on repetitive texts, where the walk backtracks most', async () => {
    // A fixed pseudo-random generator: the same texts every run, repeated words and shared fragments.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const words = ['cal', 'cale', 'calendar', 'lend', 'sync', 'syn', 'ar', 'dar', 'calsync', 'end', 'x'];
    const phrase = (n: number) => Array.from({ length: n }, () => words[next(words.length)]).join(' ');
    const texts = Array.from({ length: 300 }, () => phrase(1 + next(9)));
    for (const q of ['calendar', 'calendr sync', 'lend dar', 'sync cal cale', 'xx', 'calsyncend']) {
      const { rows } = await t.pool.query<{ text: string; sim: string }>(
        'select t as text, word_similarity($1, t)::text as sim from unnest($2::text[]) as t',
        [q, texts],
      );
      for (const row of rows) expect(formatReal(wordSimilarity(q, row.text)), `${q} ~ ${row.text}`).toBe(row.sim);
    }
  });

  it("makes a text of plain words from its words' tsqueries, as PostgreSQL makes the whole text", async () => {
    const tsQueries = createTsQueries(t.pool);
    const words = ['calendar', 'payments', 'running', 'the', 'and', 'a', 'not', 'no', 'is', 'calender', 'invoices', 'e', 'x'];
    const more = ['between', 'ai', 'agents', 'sms', 'quickly', 'organizations', 'its', 'receptionist', 'booking'];
    const texts = [...words, ...more];
    for (const a of words) for (const b of words) texts.push(`${a} ${b}`);
    for (const a of more) texts.push(`${a} the ${a}`, `the ${a} and`, `${a} ${words.join(' ')}`);
    // Not plain words: PostgreSQL answers the whole text (operators, hyphens, digits, quotes, capitals).
    texts.push(
      'calendar or chat',
      'or',
      'calendar -sync',
      '"lead form"',
      'follow-up',
      'e-commerce sms',
      'b2b',
      'Calendar',
      ' calendar',
    );
    const { rows } = await t.pool.query<{ q: string; printed: string }>(
      "select q, websearch_to_tsquery('english', q)::text as printed from unnest($1::text[]) as q",
      [texts],
    );
    for (const row of rows) expect(await tsQueries.printed(row.q), row.q).toBe(row.printed);
    expect(rows.some((row) => row.printed === '')).toBe(true);
    // Every word has been asked for: a new text of known words needs no statement at all.
    const before = tsQueries.stats().statements;
    expect(await tsQueries.printed('receptionist quickly running the calender')).toBe(
      (await t.pool.query("select websearch_to_tsquery('english', 'receptionist quickly running the calender')::text as q"))
        .rows[0].q,
    );
    expect(tsQueries.stats().statements).toBe(before);
  });

  /**
   * Every page of a search from the SQL path and from the index: the same bytes, cursors included, whether
   * the index computes the page, finds it kept, or is asked for the kept page alone (the route's fast path).
   */
  async function expectSameAnswers(raw: Record<string, string>) {
    const { query: first } = normaliseSearch(ZAppFilterQuery.parse({ limit: '7', ...raw }));
    let query = first;
    for (let pages = 0; pages < 50; pages++) {
      const { key } = normaliseSearch(query);
      const sql = JSON.stringify(await searchCatalogue({ db: t.db, query }));
      const memory = (await index.search(query, key)).json.toString();
      expect(memory, JSON.stringify(query)).toBe(sql);
      const again = await index.search(query, key);
      expect(again.kept, JSON.stringify(query)).toBe(true);
      expect(again.json.toString(), JSON.stringify(query)).toBe(sql);
      expect(index.cachedPage(key)?.toString(), JSON.stringify(query)).toBe(sql);
      const next = JSON.parse(sql).meta.nextCursor as string | null;
      if (!next) return;
      query = { ...query, cursor: next };
    }
  }

  it('answers every search, filter, sort and page exactly as the SQL path does', async () => {
    const sorts = [undefined, 'relevance', 'installs', 'rating', 'newest'];
    for (const q of [...QUERIES, ...TYPOS]) {
      for (const sort of sorts) await expectSameAnswers({ q, ...(sort ? { sort } : {}) });
    }
    for (const sort of sorts) await expectSameAnswers(sort ? { sort } : {});
    const partner = (await t.db.select({ p: apps.partnerId }).from(apps).limit(1))[0]!.p;
    const filterSets: Record<string, string>[] = [
      { price: 'free' },
      { price: 'paid', sort: 'rating' },
      { type: 'widget' },
      { category: 'Payments', sort: 'newest' },
      { minRating: '4' },
      { installTarget: 'location', q: 'calendar' },
      { installTarget: 'agency', q: 'calender' },
      { partner, sort: 'installs' },
      { q: 'review', price: 'paid', minRating: '3' },
      // Full text finds apps, but none passes the filter: the SQL path then tries typos, and so must the index.
      { q: 'calendar', type: 'payment_provider' },
      { q: 'payments', category: 'Scheduling', minRating: '4' },
      { q: 'calendar', type: 'payment_provider', sort: 'newest' },
      { q: 'calender', installTarget: 'agency', sort: 'rating' },
    ];
    for (const filters of filterSets) await expectSameAnswers(filters);
  });

  it('reads a change made before the search: one app, then everything', async () => {
    const [app] = await t.db.select().from(apps).where(eq(apps.status, 'live')).limit(1);
    await t.db.update(apps).set({ name: 'Quokka Planner', installCount: 999_999 }).where(eq(apps._id, app!._id));
    catalogueChanged([app!._id]);
    // Pages kept before the change are not served: nothing is, until a search has waited for the reload.
    expect(index.cachedPage(normaliseSearch(ZAppFilterQuery.parse({ limit: '7' })).key)).toBeUndefined();
    await expectSameAnswers({ q: 'quokka' });
    await expectSameAnswers({});
    await expectSameAnswers({ q: 'planner', sort: 'installs' });
    await t.db.update(apps).set({ installCount: 5 }).where(eq(apps._id, app!._id));
    catalogueChanged([app!._id]);
    await expectSameAnswers({ sort: 'installs' });
    // A text's matches in the installs order were kept for the last snapshot: this one orders them again.
    await expectSameAnswers({ q: 'planner', sort: 'installs' });
    await t.db.update(apps).set({ status: 'draft' }).where(eq(apps._id, app!._id));
    catalogueChanged();
    await expectSameAnswers({ q: 'quokka' });
    await expectSameAnswers({ q: 'planner' });
    expect(index.stats()).toMatchObject({ fullLoads: 2, partialLoads: 2 });
  });

  it('catches up with a write that forgot catalogueChanged(), in the background', async () => {
    const watchful = createCatalogueIndex(t.db, { checkEveryMs: 0 });
    try {
      const { query, key } = normaliseSearch(ZAppFilterQuery.parse({ q: 'wombat' }));
      expect(JSON.parse((await watchful.search(query, key)).json.toString()).meta.total).toBe(0);
      const [app] = await t.db.select().from(apps).where(eq(apps.status, 'live')).limit(1);
      await t.db.update(apps).set({ name: 'Wombat Wrangler' }).where(eq(apps._id, app!._id));
      // The page kept for the key (the fast path's answer) starts the check too, and goes with the old snapshot.
      for (let i = 0; i < 100 && watchful.cachedPage(key); i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(watchful.cachedPage(key)).toBeUndefined();
      expect(JSON.parse((await watchful.search(query, key)).json.toString()).meta.total).toBe(1);
      expect(JSON.parse(watchful.cachedPage(key)!.toString()).meta.total).toBe(1);
    } finally {
      watchful.close();
    }
  });
});
