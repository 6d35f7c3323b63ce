import { createHash } from 'node:crypto';
import { and, eq, gte, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { knowledgePassages, type TKnowledgeSourceKind } from './ai-knowledge.tables';
import { KNOWLEDGE_SOURCES } from './knowledge-sources';
import { splitPassages } from './passage-split';
import { type KnowledgeOwner, ownedBy } from './sources/knowledge-source';

/** Texts to vectors, one per text, in order (the AI backend builds the real one from AI_EMBEDDING_MODEL). */
export type Embedder = (texts: string[]) => Promise<number[][]>;

export interface KnowledgeDeps {
  db: Db;
  /** Without one, passages are indexed for full-text search only (the embedded default). */
  embedder?: Embedder | null;
}

const p = knowledgePassages;
const ofSource = (kind: TKnowledgeSourceKind, id: string) => and(eq(p.sourceKind, kind), eq(p.sourceId, id));

/** What the embedding and the search column are made of: a passage with the same hash keeps its embedding. */
const hashOf = (title: string, text: string) => createHash('sha256').update(title).update('\0').update(text).digest('hex');

/**
 * (Re)indexes one source: its passages as the source is now, or none when it is gone or unpublished. Unchanged
 * passages are left alone; a changed one keeps the embedding of any passage that had its exact text. Two runs for one
 * source take turns (a transaction lock on the source), so a burst of edits cannot interleave.
 */
export async function indexSource(deps: KnowledgeDeps, kind: TKnowledgeSourceKind, id: string): Promise<{ passages: number }> {
  const count = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`knowledge:${kind}:${id}`}, 0))`);
    const doc = await KNOWLEDGE_SOURCES[kind].load(tx, id);
    const texts = doc ? splitPassages(doc.blocks) : [];
    if (!doc || texts.length === 0) {
      await tx.delete(p).where(ofSource(kind, id));
      return 0;
    }
    const existing = await tx
      .select({ _id: p._id, position: p.position, contentHash: p.contentHash, embedding: p.embedding, url: p.url })
      .from(p)
      .where(ofSource(kind, id));
    const current = new Map(existing.map((row) => [row.position, row]));
    const embeddings = new Map(existing.flatMap((row) => (row.embedding ? [[row.contentHash, row.embedding] as const] : [])));
    const owner = { agencyId: doc.owner.agencyId, partnerId: doc.owner.partnerId };
    for (const [position, text] of texts.entries()) {
      const contentHash = hashOf(doc.title, text);
      const row = current.get(position);
      if (row && row.contentHash === contentHash && row.url === doc.url) continue;
      const values = {
        ...owner,
        sourceKind: kind,
        sourceId: id,
        title: doc.title,
        url: doc.url,
        text,
        position,
        contentHash,
        embedding: embeddings.get(contentHash) ?? null,
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
    return texts.length;
  });
  if (count > 0) await embedMissing(deps, kind, id);
  return { passages: count };
}

/**
 * Embeds the source's passages that have no embedding, after the passages are committed (a slow model must not hold
 * the source's lock). A passage rewritten meanwhile keeps null: its own run embeds it.
 */
async function embedMissing(deps: KnowledgeDeps, kind: TKnowledgeSourceKind, id: string) {
  if (!deps.embedder) return;
  const rows = await deps.db
    .select({ _id: p._id, title: p.title, text: p.text, contentHash: p.contentHash })
    .from(p)
    .where(and(ofSource(kind, id), isNull(p.embedding)));
  if (rows.length === 0) return;
  const vectors = await deps.embedder(rows.map(embeddingInput));
  if (vectors.length !== rows.length) throw new Error(`The embedder gave ${vectors.length} vectors for ${rows.length} texts`);
  for (const [i, row] of rows.entries()) {
    await deps.db
      .update(p)
      .set({ embedding: vectors[i]! })
      .where(and(eq(p._id, row._id), eq(p.contentHash, row.contentHash)));
  }
}

/** What a passage's embedding is computed from: what a reader of the passage reads. */
export const embeddingInput = (passage: { title: string; text: string }) => `${passage.title}\n${passage.text}`;

/** Drops the passages of this kind whose source should have none any more (deleted with its category, say). */
export async function dropOrphans(db: DbOrTx, kind: TKnowledgeSourceKind): Promise<void> {
  const indexable = KNOWLEDGE_SOURCES[kind].indexable(db);
  await db.delete(p).where(and(eq(p.sourceKind, kind), sql`${p.sourceId} not in (${indexable})`));
}

/** Drops the owner's passages of this kind but those of `keep` (the owner's sources that should have passages). */
export async function dropOwnerPassagesBut(db: DbOrTx, kind: TKnowledgeSourceKind, owner: KnowledgeOwner, keep: string[]) {
  await db
    .delete(p)
    .where(and(eq(p.sourceKind, kind), ownedBy(p, owner), keep.length > 0 ? notInArray(p.sourceId, keep) : undefined));
}
