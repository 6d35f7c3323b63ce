import type { ZAgentMessage, ZAgentPlayground, ZLocationAgentMessage } from '@atrium/contracts/ai-agents';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AiMessage } from '../../integrations/ai/ai';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { type Actor, requireUser, type UserActor } from '../../platform/tenancy/actor';
import { usableAgents } from './agent-access';
import { settingsOf } from './agent-view';
import { managedAgent } from './agents.service';
import { type AgentSettingsJson, aiAgents, aiAgentVersions, aiConversations, aiMessages } from './ai-agents.tables';
import { admitQuestion, type Scope } from './budgets';
import type { ConversationRow, MessageRow } from './conversation-view';

/**
 * Everything checked and written before an answer streams (decision 034), so that a refusal is an ordinary JSON
 * error (404, 429) and not a broken stream: the agent the asker may use, their conversation, the budgets, and the
 * question saved.
 */

/** How many earlier messages a model sees: enough to resolve "it", not the whole history's tokens. */
const HISTORY_MESSAGES = 12;

export interface Turn {
  actor: UserActor;
  agent: { _id: string; agencyId: string | null; settings: AgentSettingsJson };
  /** Null in the playground. */
  conversation: ConversationRow | null;
  question: MessageRow | null;
  questionText: string;
  history: AiMessage[];
  scopes: Scope[];
}

/** A published agent the actor may use, with the settings of its published version; null when there is none. */
async function usableAgent(db: Db, actor: UserActor, agentId: string | undefined, agencyOnly: boolean) {
  const [row] = await db
    .select({ _id: aiAgents._id, agencyId: aiAgents.agencyId, settings: aiAgentVersions.settings })
    .from(aiAgents)
    .innerJoin(
      aiAgentVersions,
      and(eq(aiAgentVersions.agentId, aiAgents._id), eq(aiAgentVersions.version, aiAgents.publishedVersion)),
    )
    .where(
      and(
        usableAgents(actor),
        agentId ? eq(aiAgents._id, agentId) : undefined,
        agencyOnly && actor.agencyId ? eq(aiAgents.agencyId, actor.agencyId) : undefined,
      ),
    )
    .orderBy(asc(aiAgents.name), asc(aiAgents._id))
    .limit(1);
  return row ?? null;
}

async function historyOf(db: Db, conversationId: string): Promise<AiMessage[]> {
  const rows = await db
    .select({ role: aiMessages.role, text: aiMessages.text })
    .from(aiMessages)
    .where(and(eq(aiMessages.conversationId, conversationId), inArray(aiMessages.role, ['user', 'assistant'])))
    .orderBy(desc(aiMessages.createdAt), desc(aiMessages._id))
    .limit(HISTORY_MESSAGES);
  return rows
    .reverse()
    .filter((r) => r.text)
    .map((r) => ({ role: r.role === 'user' ? 'user' : 'assistant', content: r.text }) as AiMessage);
}

const titleOf = (question: string) => {
  const line = question.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

/**
 * `POST /v1/agents/message` and `/v1/agents/location/agent-message`: the asker's own conversation (a new one without
 * `conversationId`), their question saved. `location`: the CRM page's location, which must be the asker's, and only
 * the agency's own agents answer there.
 */
export async function startTurn(opts: {
  db: Db;
  actor: Actor;
  input: z.output<typeof ZAgentMessage> | z.output<typeof ZLocationAgentMessage>;
  location?: string;
}): Promise<Turn> {
  const { db, input } = opts;
  const actor = requireUser(opts.actor);
  if (opts.location !== undefined && (actor.locationId !== opts.location || !actor.agencyId)) throw notFound('Location');
  let conversation: ConversationRow | undefined;
  if (input.conversationId) {
    [conversation] = await db
      .select()
      .from(aiConversations)
      .where(
        and(
          eq(aiConversations._id, input.conversationId),
          eq(aiConversations.userId, actor.userId),
          opts.location ? eq(aiConversations.locationId, opts.location) : undefined,
        ),
      );
    if (!conversation) throw notFound('Conversation');
    if (input.agentId && input.agentId !== conversation.agentId) throw badRequest('This conversation is with another agent');
  }
  const agent = await usableAgent(db, actor, input.agentId ?? conversation?.agentId, opts.location !== undefined);
  // The asker of an existing conversation knows the agent: say why it stopped answering (unpublished, or no longer
  // open to their location) rather than that it does not exist. A new one names no agent it could learn about.
  if (!agent && conversation) throw conflict('This agent is no longer available: start a new conversation with another one');
  if (!agent) throw notFound('Agent');
  const scopes = await admitQuestion(db, actor);
  const history = conversation ? await historyOf(db, conversation._id) : [];
  if (!conversation) {
    [conversation] = await db
      .insert(aiConversations)
      .values({
        agentId: agent._id,
        agencyId: actor.agencyId,
        locationId: actor.locationId,
        userId: actor.userId,
        title: titleOf(input.message),
      })
      .returning();
  }
  const [question] = await db
    .insert(aiMessages)
    .values({ conversationId: conversation!._id, role: 'user', authorId: actor.userId, text: input.message })
    .returning();
  await db.update(aiConversations).set({ lastMessageAt: sql`now()` }).where(eq(aiConversations._id, conversation!._id));
  return { actor, agent, conversation: conversation!, question: question!, questionText: input.message, history, scopes };
}

/** `POST /v1/agents/:id/playground`: the draft of an agent the actor manages; nothing is saved but the usage. */
export async function startPlayground(opts: {
  db: Db;
  actor: Actor;
  agentId: string;
  input: z.output<typeof ZAgentPlayground>;
}): Promise<Turn> {
  const actor = requireUser(opts.actor);
  const row = await managedAgent(opts.db, actor, opts.agentId);
  const scopes = await admitQuestion(opts.db, actor);
  return {
    actor,
    agent: { _id: row._id, agencyId: row.agencyId, settings: settingsOf(row) },
    conversation: null,
    question: null,
    questionText: opts.input.message,
    history: opts.input.history.map((m) => ({ role: m.role, content: m.text })),
    scopes,
  };
}
