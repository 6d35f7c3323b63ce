import { createHash } from 'node:crypto';
import { and, eq, gte, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { knowledgePassages, type TKnowledgeSourceKind } from './ai-knowledge.tables';
import { KNOWLEDGE_SOURCES } from './knowledge-sources';
import { splitPassages } from './passage-split';
import { type KnowledgeOwner, ownedBy } from './sources/knowledge-source';
import { refreshTermStats, staleScopes } from './term-stats';

/**
 * The configured embedding model (AI_EMBEDDING_MODEL through the AI backend's `embed`): vectors for texts, one per
 * text, in order. The model's name is kept with each vector, so vectors of two models are never compared.
 */
export interface Embedder {
  model: string;
  embed(texts: string[]): Promise<number[][]>;
}

export interface KnowledgeDeps {
  db: Db;
  /** Without one, passages are indexed for full-text search only (the embedded default). */
  embedder?: Embedder | null;
}

/** Passages embedded per request and written per update: a slow model's failure keeps the batches already done. */
export const EMBED_BATCH = 64;

const p = knowledgePassages;
const ofSource = (kind: TKnowledgeSourceKind, id: string) => and(eq(p.sourceKind, kind), eq(p.sourceId, id));

/** What the embedding and the search column are made of: a passage with the same hash keeps its embedding. */
const hashOf = (title: string, text: string) => createHash('sha256').update(title).update('\0').update(text).digest('hex');

/**
 * (Re)indexes one source: its passages as the source is now, or none when it is gone or unpublished. Unchanged
 * passages are left alone; a changed one keeps the embedding of any passage that had its exact text. Two runs for one
 * source take turns (a transaction lock on the source), so a burst of edits cannot interleave.
 */
export async function indexSource(
  deps: KnowledgeDeps,
  kind: TKnowledgeSourceKind,
  id: string,
): Promise<{ passages: number; scopes: string[] }> {
  const model = deps.embedder?.model ?? null;
  const { count, scopes } = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`knowledge:${kind}:${id}`}, 0))`);
    const doc = await KNOWLEDGE_SOURCES[kind].load(tx, id);
    const texts = doc ? splitPassages(doc.blocks) : [];
    if (!doc || texts.length === 0) {
      const gone = await tx.delete(p).where(ofSource(kind, id)).returning({ scope: p.termScope });
      return { count: 0, scopes: gone.map((r) => r.scope!) };
    }
    const existing = await tx
      .select({
        _id: p._id,
        position: p.position,
        contentHash: p.contentHash,
        embedding: p.embedding,
        embeddingModel: p.embeddingModel,
        url: p.url,
        scope: p.termScope,
      })
      .from(p)
      .where(ofSource(kind, id));
    const current = new Map(existing.map((row) => [row.position, row]));
    // Only vectors of the configured model are kept: another model's are not comparable with its questions.
    const embeddings = new Map(
      existing.flatMap((row) =>
        row.embedding && model && row.embeddingModel === model ? [[row.contentHash, row.embedding] as const] : [],
      ),
    );
    const owner = { agencyId: doc.owner.agencyId, partnerId: doc.owner.partnerId };
    for (const [position, text] of texts.entries()) {
      const contentHash = hashOf(doc.title, text);
      const row = current.get(position);
      if (row && row.contentHash === contentHash && row.url === doc.url) continue;
      const values = {
        ...owner,
        sourceKind: kind,
        sourceId: id,
        agentId: doc.agentId ?? null,
        title: doc.title,
        url: doc.url,
        text,
        position,
        contentHash,
        embedding: embeddings.get(contentHash) ?? null,
        embeddingModel: embeddings.has(contentHash) ? model : null,
      };
      await tx
        .insert(p)
        .values(values)
        .onConflictDoUpdate({ target: [p.sourceKind, p.sourceId, p.position], set: { ...values, updatedAt: new Date() } });
    }
    // The owner moves with the source (a listing handed to another owner is rare, but never leaves stale owners).
    await tx
      .update(p)
      .set(owner)
      .where(
        and(
          ofSource(kind, id),
          sql`(${p.agencyId}, ${p.partnerId}) is distinct from (${owner.agencyId}::uuid, ${owner.partnerId}::uuid)`,
        ),
      );
    await tx.delete(p).where(and(ofSource(kind, id), gte(p.position, texts.length)));
    const now = await tx.selectDistinct({ scope: p.termScope }).from(p).where(ofSource(kind, id));
    return { count: texts.length, scopes: [...existing, ...now].map((r) => r.scope!) };
  });
  if (count > 0) await embedMissing(deps, kind, id);
  return { passages: count, scopes: [...new Set(scopes)] };
}

/** One source (re)indexed as its own piece of work (a write to it): its scopes' term statistics follow at once. */
export async function reindexSource(deps: KnowledgeDeps, kind: TKnowledgeSourceKind, id: string): Promise<{ passages: number }> {
  const { passages, scopes } = await indexSource(deps, kind, id);
  await refreshTermStats(deps.db, scopes);
  return { passages };
}

/**
 * Embeds the source's passages that have no embedding of the configured model (new, changed, or made by another
 * model), in batches, after the passages are committed (a slow model must not hold the source's lock). A passage
 * rewritten meanwhile is left alone (its hash no longer matches): its own run embeds it.
 */
async function embedMissing(deps: KnowledgeDeps, kind: TKnowledgeSourceKind, id: string) {
  const { embedder, db } = deps;
  if (!embedder) return;
  const rows = await db
    .select({ _id: p._id, title: p.title, text: p.text, contentHash: p.contentHash })
    .from(p)
    .where(and(ofSource(kind, id), or(isNull(p.embedding), sql`${p.embeddingModel} is distinct from ${embedder.model}`)))
    .orderBy(p.position);
  for (let start = 0; start < rows.length; start += EMBED_BATCH) {
    const batch = rows.slice(start, start + EMBED_BATCH);
    const vectors = await embedder.embed(batch.map(embeddingInput));
    if (vectors.length !== batch.length) throw new Error(`The embedder gave ${vectors.length} vectors for ${batch.length} texts`);
    await db.transaction(async (tx) => {
      for (const [i, row] of batch.entries())
        await tx
          .update(p)
          .set({ embedding: vectors[i]!, embeddingModel: embedder.model })
          .where(and(eq(p._id, row._id), eq(p.contentHash, row.contentHash)));
    });
  }
}

/** What a passage's embedding is computed from: what a reader of the passage reads. */
export const embeddingInput = (passage: { title: string; text: string }) => `${passage.title}\n${passage.text}`;

/**
 * Drops the passages of this kind whose source should have none any more (deleted with its category, say). Passages
 * a cascade already took (a deleted agent's own knowledge) leave nothing to drop here, so the statistics of every
 * scope whose passage count no longer matches are rebuilt too.
 */
export async function dropOrphans(db: Db, kind: TKnowledgeSourceKind): Promise<void> {
  const indexable = KNOWLEDGE_SOURCES[kind].indexable(db);
  const gone = await db
    .delete(p)
    .where(and(eq(p.sourceKind, kind), sql`${p.sourceId} not in (${indexable})`))
    .returning({ scope: p.termScope });
  await refreshTermStats(db, [...gone.map((r) => r.scope!), ...(await staleScopes(db))]);
}

/** Drops the owner's passages of this kind but those of `keep` (the owner's sources that should have passages). */
/** Returns the term-statistics scopes it took passages from. */
export async function dropOwnerPassagesBut(
  db: DbOrTx,
  kind: TKnowledgeSourceKind,
  owner: KnowledgeOwner,
  keep: string[],
): Promise<string[]> {
  const gone = await db
    .delete(p)
    .where(and(eq(p.sourceKind, kind), ownedBy(p, owner), keep.length > 0 ? notInArray(p.sourceId, keep) : undefined))
    .returning({ scope: p.termScope });
  return gone.map((r) => r.scope!);
}
