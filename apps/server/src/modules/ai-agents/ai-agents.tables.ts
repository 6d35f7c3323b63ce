import { AGENT_STATUSES } from '@atrium/contracts/ai-agents';
import { CONVERSATION_SHARES, MESSAGE_ROLES } from '@atrium/contracts/chat-conversations';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { agencies, locations, users } from '../../platform/tenancy/tenancy.tables';
import { supportTickets } from '../support/support.tables';

/** AI agents and their conversations (issue 24, docs/decisions/034-ai-agents.md). */

export const agentStatusEnum = pgEnum('ai_agent_status', AGENT_STATUSES);
export const conversationShareEnum = pgEnum('ai_conversation_share', CONVERSATION_SHARES);
export const messageRoleEnum = pgEnum('ai_message_role', MESSAGE_ROLES);

/** Settings as a version keeps them (the draft's columns, in one JSON value). */
export interface AgentSettingsJson {
  name: string;
  avatar: string | null;
  greeting: string;
  instructions: string;
  knowledgeKinds: string[];
  locationIds: string[] | null;
  tools: string[];
}

/** An agent: its row is the builder's draft. `agencyId` null: the platform's (the super admin's). */
export const aiAgents = pgTable(
  'ai_agents',
  {
    _id: idColumn(),
    agencyId: uuid().references(() => agencies._id, { onDelete: 'cascade' }),
    name: text().notNull(),
    avatar: text(),
    greeting: text().notNull().default(''),
    instructions: text().notNull().default(''),
    knowledgeKinds: text().array().notNull().default(sql`'{}'::text[]`),
    /** Null: every location of the agency may use it. */
    locationIds: uuid().array(),
    tools: text().array().notNull().default(sql`'{}'::text[]`),
    status: agentStatusEnum().notNull().default('draft'),
    publishedVersion: integer(),
    createdById: uuid().references(() => users._id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index().on(t.agencyId, t.status)],
);

/** Published snapshots of an agent's settings, numbered from 1; conversations answer with the latest. */
export const aiAgentVersions = pgTable(
  'ai_agent_versions',
  {
    _id: idColumn(),
    agentId: uuid()
      .notNull()
      .references(() => aiAgents._id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    settings: jsonb().$type<AgentSettingsJson>().notNull(),
    publishedById: uuid().references(() => users._id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ai_agent_versions_number').on(t.agentId, t.version)],
);

/**
 * One chat with an agent. `agencyId`/`locationId` are the asker's when it started (null for people of no agency);
 * `shareTokenHash` is the SHA-256 of the link's token while `share` is `link`.
 */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    _id: idColumn(),
    agentId: uuid()
      .notNull()
      .references(() => aiAgents._id, { onDelete: 'cascade' }),
    agencyId: uuid().references(() => agencies._id, { onDelete: 'cascade' }),
    locationId: uuid().references(() => locations._id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    title: text().notNull(),
    share: conversationShareEnum().notNull().default('private'),
    shareTokenHash: text(),
    /** Set when a support person first wrote: from then on the agent does not answer. */
    personSince: timestamp({ withTimezone: true }),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.agencyId, t.lastMessageAt),
    index().on(t.locationId, t.lastMessageAt),
    index().on(t.userId),
    index().on(t.agentId),
    uniqueIndex('ai_conversations_share_token').on(t.shareTokenHash).where(sql`share_token_hash is not null`),
  ],
);

export interface CitedSourceJson {
  passageId: string;
  title: string;
  url: string;
}

export const aiMessages = pgTable(
  'ai_messages',
  {
    _id: idColumn(),
    conversationId: uuid()
      .notNull()
      .references(() => aiConversations._id, { onDelete: 'cascade' }),
    role: messageRoleEnum().notNull(),
    /** The asker or the support person; null for the agent and tools. */
    authorId: uuid().references(() => users._id, { onDelete: 'set null' }),
    text: text().notNull(),
    sources: jsonb().$type<CitedSourceJson[]>().notNull().default([]),
    promptTokens: integer(),
    completionTokens: integer(),
    finishReason: text(),
    error: jsonb().$type<{ code: string; message: string }>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.conversationId, t.createdAt)],
);

/** One rating per answer and person (changing it replaces it). */
export const aiMessageRatings = pgTable(
  'ai_message_ratings',
  {
    messageId: uuid()
      .notNull()
      .references(() => aiMessages._id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    conversationId: uuid()
      .notNull()
      .references(() => aiConversations._id, { onDelete: 'cascade' }),
    helpful: boolean().notNull(),
    reason: text(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index().on(t.conversationId)],
);

/** Support tickets opened from a conversation (by the asker, or by the agent's handoff tool). */
export const aiHandoffs = pgTable(
  'ai_handoffs',
  {
    _id: idColumn(),
    conversationId: uuid()
      .notNull()
      .references(() => aiConversations._id, { onDelete: 'cascade' }),
    ticketId: uuid()
      .notNull()
      .references(() => supportTickets._id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.conversationId)],
);

/**
 * Budgets set for a scope (`agency:<id>` or `location:<id>`); a scope without a row has the defaults of
 * budgets.ts. The agency id is kept for scoping reads and for the cascade.
 */
export const aiLimits = pgTable('ai_limits', {
  scope: text().primaryKey(),
  agencyId: uuid()
    .notNull()
    .references(() => agencies._id, { onDelete: 'cascade' }),
  monthlyTokens: bigint({ mode: 'number' }).notNull(),
  requestsPerMinute: integer().notNull(),
  ...timestamps(),
});

/** Tokens and requests counted per scope and calendar month (UTC), in PostgreSQL so every process agrees. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    scope: text().notNull(),
    month: date({ mode: 'string' }).notNull(),
    tokens: bigint({ mode: 'number' }).notNull().default(0),
    requests: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.month] })],
);
