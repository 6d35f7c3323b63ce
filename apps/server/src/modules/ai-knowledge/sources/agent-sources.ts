import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import type { Actor } from '../../../platform/tenancy/actor';
import { managedAgents, usableAgents } from '../../ai-agents/agent-access';
import { agentFiles, agentQaPairs } from '../../ai-agents/agent-knowledge.tables';
import { AGENT_FILES_TOPIC, AGENT_QA_TOPIC, AGENT_TOPIC } from '../../ai-agents/agent-knowledge-writes';
import { aiAgents } from '../../ai-agents/ai-agents.tables';
import { markdownBlocks } from '../plain-text';
import { fileBlocks } from './file-blocks';
import type { KnowledgeOwner, KnowledgeSource, SourceDocument } from './knowledge-source';

/**
 * An agent's own knowledge as sources (decision 036): custom Q&A pairs and uploaded files. Their passages carry the
 * agent and retrieval reads them only for that agent; the read rule below adds that the asker may use or manage it.
 */

/** Agents the actor may ask or manage, as a subquery of ids. */
function agentsOf(db: DbOrTx, actor: Actor): SQL {
  if (actor.kind !== 'user') return sql`select null::uuid where false`;
  return db
    .select({ id: aiAgents._id })
    .from(aiAgents)
    .where(or(managedAgents(actor), usableAgents(actor)))
    .getSQL();
}

/** An agent's owner: its agency, or the platform. */
const agencyOwner = (agencyId: string | null): KnowledgeOwner => ({ agencyId, partnerId: null });

type OwnTable = typeof agentQaPairs | typeof agentFiles;

function agentSource<T extends OwnTable>(opts: {
  kind: 'qa' | 'file';
  table: T;
  topic: string;
  /** Rows that should have passages (a file once its text is read). */
  ready?: SQL;
  document: (row: T['$inferSelect']) => Omit<SourceDocument, 'owner' | 'agentId'>;
}): KnowledgeSource {
  const { table, ready } = opts;
  return {
    kind: opts.kind,
    ownAgent: true,
    load: async (db, id) => {
      const [found] = await db
        .select({ row: table, agencyId: aiAgents.agencyId })
        .from(table as PgTable)
        .innerJoin(aiAgents, eq(aiAgents._id, table.agentId))
        .where(and(eq(table._id, id), ready));
      if (!found) return null;
      const row = found.row as T['$inferSelect'];
      return { ...opts.document(row), owner: agencyOwner(found.agencyId), agentId: row.agentId };
    },
    indexable: (db) =>
      db
        .select({ id: table._id })
        .from(table as PgTable)
        .where(ready)
        .getSQL(),
    idsOf: async (db, owner) => {
      if (owner.partnerId) return [];
      const agents = db
        .select({ id: aiAgents._id })
        .from(aiAgents)
        .where(owner.agencyId ? eq(aiAgents.agencyId, owner.agencyId) : sql`${aiAgents.agencyId} is null`);
      const rows = await db
        .select({ id: table._id })
        .from(table as PgTable)
        .where(and(inArray(table.agentId, agents), ready));
      return rows.map((r) => r.id);
    },
    readable: (db, actor) =>
      db
        .select({ id: table._id })
        .from(table as PgTable)
        .where(sql`${table.agentId} in (${agentsOf(db, actor)})`)
        .getSQL(),
    topics: [opts.topic],
    // A deleted agent takes its pairs and files with it (their passages too, by the agent's cascade).
    parentTopics: [AGENT_TOPIC],
  };
}

export const qaSource = agentSource({
  kind: 'qa',
  table: agentQaPairs,
  topic: AGENT_QA_TOPIC,
  // No screen shows a pair to askers: an empty address cites the question without a link.
  document: (pair) => ({ title: pair.question, url: '', blocks: markdownBlocks(pair.answer) }),
});

export const fileSource = agentSource({
  kind: 'file',
  table: agentFiles,
  // A new file's text is read first (the extract job, which then indexes it); deletes go to the index as usual.
  topic: AGENT_FILES_TOPIC,
  ready: sql`${agentFiles.text} is not null`,
  // The file is never served back (decision 036): cited by its name, without a link.
  document: (file) => ({ title: file.name, url: '', blocks: fileBlocks(file.format, file.text ?? '') }),
});
