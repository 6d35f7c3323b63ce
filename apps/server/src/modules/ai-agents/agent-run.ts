import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import type { AiBackend } from '../../integrations/ai/ai';
import type { Realtime } from '../../platform/realtime/realtime';
import { openEventStream } from './agent-stream';
import type { SearchApps } from './agent-tools';
import type { Turn } from './agent-turn';
import { aiConversations, aiMessages } from './ai-agents.tables';
import { announceMessage } from './ai-realtime';
import { answerQuestion } from './answer';
import { addUsage } from './budgets';
import { messagesOf } from './conversation-view';
import { openHandoff } from './handoff';
import type { RetrieveKnowledge } from './retrieve-port';

/** What answering needs from the app: the backend, the retrieval port, the socket server. */
export interface AgentDeps {
  db: Db;
  realtime: Realtime;
  backend: AiBackend;
  retrieve: RetrieveKnowledge;
  searchApps: SearchApps;
  log: FastifyBaseLogger;
}

/**
 * Streams the answer to a prepared turn (agent-turn.ts) as Server-Sent Events and saves it: the text as written
 * (also when stopped: finish `aborted`; or failed: the error's plain message), its sources and token usage, which is
 * added to the budgets. The question's and the answer's messages go to the conversation's watchers.
 */
export async function streamAnswer(deps: AgentDeps, turn: Turn, reply: FastifyReply): Promise<FastifyReply> {
  const { db, realtime } = deps;
  const { actor, agent, conversation, question } = turn;
  const stream = openEventStream(reply);
  stream.send({ type: 'start', conversationId: conversation?._id ?? null, userMessageId: question?._id ?? null });
  try {
    if (conversation && question) {
      const [view] = await messagesOf(db, { conversationId: conversation._id, viewerId: actor.userId, ids: [question._id] });
      announceMessage(realtime, conversation, view!);
    }
    // A person of the support staff answers this conversation now: the agent stays silent.
    if (conversation?.personSince) {
      stream.send({
        type: 'done',
        messageId: null,
        finishReason: 'person',
        sources: [],
        handoffOffered: false,
        personActive: true,
      });
      return reply;
    }
    const result = await answerQuestion({
      backend: deps.backend,
      agent: agent.settings,
      history: turn.history,
      question: turn.questionText,
      search: (query, limit) =>
        deps.retrieve({
          db,
          actor,
          agent: { _id: agent._id, agencyId: agent.agencyId, knowledgeKinds: agent.settings.knowledgeKinds },
          query,
          limit,
        }),
      tools: {
        db,
        actor,
        searchApps: deps.searchApps,
        handoff: conversation
          ? (note) => openHandoff({ db, realtime, actor, conversationId: conversation._id, ...(note ? { note } : {}) })
          : null,
      },
      signal: stream.signal,
      onEvent: (event) => stream.send(event),
    });
    await addUsage(db, turn.scopes, result.promptTokens + result.completionTokens);
    let messageId: string | null = null;
    if (conversation) {
      const [saved] = await db
        .insert(aiMessages)
        .values({
          conversationId: conversation._id,
          role: 'assistant',
          text: result.text,
          sources: result.sources,
          promptTokens: result.promptTokens,
          completionTokens: result.completionTokens,
          finishReason: result.finishReason,
          error: result.error,
        })
        .returning();
      messageId = saved!._id;
      await db.update(aiConversations).set({ lastMessageAt: sql`now()` }).where(eq(aiConversations._id, conversation._id));
      const [view] = await messagesOf(db, { conversationId: conversation._id, viewerId: actor.userId, ids: [messageId] });
      announceMessage(realtime, conversation, view!);
    }
    if (result.error) stream.send({ type: 'error', messageId, ...result.error });
    else
      stream.send({
        type: 'done',
        messageId,
        finishReason: result.finishReason,
        sources: result.sources,
        handoffOffered: result.handoffOffered,
        personActive: false,
      });
  } catch (error) {
    // The stream has begun: the status is sent, so the failure is an event; the question stays saved.
    deps.log.error({ err: error }, 'answering an agent question failed');
    stream.send({ type: 'error', messageId: null, code: 'internal', message: 'Something went wrong while answering.' });
  } finally {
    stream.end();
  }
  return reply;
}
