import { randomBytes } from 'node:crypto';
import type { TChatConversation, TChatMessage, TSharedConversation } from '@atrium/contracts/chat-conversations';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashToken } from '../../platform/auth/sessions';
import { notFound } from '../../platform/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import { type Actor, requireUser } from '../../platform/tenancy/actor';
import { readableConversations } from './agent-access';
import { aiAgents, aiConversations, aiMessageRatings, aiMessages } from './ai-agents.tables';
import { announceRating } from './ai-realtime';
import { messagesOf, oneConversation } from './conversation-view';

/**
 * Share settings (SPEC 4: chat conversations have share settings; decision 034): the author shares a conversation
 * with nobody, the location or the agency, or by a link whose token is stored hashed, shown once, and revoked by a
 * new link or another setting. Ratings of answers live here too: they are the asker's say on the conversation.
 */

async function ownConversation(db: Db, actor: Actor, conversationId: string) {
  const viewer = requireUser(actor);
  const [row] = await db
    .select()
    .from(aiConversations)
    .where(and(eq(aiConversations._id, conversationId), eq(aiConversations.userId, viewer.userId)));
  if (!row) throw notFound('Conversation');
  return { viewer, row };
}

export async function setShare(opts: {
  db: Db;
  actor: Actor;
  conversationId: string;
  share: 'private' | 'location' | 'agency';
}): Promise<TChatConversation> {
  const { viewer, row } = await ownConversation(opts.db, opts.actor, opts.conversationId);
  await opts.db.update(aiConversations).set({ share: opts.share, shareTokenHash: null }).where(eq(aiConversations._id, row._id));
  return (await oneConversation(opts.db, eq(aiConversations._id, row._id), viewer.userId))!;
}

export async function createShareLink(opts: { db: Db; actor: Actor; conversationId: string }) {
  const { row } = await ownConversation(opts.db, opts.actor, opts.conversationId);
  const token = randomBytes(24).toString('base64url');
  await opts.db
    .update(aiConversations)
    .set({ share: 'link', shareTokenHash: hashToken(token) })
    .where(eq(aiConversations._id, row._id));
  return { token, path: `/ai-agent/shared/${token}` };
}

export async function revokeShareLink(opts: { db: Db; actor: Actor; conversationId: string }): Promise<void> {
  const { row } = await ownConversation(opts.db, opts.actor, opts.conversationId);
  await opts.db
    .update(aiConversations)
    .set({ share: 'private', shareTokenHash: null })
    .where(and(eq(aiConversations._id, row._id), eq(aiConversations.share, 'link')));
}

/** A conversation by its live link: no ids of people or tenants, tool runs left out. Anything else is a 404. */
export async function readShared(opts: { db: Db; token: string }): Promise<TSharedConversation> {
  const [row] = await opts.db
    .select({ c: aiConversations, agentName: aiAgents.name })
    .from(aiConversations)
    .innerJoin(aiAgents, eq(aiAgents._id, aiConversations.agentId))
    .where(and(eq(aiConversations.shareTokenHash, hashToken(opts.token)), eq(aiConversations.share, 'link')));
  if (!row) throw notFound('Shared conversation');
  const messages = await messagesOf(opts.db, { conversationId: row.c._id, viewerId: row.c.userId });
  return {
    title: row.c.title,
    agentName: row.agentName,
    messages: messages
      .filter((m) => m.role !== 'tool')
      .map((m) => ({
        role: m.role,
        authorName: m.author?.name ?? null,
        text: m.text,
        sources: m.sources,
        createdAt: m.createdAt,
      })),
    createdAt: row.c.createdAt.toISOString(),
  };
}

/** The asker rates an answer of their own conversation (again: the rating is replaced). */
export async function rateMessage(opts: {
  db: Db;
  actor: Actor;
  realtime: Realtime;
  messageId: string;
  input: { helpful: boolean; reason?: string };
}): Promise<TChatMessage> {
  const viewer = requireUser(opts.actor);
  const [row] = await opts.db
    .select({ m: aiMessages, c: aiConversations })
    .from(aiMessages)
    .innerJoin(aiConversations, eq(aiConversations._id, aiMessages.conversationId))
    .where(and(eq(aiMessages._id, opts.messageId), eq(aiMessages.role, 'assistant'), readableConversations(viewer)));
  if (!row || row.c.userId !== viewer.userId) throw notFound('Message');
  const values = { helpful: opts.input.helpful, reason: opts.input.reason || null };
  await opts.db
    .insert(aiMessageRatings)
    .values({ messageId: row.m._id, userId: viewer.userId, conversationId: row.c._id, ...values })
    .onConflictDoUpdate({ target: [aiMessageRatings.messageId, aiMessageRatings.userId], set: values });
  // Counted after the write, so the staff's inbox takes the conversation's new total from the event as it is.
  const [count] = await opts.db
    .select({ unhelpful: sql<number>`count(*)::int` })
    .from(aiMessageRatings)
    .where(and(eq(aiMessageRatings.conversationId, row.c._id), eq(aiMessageRatings.helpful, false)));
  announceRating(opts.realtime, row.c, { messageId: row.m._id, rating: values, unhelpfulCount: count?.unhelpful ?? 0 });
  const [view] = await messagesOf(opts.db, { conversationId: row.c._id, viewerId: viewer.userId, ids: [row.m._id] });
  return view!;
}
