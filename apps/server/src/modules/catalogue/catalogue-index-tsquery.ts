import type { Queryable } from '../../db/pg-client';
import { setBounded } from '../../platform/bounded-map';
import { parseTsQuery, type TsQuery } from './catalogue-index-text';

/**
 * The search text's tsquery exactly as PostgreSQL makes it (`websearch_to_tsquery('english', q)`: its parser,
 * stemming and stop words), for the in-memory index (docs/decisions/007). PostgreSQL is asked, in a statement
 * that reads no table, and the answers are kept.
 *
 * A text of plain words (letters a-z, none of them `or`, websearch's one operator word) is the AND of its
 * words' own tsqueries, a stop word's being empty: each such word is a single token to PostgreSQL's parser,
 * and its lexeme does not depend on its neighbours. So a text made of words seen before is answered without a
 * round trip. That matters beyond the statement's cost: a search that waits for PostgreSQL goes back to the end
 * of the event loop's queue, and under load that doubles its latency (decision 007, "texts seen for the first
 * time"). The index tests compare both ways with PostgreSQL on many texts.
 */

const PLAIN_WORD = /^[a-z]+$/;
const TEXTS_KEPT = 10_000;
const WORDS_KEPT = 20_000;

export function createTsQueries(pool: Queryable) {
  const texts = new Map<string, TsQuery | null>();
  const words = new Map<string, string>();
  const stats = { statements: 0 };

  async function ask(sql: string, values: unknown[]): Promise<{ w?: string; q: string }[]> {
    stats.statements++;
    return (await pool.query<{ w?: string; q: string }>(sql, values)).rows;
  }

  /** The text's tsquery as PostgreSQL prints it ('' when it has only stop words). */
  async function printed(q: string): Promise<string> {
    const plain = q.split(' ');
    if (!plain.every((word) => PLAIN_WORD.test(word) && word !== 'or')) {
      const rows = await ask("select websearch_to_tsquery('english', $1)::text as q", [q]);
      return rows[0]?.q ?? '';
    }
    const found = new Map(plain.map((word) => [word, words.get(word)]));
    const missing = [...found].filter(([, query]) => query === undefined).map(([word]) => word);
    if (missing.length > 0) {
      const rows = await ask("select w, websearch_to_tsquery('english', w)::text as q from unnest($1::text[]) as w", [missing]);
      for (const { w, q: query } of rows) {
        found.set(w!, query);
        setBounded(words, WORDS_KEPT, w!, query);
      }
    }
    return plain
      .map((word) => found.get(word)!)
      .filter((query) => query !== '')
      .join(' & ');
  }

  return {
    /** The parsed tsquery of `q` (null when it has no lexemes). */
    async of(q: string): Promise<TsQuery | null> {
      const known = texts.get(q);
      if (known !== undefined || texts.has(q)) return known ?? null;
      const parsed = parseTsQuery(await printed(q));
      setBounded(texts, TEXTS_KEPT, q, parsed);
      return parsed;
    },
    printed,
    /** Statements sent to PostgreSQL so far (the tests check that known words need none). */
    stats: () => ({ ...stats }),
  };
}
