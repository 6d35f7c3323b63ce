import { and, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { badRequest } from '../../platform/errors';
import { type Actor, isSuperAdmin } from '../../platform/tenancy/actor';
import { withSynonyms } from '../../platform/thesaurus';
import {
  KNOWLEDGE_SOURCE_KINDS,
  knowledgePassages,
  knowledgeTermStats,
  type TKnowledgeSourceKind,
  TS_CONFIG,
} from './ai-knowledge.tables';
import type { Embedder } from './knowledge-index';
import { knowledgeSources } from './knowledge-sources';
import { cosineSimilarity, fuseRanks } from './rank-fusion';
import { PASSAGE_COUNT_LEXEME, readerScopes } from './term-stats';

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
function readableBy(
  db: DbOrTx,
  actor: Actor,
  kinds: readonly TKnowledgeSourceKind[] | undefined,
  agentId: string | undefined,
): SQL {
  // An agent's own Q&A pairs and files are read only when retrieving for that agent (decision 036).
  const sources = knowledgeSources().filter((s) => (!kinds || kinds.includes(s.kind)) && (!s.ownAgent || agentId));
  if (sources.length === 0) return sql`false`;
  return or(
    ...sources.map((s) =>
      and(
        eq(p.sourceKind, s.kind),
        s.ownAgent ? eq(p.agentId, agentId!) : undefined,
        sql`${p.sourceId} in (${s.readable(db, actor)})`,
      ),
    ),
  ) as SQL;
}

/**
 * The question's lexemes: parsed by websearch_to_tsquery (the text search configuration's stemming and stop words,
 * quotes and "or"), without the negated ones ("-word").
 */
const questionLexemes = (query: string) =>
  sql`select distinct replace(m[2], '''''', '''') as lexeme
      from regexp_matches(websearch_to_tsquery(${TS_CONFIG}, ${query})::text, '(!?)''((?:[^'']|'''')+)''', 'g') m
      where m[1] = ''`;

/**
 * How many passages a question's candidates are drawn from, about, before the exact read rules: the question's
 * rarest terms are taken until together they occur in this many of the reader's passages, and only passages holding
 * one of them are scored (the commoner terms still add to their scores). A word half the knowledge holds ("set",
 * "app") would otherwise have every question score thousands of passages, and a passage holding none of the rarer
 * terms seldom outranks those that do (the idea of MaxScore, Turtle and Flood 1995). A small knowledge base (the
 * demo's 243 passages) has every passage that holds any term scored.
 */
export const CANDIDATE_BUDGET = 300;

/** Only the statistics of scopes the reader reads (term-stats.ts): another tenant's words never weigh in. */
function inScopes(scopes: string[] | null): SQL {
  if (!scopes) return sql`true`;
  return sql`${knowledgeTermStats.scope} in (${sql.join(
    scopes.map((s) => sql`${s}`),
    sql`, `,
  )})`;
}

/**
 * A necessary condition of every source's read rule that the passages' own indexes can check: no one but the super
 * admin reads another agency's content, bar its snapshot listings on the marketplace. It only narrows `visible`.
 */
function ownersReadableBy(actor: Actor): SQL | undefined {
  if (isSuperAdmin(actor)) return undefined;
  const agencyId = actor.kind === 'user' ? actor.agencyId : null;
  return or(isNull(p.agencyId), agencyId ? eq(p.agencyId, agencyId) : undefined, eq(p.sourceKind, 'snapshot'));
}

/** What a result shows of its passage. */
type PassageRow = {
  id: string;
  title: string;
  url: string;
  text: string;
  sourceKind: TKnowledgeSourceKind;
  sourceId: string;
};

/**
 * The full-text leg, ranked like BM25 rather than by plain ts_rank: a passage scores the sum over the question's
 * terms it holds of the term's inverse document frequency times its ts_rank in the passage (title weighted above
 * text, length-normalised). Without the rarity weight, a word every app listing repeats ("app", "lead", "call")
 * outweighed the one word that names the answer. Rarity comes from knowledge_term_stats over the reader's scopes
 * (kept on indexing: one index lookup, where counting through the GIN index took most of a question's time at
 * 20,000 passages), candidates from the GIN index, bounded by CANDIDATE_BUDGET. The best come with their passages'
 * text, so that only passages the embeddings alone found are read after.
 */
async function textLeg(db: DbOrTx, actor: Actor, visible: SQL, query: string) {
  const stats = knowledgeTermStats;
  const scopes = inScopes(readerScopes(actor));
  return executePrepared<PassageRow & { rank: number }>(
    db,
    sql`
    with lexemes as (${questionLexemes(withSynonyms(query))}),
    total as (
      select coalesce(sum(${stats.passages}), 0)::float8 as n from ${stats}
      where ${scopes} and ${stats.lexeme} = ${PASSAGE_COUNT_LEXEME}
    ),
    weights as (
      select quote_literal(l.lexeme)::tsquery as term, d.df, ln(1 + (total.n - d.df + 0.5) / (d.df + 0.5)) as idf
      from lexemes l cross join total
      cross join lateral (
        select coalesce(sum(${stats.passages}), 0)::float8 as df from ${stats} where ${scopes} and ${stats.lexeme} = l.lexeme
      ) d
    ),
    matching as (
      select string_agg(term::text, ' | ')::tsquery as q
      from (select term, row_number() over rarest as n, sum(df) over rarest as upto from weights window rarest as (order by df, term::text)) w
      where n = 1 or upto <= ${CANDIDATE_BUDGET}
    ),
    candidates as materialized (
      select ${p._id} as id, ${p.search} as search from ${p}, matching
      where ${p.search} @@ matching.q and ${and(ownersReadableBy(actor), visible)}
    ),
    ranked as (
      select c.id, (select sum(w.idf * ts_rank(c.search, w.term, 1)) from weights w where c.search @@ w.term)::float8 as rank
      from candidates c
      order by rank desc, c.id
      limit ${CANDIDATES}
    )
    select r.id, r.rank, ${p.title} as title, ${p.url} as url, ${p.text} as text,
      ${p.sourceKind} as "sourceKind", ${p.sourceId} as "sourceId"
    from ranked r join ${p} on ${p._id} = r.id
    order by r.rank desc, r.id`,
  );
}

/** Compared only with vectors of the question's model: another model's live in another space. */
async function vectorLeg(db: DbOrTx, actor: Actor, visible: SQL, model: string, question: number[]) {
  const rows = await db
    .select({ id: p._id, embedding: p.embedding })
    .from(p)
    .where(and(eq(p.embeddingModel, model), isNotNull(p.embedding), ownersReadableBy(actor), visible))
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
  /** The agent asked: its own Q&A pairs and files are read too. Without one, they never are. */
  agentId?: string;
}): Promise<RetrievedPassage[]> {
  const parsed = ZRetrieveInput.safeParse({ query: opts.query, limit: opts.limit, kinds: opts.kinds });
  if (!parsed.success) throw badRequest('Ask a question of 1 to 1,000 characters');
  const { query, limit, kinds } = parsed.data;
  const { db, actor, embedder } = opts;
  const visible = readableBy(db, actor, kinds, opts.agentId);
  const [text, vectors] = await Promise.all([
    textLeg(db, actor, visible, query),
    embedder
      ? embedder.embed([query]).then(([question]) => (question ? vectorLeg(db, actor, visible, embedder.model, question) : []))
      : [],
  ]);
  const fused = fuseRanks([text.map((r) => r.id), vectors.map((r) => r.id)]).slice(0, limit);
  if (fused.length === 0) return [];
  const byId = new Map<string, PassageRow>(text.map(({ rank: _, ...row }) => [row.id, row]));
  const unread = fused.filter((f) => !byId.has(f.id)).map((f) => f.id);
  if (unread.length > 0) {
    const rows = await db
      .select({ id: p._id, title: p.title, url: p.url, text: p.text, sourceKind: p.sourceKind, sourceId: p.sourceId })
      .from(p)
      .where(inArray(p._id, unread));
    for (const row of rows) byId.set(row.id, row);
  }
  const ranks = new Map(text.map((r) => [r.id, Number(r.rank)]));
  const similarities = new Map(vectors.map((r) => [r.id, r.similarity]));
  return fused.flatMap(({ id, score }) => {
    const row = byId.get(id);
    return row ? [{ ...row, score, textRank: ranks.get(id) ?? null, similarity: similarities.get(id) ?? null }] : [];
  });
}
