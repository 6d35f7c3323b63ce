import { describe, expect, it } from 'vitest';
import {
  createStretchMemo,
  similarityTable,
  trigramsInOrder,
  wordSimilarity,
  wordSimilarityIds,
} from './catalogue-index-trigram';

/** Texts as trigram ids, numbered in one shared map, with the query's marks: what the typo path hands the walk. */
function idsOf(query: string, texts: string[]) {
  const ids = new Map<string, number>();
  const idOf = (t: string) => {
    if (!ids.has(t)) ids.set(t, ids.size);
    return ids.get(t)!;
  };
  const queryIds = new Set(trigramsInOrder(query).map(idOf));
  const textIds = texts.map((text) => Int32Array.from(trigramsInOrder(text), idOf));
  const isQuery = new Uint8Array(ids.size);
  for (const id of queryIds) isQuery[id] = 1;
  const longest = Math.max(...textIds.map((t) => t.length));
  return { sml: similarityTable(queryIds.size, longest), isQuery, textIds, lastpos: new Int32Array(ids.size).fill(-1) };
}

describe('createStretchMemo', () => {
  // Names that share stretches around the query's words, with other words and numbers before and after them.
  const brands = ['northwind', 'cobalt', 'calsync', ''];
  const products = ['calendar sync', 'calendar', 'chat widget', 'sync calendar', 'calendr', 'lend dar'];
  const names = brands.flatMap((brand) => products.flatMap((product) => [1, 2, 17, 300].map((n) => `${brand} ${product} ${n}`)));

  it.each(['calendar', 'calendr sync', 'chat', 'cobalt calendar', 'dar lend', 'xyzzy cal'])(
    "gives every name the walk's own score, in any order (%s)",
    (query) => {
      const texts = names.filter((name) => trigramsInOrder(name).some((t) => trigramsInOrder(query).includes(t)));
      expect(texts.length).toBeGreaterThan(0);
      const { sml, isQuery, textIds, lastpos } = idsOf(query, texts);
      const walked = textIds.map((text) => wordSimilarityIds(sml, isQuery, text, lastpos));
      const forwards = createStretchMemo(sml, isQuery, lastpos);
      const backwards = createStretchMemo(sml, isQuery, lastpos);
      expect(textIds.map((text) => forwards(text))).toEqual(walked);
      expect(
        textIds
          .map((text) => text)
          .reverse()
          .map((text) => backwards(text))
          .reverse(),
      ).toEqual(walked);
      // And the walk is pg_trgm's (checked against PostgreSQL in catalogue-index.test.ts).
      expect(walked).toEqual(texts.map((text) => wordSimilarity(query, text)));
      expect(lastpos.every((p) => p === -1)).toBe(true);
    },
  );

  it("gives the walk's score on repetitive texts, where stretches differ in their last trigrams only", () => {
    // A fixed pseudo-random generator: the same texts every run, made of a few words that share fragments.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const words = ['cal', 'cale', 'calendar', 'lend', 'sync', 'syn', 'ar', 'dar', 'calsync', 'end', 'x', '7'];
    const texts = Array.from({ length: 2000 }, () =>
      Array.from({ length: 1 + next(6) }, () => words[next(words.length)]).join(' '),
    );
    for (const query of ['calendar', 'calendr sync', 'lend dar', 'sync cal cale', 'calsyncend']) {
      const near = texts.filter((text) => trigramsInOrder(text).some((t) => trigramsInOrder(query).includes(t)));
      const { sml, isQuery, textIds, lastpos } = idsOf(query, near);
      const memo = createStretchMemo(sml, isQuery, lastpos);
      const walked = textIds.map((text) => wordSimilarityIds(sml, isQuery, text, lastpos));
      expect(
        textIds.map((text) => memo(text)),
        query,
      ).toEqual(walked);
    }
  });
});
