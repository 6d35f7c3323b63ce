import type { TChatConversation, TChatMessage, THandoffTicket } from '@atrium/contracts/chat-conversations';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { personName } from '../../platform/tenancy/person-name';
import { locations, users } from '../../platform/tenancy/tenancy.tables';
import { supportTickets } from '../support/support.tables';
import { aiAgents, aiConversations, aiHandoffs, aiMessageRatings, aiMessages } from './ai-agents.tables';

/** Conversations and messages in the contracts' shape, for one viewer (`mine`, their own ratings). */

export type ConversationRow = typeof aiConversations.$inferSelect;
export type MessageRow = typeof aiMessages.$inferSelect;

const author = alias(users, 'author');

export function selectConversations(db: Db) {
  return db
    .select({
      row: aiConversations,
      agentName: aiAgents.name,
      locationName: locations.name,
      userName: personName(users),
      key: sql<string>`${aiConversations.lastMessageAt}::text`,
      messageCount: sql<number>`(select count(*)::int from ${aiMessages} where ${aiMessages.conversationId} = ${aiConversations._id}
        and ${aiMessages.role} <> 'tool')`,
      unhelpfulCount: sql<number>`(select count(*)::int from ${aiMessageRatings}
        where ${aiMessageRatings.conversationId} = ${aiConversations._id} and not ${aiMessageRatings.helpful})`,
      // The help desk's numbers with the ids, so the inbox and the chat label a ticket as the help desk does.
      tickets: sql<THandoffTicket[]>`(select coalesce(json_agg(json_build_object('_id', ${supportTickets._id},
          'number', ${supportTickets.number}) order by ${aiHandoffs.createdAt}, ${aiHandoffs._id}), '[]')
        from ${aiHandoffs} join ${supportTickets} on ${supportTickets._id} = ${aiHandoffs.ticketId}
        where ${aiHandoffs.conversationId} = ${aiConversations._id})`,
    })
    .from(aiConversations)
    .innerJoin(aiAgents, eq(aiAgents._id, aiConversations.agentId))
    .innerJoin(users, eq(users._id, aiConversations.userId))
    .leftJoin(locations, eq(locations._id, aiConversations.locationId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectConversations>['where']>>[number];

export function conversationView(r: Selected, viewerId: string): TChatConversation {
  const c = r.row;
  return {
    _id: c._id,
    title: c.title,
    agent: { _id: c.agentId, name: r.agentName },
    agencyId: c.agencyId,
    location: c.locationId && r.locationName ? { _id: c.locationId, name: r.locationName } : null,
    user: { _id: c.userId, name: r.userName },
    share: c.share,
    personActive: c.personSince !== null,
    handoffTickets: r.tickets,
    messageCount: r.messageCount,
    unhelpfulCount: r.unhelpfulCount,
    mine: c.userId === viewerId,
    lastMessageAt: c.lastMessageAt.toISOString(),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export async function oneConversation(db: Db, where: SQL, viewerId: string): Promise<TChatConversation | null> {
  const [row] = await selectConversations(db).where(where);
  return row ? conversationView(row, viewerId) : null;
}

export function messageView(
  m: MessageRow,
  authorName: string | null,
  rating: { helpful: boolean; reason: string | null } | null,
): TChatMessage {
  return {
    _id: m._id,
    conversationId: m.conversationId,
    role: m.role,
    author: m.authorId && authorName ? { _id: m.authorId, name: authorName } : null,
    text: m.text,
    sources: m.sources,
    usage:
      m.promptTokens === null && m.completionTokens === null
        ? null
        : { promptTokens: m.promptTokens ?? 0, completionTokens: m.completionTokens ?? 0 },
    finishReason: m.finishReason,
    error: m.error,
    rating,
    createdAt: m.createdAt.toISOString(),
  };
}

/** A conversation's messages (or some of them), oldest first, with the viewer's ratings. */
export async function messagesOf(
  db: Db,
  opts: { conversationId: string; viewerId: string; ids?: readonly string[] },
): Promise<TChatMessage[]> {
  const rows = await db
    .select({ m: aiMessages, authorName: personName(author), helpful: aiMessageRatings.helpful, reason: aiMessageRatings.reason })
    .from(aiMessages)
    .leftJoin(author, eq(author._id, aiMessages.authorId))
    .leftJoin(aiMessageRatings, and(eq(aiMessageRatings.messageId, aiMessages._id), eq(aiMessageRatings.userId, opts.viewerId)))
    .where(and(eq(aiMessages.conversationId, opts.conversationId), opts.ids ? inArray(aiMessages._id, [...opts.ids]) : undefined))
    .orderBy(asc(aiMessages.createdAt), asc(aiMessages._id));
  return rows.map((r) =>
    messageView(r.m, r.authorName, r.helpful === null ? null : { helpful: r.helpful, reason: r.reason ?? null }),
  );
}
