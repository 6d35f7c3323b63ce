import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import type { Actor } from '../../../platform/tenancy/actor';
import type { TKnowledgeSourceKind } from '../ai-knowledge.tables';
import type { TextBlock } from '../passage-split';

/** Whose knowledge it is (ARCHITECTURE section 4): the platform (both null), an agency or a partner. */
export interface KnowledgeOwner {
  agencyId: string | null;
  partnerId: string | null;
}

export const PLATFORM_OWNER: KnowledgeOwner = { agencyId: null, partnerId: null };

/** A source as its passages are made: its owner, what it is called, where a reader opens it, and its text. */
export interface SourceDocument {
  owner: KnowledgeOwner;
  title: string;
  url: string;
  blocks: TextBlock[];
  /** The agent whose own knowledge it is (decision 036); its passages are retrieved for that agent alone. */
  agentId?: string;
}

/**
 * One kind of knowledge source. Who may read its passages is the source's own read rule (`readable`), taken from
 * the module that lists it, so a passage is never shown to someone the source's own screen would not show it to.
 */
export interface KnowledgeSource {
  kind: TKnowledgeSourceKind;
  /** The source, or null when it should have no passages (deleted, or not published). */
  load(db: DbOrTx, id: string): Promise<SourceDocument | null>;
  /** Every source of this kind that should have passages, as a subquery of ids (`select id ...`). */
  indexable(db: DbOrTx): SQL;
  /** The owner's sources that should have passages. */
  idsOf(db: DbOrTx, owner: KnowledgeOwner): Promise<string[]>;
  /** The ids of the sources `actor` may read, as a subquery for `source_id in (...)`. */
  readable(db: DbOrTx, actor: Actor): SQL;
  /** An agent's own knowledge: retrieval reads its passages only for the agent they carry. */
  ownAgent?: boolean;
  /** The content-writes topics (platform/content-writes.ts) of writes to these sources. */
  topics: readonly string[];
  /** Topics of parents whose deletion takes sources with it (a category's questions): the orphans are dropped. */
  parentTopics?: readonly string[];
}

/** Rows of exactly this owner, on a table with the two owner columns. */
export function ownedBy(table: { agencyId: AnyPgColumn; partnerId: AnyPgColumn }, owner: KnowledgeOwner): SQL {
  return and(
    owner.agencyId ? eq(table.agencyId, owner.agencyId) : isNull(table.agencyId),
    owner.partnerId ? eq(table.partnerId, owner.partnerId) : isNull(table.partnerId),
  ) as SQL;
}
