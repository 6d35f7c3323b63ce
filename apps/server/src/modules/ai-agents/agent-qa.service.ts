import { AGENT_QA_MAX_PAIRS, type TAgentQaPair, type TAgentQaPairInput } from '@atrium/contracts/agent-knowledge';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import { type Actor, requireUser } from '../../platform/tenancy/actor';
import { agentQaPairs } from './agent-knowledge.tables';
import { AGENT_QA_TOPIC, type AnnounceWrite, lockAgentKnowledge } from './agent-knowledge-writes';
import { managedAgent } from './agents.service';

/**
 * An agent's custom question-and-answer pairs (decision 036): managed by whoever manages the agent (anyone else's
 * agent is a 404), re-indexed on every write through the announced write.
 */

const q = agentQaPairs;
type PairRow = typeof q.$inferSelect;

const view = (row: PairRow): TAgentQaPair => ({
  _id: row._id,
  agentId: row.agentId,
  question: row.question,
  answer: row.answer,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

interface Opts {
  db: Db;
  actor: Actor;
  agentId: string;
}

export async function listQaPairs({ db, actor, agentId }: Opts): Promise<TAgentQaPair[]> {
  await managedAgent(db, requireUser(actor), agentId);
  const rows = await db.select().from(q).where(eq(q.agentId, agentId)).orderBy(desc(q._id)).limit(AGENT_QA_MAX_PAIRS);
  return rows.map(view);
}

export async function createQaPair(
  opts: Opts & { input: Required<TAgentQaPairInput>; announce: AnnounceWrite },
): Promise<TAgentQaPair> {
  const { db, agentId, input } = opts;
  await managedAgent(db, requireUser(opts.actor), agentId);
  const row = await db.transaction(async (tx) => {
    await lockAgentKnowledge(tx, agentId);
    const [{ n }] = (await tx.select({ n: count() }).from(q).where(eq(q.agentId, agentId))) as [{ n: number }];
    if (n >= AGENT_QA_MAX_PAIRS)
      throw conflict(`An agent has at most ${AGENT_QA_MAX_PAIRS} question-and-answer pairs: delete one to add another`);
    const [inserted] = await tx.insert(q).values({ agentId, question: input.question, answer: input.answer }).returning();
    return inserted!;
  });
  opts.announce({ topic: AGENT_QA_TOPIC, id: row._id, deleted: false });
  return view(row);
}

export async function updateQaPair(
  opts: Opts & { pairId: string; input: Required<TAgentQaPairInput>; announce: AnnounceWrite },
): Promise<TAgentQaPair> {
  const { db, agentId, input } = opts;
  await managedAgent(db, requireUser(opts.actor), agentId);
  const [row] = await db
    .update(q)
    .set({ question: input.question, answer: input.answer })
    .where(and(eq(q._id, opts.pairId), eq(q.agentId, agentId)))
    .returning();
  if (!row) throw notFound('Question');
  opts.announce({ topic: AGENT_QA_TOPIC, id: row._id, deleted: false });
  return view(row);
}

export async function deleteQaPair(opts: Opts & { pairId: string; announce: AnnounceWrite }): Promise<void> {
  const { db, agentId } = opts;
  await managedAgent(db, requireUser(opts.actor), agentId);
  const [row] = await db
    .delete(q)
    .where(and(eq(q._id, opts.pairId), eq(q.agentId, agentId)))
    .returning({ _id: q._id });
  if (!row) throw notFound('Question');
  opts.announce({ topic: AGENT_QA_TOPIC, id: row._id, deleted: true });
}
