import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, real, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tsvector } from '../../db/columns';
import { agencies } from '../../platform/tenancy/tenancy.tables';
import { aiAgents } from '../ai-agents/ai-agents.tables';
import { partners } from '../apps/apps.tables';

/**
 * Where a passage comes from: a passage names its source by kind and id, never by a foreign key. `qa` and `file` are
 * an agent's own custom Q&A pairs and uploaded files (decision 036): their passages carry the agent.
 */
export const KNOWLEDGE_SOURCE_KINDS = ['faq', 'doc', 'media', 'changelog', 'app', 'snapshot', 'qa', 'file'] as const;
export type TKnowledgeSourceKind = (typeof KNOWLEDGE_SOURCE_KINDS)[number];
export const knowledgeSourceKindEnum = pgEnum('knowledge_source_kind', KNOWLEDGE_SOURCE_KINDS);

/**
 * The text search configuration of passages and questions (decision 033): English stemming, so "installing" finds
 * "install", and English stop words, so the "how do I" of a question does not count as a match.
 */
export const KNOWLEDGE_TS_CONFIG = 'english';
/** The configuration as a literal (a generated column's expression cannot take a parameter). */
export const TS_CONFIG = sql.raw(`'${KNOWLEDGE_TS_CONFIG}'::regconfig`);

/**
 * The owner's knowledge split into passages (decision 033). The owner columns are the source's owner (platform:
 * both null); who may read a passage is decided at retrieval by the source's own read rules, not by these.
 */
export const knowledgePassages = pgTable(
  'knowledge_passages',
  {
    _id: idColumn(),
    agencyId: uuid().references(() => agencies._id, { onDelete: 'cascade' }),
    partnerId: uuid().references(() => partners._id, { onDelete: 'cascade' }),
    /** Set on an agent's own knowledge (`qa`, `file`): only that agent ever retrieves the passage (decision 036). */
    agentId: uuid().references(() => aiAgents._id, { onDelete: 'cascade' }),
    sourceKind: knowledgeSourceKindEnum().notNull(),
    sourceId: uuid().notNull(),
    title: text().notNull(),
    /** The Atrium screen a reader opens to see the source (SPEC 2 routes). */
    url: text().notNull(),
    text: text().notNull(),
    /** The passage's place in its source, from 0. */
    position: integer().notNull(),
    /** Title weighted above the text: a question that names an article's title finds that article first. */
    search: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector(${TS_CONFIG}, title), 'A') || setweight(to_tsvector(${TS_CONFIG}, text), 'B')`,
    ),
    /** Compared in the server (the embedded PostgreSQL has no vector extension); null until embedded. */
    embedding: real().array(),
    /** The model that made `embedding`: vectors of two models are never compared, another model re-embeds. */
    embeddingModel: text(),
    /** sha256 of the title and text: an unchanged passage keeps its embedding. */
    contentHash: text().notNull(),
    /**
     * Whose term statistics the passage counts in (knowledge_term_stats): the public catalogue (apps and changelogs,
     * which everyone reads), the owning agency, the owning partner, or the platform.
     */
    termScope: text().generatedAlwaysAs(
      sql`case when source_kind in ('app', 'changelog') then 'catalogue'
        when agency_id is not null then 'agency:' || agency_id::text
        when partner_id is not null then 'partner:' || partner_id::text
        else 'platform' end`,
    ),
    ...timestamps(),
  },
  (t) => [
    unique('knowledge_passages_source_position').on(t.sourceKind, t.sourceId, t.position),
    index('knowledge_passages_search_idx').using('gin', t.search),
    index().on(t.agencyId),
    index().on(t.partnerId),
    index().on(t.agentId),
    index().on(t.termScope),
    check('knowledge_passages_one_owner', sql`${t.agencyId} is null or ${t.partnerId} is null`),
  ],
);

/** One row per owner (platform: both null): how far the owner's latest full (re)index has come. */
export const knowledgeIndexRuns = pgTable(
  'knowledge_index_runs',
  {
    _id: idColumn(),
    agencyId: uuid().references(() => agencies._id, { onDelete: 'cascade' }),
    partnerId: uuid().references(() => partners._id, { onDelete: 'cascade' }),
    done: integer().notNull().default(0),
    total: integer().notNull().default(0),
    startedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  // NULLS NOT DISTINCT: the platform (both null) has one row too.
  (t) => [unique('knowledge_index_runs_owner').on(t.agencyId, t.partnerId).nullsNotDistinct()],
);

/**
 * Term statistics for the full-text leg's rarity weight (decision 033): in how many passages of a scope each lexeme
 * occurs, and under the lexeme '' (never a lexeme of a tsvector) how many passages the scope has. Kept per scope so
 * that a question's rarity weights count only content of scopes its asker reads (the platform, the public catalogue,
 * its own agency): another tenant's words never shift a reader's ranking. Rebuilt per scope after indexing.
 */
export const knowledgeTermStats = pgTable(
  'knowledge_term_stats',
  {
    scope: text().notNull(),
    lexeme: text().notNull(),
    passages: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.lexeme] })],
);
