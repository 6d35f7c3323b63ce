import { AGENT_FILE_FORMATS, AGENT_FILE_STATES } from '@atrium/contracts/agent-knowledge';
import { boolean, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, idColumn, timestamps } from '../../db/columns';
import { users } from '../../platform/tenancy/tenancy.tables';
import { aiAgents } from './ai-agents.tables';

/**
 * An agent's own knowledge (docs/decisions/036-agent-own-knowledge.md): custom Q&A pairs and uploaded files belong
 * to one agent and go with it. Their passages are the knowledge index's (kinds `qa` and `file`).
 */

export const agentFileFormatEnum = pgEnum('ai_agent_file_format', AGENT_FILE_FORMATS);
export const agentFileStateEnum = pgEnum('ai_agent_file_state', AGENT_FILE_STATES);

export const agentQaPairs = pgTable(
  'ai_agent_qa_pairs',
  {
    _id: idColumn(),
    agentId: uuid()
      .notNull()
      .references(() => aiAgents._id, { onDelete: 'cascade' }),
    question: text().notNull(),
    /** Markdown. */
    answer: text().notNull(),
    ...timestamps(),
  },
  (t) => [index().on(t.agentId)],
);

export const agentFiles = pgTable(
  'ai_agent_files',
  {
    _id: idColumn(),
    agentId: uuid()
      .notNull()
      .references(() => aiAgents._id, { onDelete: 'cascade' }),
    name: text().notNull(),
    format: agentFileFormatEnum().notNull(),
    bytes: integer().notNull(),
    state: agentFileStateEnum().notNull().default('queued'),
    progressDone: integer(),
    progressTotal: integer(),
    error: text(),
    passages: integer().notNull().default(0),
    truncated: boolean().notNull().default(false),
    /**
     * The uploaded bytes, kept only until their text is read: the file is never served back (an `/uploads/` address
     * is public to whoever has it, and these are an agency's private documents), and its text is all the index needs.
     */
    content: bytea(),
    /** The extracted text the passages are made of (kept, so a re-index does not read the file again). */
    text: text(),
    uploadedById: uuid().references(() => users._id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index().on(t.agentId)],
);
