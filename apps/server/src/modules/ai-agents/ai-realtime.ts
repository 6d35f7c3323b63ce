import type { TChatMessage } from '@atrium/contracts/chat-conversations';
import type { TConversationRatingEvent } from '@atrium/contracts/socket-events';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../platform/ids';
import { type Realtime, rooms } from '../../platform/realtime/realtime';
import { readableConversations } from './agent-access';
import { aiConversations } from './ai-agents.tables';

/**
 * The conversations' live side (issue 24): tabs watch a conversation they may read and get its new messages; the
 * support staff's room hears that a conversation moved, for the inbox. Always after the write has committed.
 */

const conversationRoom = (id: string) => `ai-conversation:${id}`;

/** The staff who answer a conversation: the agency's team, or the platform's for people of no agency. */
const staffRoom = (c: { agencyId: string | null }) => (c.agencyId ? rooms.agencyTeam(c.agencyId) : rooms.platformTeam);

export function announceMessage(
  realtime: Realtime,
  conversation: { _id: string; agencyId: string | null },
  message: TChatMessage,
) {
  // Ratings are each viewer's own: a broadcast carries none.
  realtime.to(conversationRoom(conversation._id), 'ai-conversation:message', {
    conversationId: conversation._id,
    message: { ...message, rating: null },
  });
  announceActivity(realtime, conversation);
}

/** `changed`: a handoff or a hand-back, which change the conversation itself (its tickets, who answers). */
export function announceActivity(
  realtime: Realtime,
  conversation: { _id: string; agencyId: string | null },
  opts: { changed?: true } = {},
) {
  realtime.to(staffRoom(conversation), 'ai-conversation:activity', { conversationId: conversation._id, ...opts });
}

/**
 * The asker's rating, to the staff room alone: they review ratings (the inbox marks unhelpful answers), while
 * the conversation's room may hold readers it is shared with, who never see the asker's rating.
 */
export function announceRating(
  realtime: Realtime,
  conversation: { _id: string; agencyId: string | null },
  rating: Omit<TConversationRatingEvent, 'conversationId'>,
) {
  realtime.to(staffRoom(conversation), 'ai-conversation:rating', { conversationId: conversation._id, ...rating });
}

/** `ai-conversation:watch` joins the conversation's room when the viewer may read it, by the same rule as HTTP. */
export function registerConversationWatching(opts: { db: Db; realtime: Realtime }) {
  const { db, realtime } = opts;
  realtime.onConnection((socket) => {
    socket.on('ai-conversation:watch', async (conversationId, ack) => {
      const answer = typeof ack === 'function' ? ack : () => {};
      if (typeof conversationId !== 'string' || !isUuid(conversationId)) return answer({ ok: false });
      const [row] = await db
        .select({ _id: aiConversations._id })
        .from(aiConversations)
        .where(and(eq(aiConversations._id, conversationId), readableConversations(socket.data.actor)))
        .catch(() => []);
      if (!row) return answer({ ok: false });
      await socket.join(conversationRoom(conversationId));
      answer({ ok: true });
    });
    socket.on('ai-conversation:unwatch', async (conversationId) => {
      if (typeof conversationId === 'string') await socket.leave(conversationRoom(conversationId));
    });
  });
}
