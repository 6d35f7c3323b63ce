import type { TChatMessage } from '@atrium/contracts/chat-conversations';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import type { UserActor } from '../../platform/tenancy/actor';
import { createTicket } from '../support/support.service';
import { aiConversations, aiHandoffs } from './ai-agents.tables';
import { announceActivity } from './ai-realtime';
import { messagesOf } from './conversation-view';

/**
 * Handing a conversation over to a person (issue 24): a support ticket raised in the asker's name through the help
 * desk's own service (so it goes to the right team: a location's people to their agency's), with the transcript in
 * its description, and recorded on the conversation.
 */

/** The ticket description's limit (ZTicketCreate); a long transcript keeps its latest turns. */
const DESCRIPTION_MAX = 10_000;
const SPEAKER: Record<TChatMessage['role'], string> = { user: 'Asked', assistant: 'Agent', person: 'Support', tool: 'Tool' };

export function transcriptOf(messages: readonly TChatMessage[]): string {
  return messages
    .filter((m) => m.role !== 'tool')
    .map((m) => {
      const sources = m.sources.length ? `\n  Sources: ${m.sources.map((s) => `${s.title} (${s.url})`).join('; ')}` : '';
      const error = m.error ? `\n  (${m.error.message})` : '';
      return `${SPEAKER[m.role]}${m.author ? ` (${m.author.name})` : ''}: ${m.text}${sources}${error}`;
    })
    .join('\n\n');
}

function description(note: string | undefined, transcript: string): string {
  const head = `${note ? `${note}\n\n` : ''}Conversation with the AI agent:\n\n`;
  const room = DESCRIPTION_MAX - head.length;
  const body = transcript.length <= room ? transcript : `[earlier messages left out]\n…${transcript.slice(-(room - 40))}`;
  return head + body;
}

/** Opens the ticket for the conversation's author; another person's conversation is a 404. */
export async function openHandoff(opts: {
  db: Db;
  realtime: Realtime;
  actor: UserActor;
  conversationId: string;
  note?: string;
}): Promise<{ conversationId: string; ticketId: string; ticketNumber: number }> {
  const { db, actor } = opts;
  const [conversation] = await db
    .select()
    .from(aiConversations)
    .where(and(eq(aiConversations._id, opts.conversationId), eq(aiConversations.userId, actor.userId)));
  if (!conversation) throw notFound('Conversation');
  const messages = await messagesOf(db, { conversationId: conversation._id, viewerId: actor.userId });
  const ticket = await createTicket({
    db,
    actor,
    realtime: opts.realtime,
    input: {
      subject: `AI conversation: ${conversation.title}`.slice(0, 160),
      description: description(opts.note, transcriptOf(messages)),
      category: 'question',
      priority: 'normal',
      attachments: [],
    },
  });
  await db.insert(aiHandoffs).values({ conversationId: conversation._id, ticketId: ticket._id });
  await db.update(aiConversations).set({ updatedAt: sql`now()` }).where(eq(aiConversations._id, conversation._id));
  announceActivity(opts.realtime, conversation, { changed: true });
  return { conversationId: conversation._id, ticketId: ticket._id, ticketNumber: ticket.number };
}
