import type {
  TChatConversation,
  TChatConversationDetail,
  TChatMessage,
  ZConversationFilter,
} from '@atrium/contracts/chat-conversations';
import type { TPage } from '@atrium/contracts/endpoint';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../platform/errors';
import { timeKeyset } from '../../platform/pagination/time-keyset';
import type { Realtime } from '../../platform/realtime/realtime';
import { type Actor, requireUser } from '../../platform/tenancy/actor';
import { personName } from '../../platform/tenancy/person-name';
import { locations, users } from '../../platform/tenancy/tenancy.tables';
import { isStaffOf, readableConversations } from './agent-access';
import { aiConversations, aiMessageRatings, aiMessages } from './ai-agents.tables';
import { announceActivity, announceMessage } from './ai-realtime';
import { conversationView, messagesOf, oneConversation, selectConversations } from './conversation-view';

/** SPEC 7's chat conversations group: filter, retrieve, list-subaccounts, list-users, add-message (decision 034). */

type Filter = z.output<typeof ZConversationFilter>;
const keyset = timeKeyset(aiConversations.lastMessageAt, aiConversations._id);

function ratingWhere(rating: Filter['rating']): SQL | undefined {
  const rated = (helpful: boolean) =>
    sql`exists (select 1 from ${aiMessageRatings} where ${aiMessageRatings.conversationId} = ${aiConversations._id}
      and ${aiMessageRatings.helpful} = ${helpful})`;
  if (rating === 'helpful') return rated(true);
  if (rating === 'unhelpful') return rated(false);
  if (rating === 'unrated')
    return sql`not exists (select 1 from ${aiMessageRatings} where ${aiMessageRatings.conversationId} = ${aiConversations._id})`;
  return undefined;
}

/** Conversations the viewer reads, filtered; newest activity first, keyset-paged. */
export async function filterConversations(opts: { db: Db; actor: Actor; query: Filter }): Promise<TPage<TChatConversation>> {
  const viewer = requireUser(opts.actor);
  const q = opts.query;
  const where = and(
    readableConversations(viewer),
    q.locationId ? eq(aiConversations.locationId, q.locationId) : undefined,
    q.userId ? eq(aiConversations.userId, q.userId) : undefined,
    q.agentId ? eq(aiConversations.agentId, q.agentId) : undefined,
    q.from ? gte(aiConversations.lastMessageAt, new Date(q.from)) : undefined,
    q.to ? lte(aiConversations.createdAt, new Date(q.to)) : undefined,
    ratingWhere(q.rating),
  );
  const rows = await selectConversations(opts.db)
    .where(and(where, keyset.after(q.cursor)))
    .orderBy(...keyset.orderBy)
    .limit(q.limit + 1);
  const [count] = await opts.db.select({ total: sql<number>`count(*)::int` }).from(aiConversations).where(where);
  return {
    data: rows.slice(0, q.limit).map((r) => conversationView(r, viewer.userId)),
    meta: {
      total: count?.total ?? 0,
      nextCursor: keyset.next(
        rows.map((r) => ({ key: r.key, _id: r.row._id })),
        q.limit,
      ),
    },
  };
}

export async function retrieveConversation(opts: {
  db: Db;
  actor: Actor;
  conversationId: string;
}): Promise<TChatConversationDetail> {
  const viewer = requireUser(opts.actor);
  const conversation = await oneConversation(
    opts.db,
    and(eq(aiConversations._id, opts.conversationId), readableConversations(viewer))!,
    viewer.userId,
  );
  if (!conversation) throw notFound('Conversation');
  // Only the asker rates; the support staff review those ratings (the inbox marks unhelpful answers and their reasons).
  const raterId = isStaffOf(viewer, conversation) ? conversation.user._id : viewer.userId;
  return { ...conversation, messages: await messagesOf(opts.db, { conversationId: conversation._id, viewerId: raterId }) };
}

/** The filter's location choices: locations of conversations the viewer reads. */
export async function listConversationLocations(opts: { db: Db; actor: Actor }) {
  const viewer = requireUser(opts.actor);
  return opts.db
    .selectDistinct({ _id: locations._id, name: locations.name })
    .from(aiConversations)
    .innerJoin(locations, eq(locations._id, aiConversations.locationId))
    .where(readableConversations(viewer))
    .orderBy(asc(locations.name), asc(locations._id));
}

/** The filter's people: authors of conversations the viewer reads. */
export async function listConversationUsers(opts: { db: Db; actor: Actor }) {
  const viewer = requireUser(opts.actor);
  return opts.db
    .selectDistinct({ _id: users._id, name: personName(users) })
    .from(aiConversations)
    .innerJoin(users, eq(users._id, aiConversations.userId))
    .where(readableConversations(viewer))
    .orderBy(personName(users), asc(users._id));
}

/**
 * `add-message`: a support person writes in the conversation. From then on the agent steps back (the conversation
 * records when); the asker's further questions are saved for the person without an agent answer.
 */
export async function addPersonMessage(opts: {
  db: Db;
  actor: Actor;
  realtime: Realtime;
  input: { conversationId: string; text: string };
}): Promise<TChatMessage> {
  const viewer = requireUser(opts.actor);
  const [conversation] = await opts.db
    .select()
    .from(aiConversations)
    .where(and(eq(aiConversations._id, opts.input.conversationId), readableConversations(viewer)));
  if (!conversation) throw notFound('Conversation');
  if (!isStaffOf(viewer, conversation)) throw forbidden('Only the support staff answer a conversation as a person');
  const message = await opts.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(aiMessages)
      .values({ conversationId: conversation._id, role: 'person', authorId: viewer.userId, text: opts.input.text })
      .returning();
    await tx
      .update(aiConversations)
      .set({ personSince: sql`coalesce(${aiConversations.personSince}, now())`, lastMessageAt: sql`now()` })
      .where(eq(aiConversations._id, conversation._id));
    return row!;
  });
  const [view] = await messagesOf(opts.db, { conversationId: conversation._id, viewerId: viewer.userId, ids: [message._id] });
  announceMessage(opts.realtime, conversation, view!);
  return view!;
}

/**
 * A support person gives the conversation back to the agent: it answers the asker's next question again. The
 * person's messages stay in the transcript (the model sees only user and assistant turns).
 */
export async function handBackToAgent(opts: {
  db: Db;
  actor: Actor;
  realtime: Realtime;
  conversationId: string;
}): Promise<TChatConversation> {
  const viewer = requireUser(opts.actor);
  const where = and(eq(aiConversations._id, opts.conversationId), readableConversations(viewer));
  const [conversation] = await opts.db.select().from(aiConversations).where(where);
  if (!conversation) throw notFound('Conversation');
  if (!isStaffOf(viewer, conversation)) throw forbidden('Only the support staff give a conversation back to the agent');
  await opts.db.update(aiConversations).set({ personSince: null }).where(eq(aiConversations._id, conversation._id));
  announceActivity(opts.realtime, conversation, { changed: true });
  return (await oneConversation(opts.db, eq(aiConversations._id, conversation._id), viewer.userId))!;
}
