import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../platform/errors';
import type { Actor } from '../../platform/tenancy/actor';
import { KNOWLEDGE_SOURCE_KINDS, knowledgePassages, type TKnowledgeSourceKind, TS_CONFIG } from './ai-knowledge.tables';
import type { Embedder } from './knowledge-index';
import { knowledgeSources } from './knowledge-sources';
import { cosineSimilarity, fuseRanks } from './rank-fusion';
import { withSynonyms } from './synonyms';

const p = knowledgePassages;

/** How many passages each leg (full text, embeddings) hands to the fusion. */
const CANDIDATES = 50;
/**
 * The embeddings compared per question at most (those of the newest passages the reader may read): a bound on the
 * work of one question until vectors are cached in memory or searched by an index (decision 033).
 */
export const MAX_VECTOR_CANDIDATES = 5_000;

const ZRetrieveInput = z.object({
  query: z.string().trim().min(1).max(1_000),
  limit: z.number().int().min(1).max(50).default(5),
  kinds: z.array(z.enum(KNOWLEDGE_SOURCE_KINDS)).min(1).optional(),
});

export interface RetrievedPassage {
  id: string;
  title: string;
  url: string;
  text: string;
  /** The fused score: the sum over the legs of 1 / (60 + rank); higher is better. */
  score: number;
  sourceKind: TKnowledgeSourceKind;
  sourceId: string;
  /** Each leg's own measure, for callers that need an absolute bar ("nothing good enough"): null where it did not match. */
  textRank: number | null;
  similarity: number | null;
}

/**
 * The passages the reader may read, each by its source's own list rule: a location user reads the platform's and its
 * agency's content, never another agency's, nor what its agency hid from its location, nor drafts.
 */
function readableBy(db: DbOrTx, actor: Actor, kinds: readonly TKnowledgeSourceKind[] | undefined): SQL {
  const sources = knowledgeSources().filter((s) => !kinds || kinds.includes(s.kind));
  return or(...sources.map((s) => and(eq(p.sourceKind, s.kind), sql`${p.sourceId} in (${s.readable(db, actor)})`))) as SQL;
}

/**
 * The question's terms: parsed by websearch_to_tsquery (the text search configuration's stemming and stop words,
 * quotes and "or"), without the negated ones ("-word"), each as a one-lexeme tsquery.
 */
const questionTerms = (query: string) =>
  sql`select distinct quote_literal(replace(m[2], '''''', ''''))::tsquery as term
      from regexp_matches(websearch_to_tsquery(${TS_CONFIG}, ${query})::text, '(!?)''((?:[^'']|'''')+)''', 'g') m
      where m[1] = ''`;

/**
 * The full-text leg, ranked like BM25 rather than by plain ts_rank: a passage matches when it holds any of the
 * question's terms, and scores the sum over the terms it holds of the term's inverse document frequency times its
 * ts_rank in the passage (title weighted above text, length-normalised). Without the rarity weight, a word every
 * app listing repeats ("app", "lead", "call") outweighed the one word that names the answer. Rarity is counted over
 * the whole index through its GIN index (a corpus statistic that names no passage); only readable passages match.
 */
async function textLeg(db: DbOrTx, visible: SQL, query: string) {
  const { rows } = await db.execute<{ id: string; rank: number }>(sql`
    with terms as (${questionTerms(withSynonyms(query))}),
    weights as (
      select t.term, ln(1 + (n.total - d.df + 0.5) / (d.df + 0.5)) as idf
      from terms t
      cross join (select count(*)::float8 as total from ${p}) n
      cross join lateral (select count(*)::float8 as df from ${p} where ${p.search} @@ t.term) d
    )
    select ${p._id} as id, sum(w.idf * ts_rank(${p.search}, w.term, 1))::float8 as rank
    from ${p} join weights w on ${p.search} @@ w.term
    where ${visible}
    group by ${p._id}
    order by rank desc, ${p._id}
    limit ${CANDIDATES}`);
  return rows;
}

async function vectorLeg(db: DbOrTx, visible: SQL, question: number[]) {
  const rows = await db
    .select({ id: p._id, embedding: p.embedding })
    .from(p)
    .where(and(isNotNull(p.embedding), visible))
    .orderBy(sql`${p._id} desc`)
    .limit(MAX_VECTOR_CANDIDATES);
  return rows
    .map((row) => ({ id: row.id, similarity: cosineSimilarity(question, row.embedding!) }))
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, CANDIDATES);
}

/**
 * Hybrid retrieval (decision 033): PostgreSQL full-text search, plus, with an embedder, cosine similarity of the
 * question's embedding to the passages' in the server; the two rankings fused by reciprocal rank.
 */
export async function retrieve(opts: {
  db: DbOrTx;
  actor: Actor;
  query: string;
  limit?: number;
  embedder?: Embedder | null;
  kinds?: TKnowledgeSourceKind[];
}): Promise<RetrievedPassage[]> {
  const parsed = ZRetrieveInput.safeParse({ query: opts.query, limit: opts.limit, kinds: opts.kinds });
  if (!parsed.success) throw badRequest('Ask a question of 1 to 1,000 characters');
  const { query, limit, kinds } = parsed.data;
  const { db, actor, embedder } = opts;
  const visible = readableBy(db, actor, kinds);
  const [text, vectors] = await Promise.all([
    textLeg(db, visible, query),
    embedder ? embedder([query]).then(([question]) => (question ? vectorLeg(db, visible, question) : [])) : [],
  ]);
  const fused = fuseRanks([text.map((r) => r.id), vectors.map((r) => r.id)]).slice(0, limit);
  if (fused.length === 0) return [];
  const rows = await db
    .select({ id: p._id, title: p.title, url: p.url, text: p.text, sourceKind: p.sourceKind, sourceId: p.sourceId })
    .from(p)
    .where(
      inArray(
        p._id,
        fused.map((f) => f.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ranks = new Map(text.map((r) => [r.id, Number(r.rank)]));
  const similarities = new Map(vectors.map((r) => [r.id, r.similarity]));
  return fused.flatMap(({ id, score }) => {
    const row = byId.get(id);
    return row ? [{ ...row, score, textRank: ranks.get(id) ?? null, similarity: similarities.get(id) ?? null }] : [];
  });
}
