import { z } from 'zod';
import { ZCitedSource } from './ai-agents';
import { ZId, ZIdParams, ZIsoDateTime, ZPageQuery, zText } from './common';
import { requiredText } from './content';
import { endpoint } from './endpoint';

/**
 * Chat conversations with AI agents (issue 24, docs/decisions/034-ai-agents.md): SPEC 7's group (filter, retrieve,
 * list-subaccounts, list-users, add-message) under `/api/v1/chat-conversations`, plus share settings, reading a
 * shared conversation by its link, rating an answer and handing over to a person.
 */

/**
 * Who else reads a conversation besides its author and the agency's support staff (admins and staff, who answer
 * them): nobody, the author's location, the whole agency, or anyone holding its link (revocable).
 */
export const CONVERSATION_SHARES = ['private', 'location', 'agency', 'link'] as const;
export const ZConversationShare = z.enum(CONVERSATION_SHARES);
export type TConversationShare = z.infer<typeof ZConversationShare>;

export const MESSAGE_ROLES = ['user', 'assistant', 'person', 'tool'] as const;
export const ZMessageRole = z.enum(MESSAGE_ROLES);

const ZNamed = z.object({ _id: ZId, name: zText() });

export const ZChatMessage = z.object({
  _id: ZId,
  conversationId: ZId,
  /** `person`: someone of the support staff wrote it (the agent stepped back); `tool`: a tool's run, for the record. */
  role: ZMessageRole,
  author: ZNamed.nullable(),
  /** As written: Markdown, sanitised when rendered. */
  text: zText(),
  sources: z.array(ZCitedSource),
  usage: z.object({ promptTokens: z.number().int(), completionTokens: z.number().int() }).nullable(),
  finishReason: zText().nullable(),
  /** Why the answer failed or stopped early (rate limited, timeout, unavailable, truncated), in plain words. */
  error: z.object({ code: zText(), message: zText() }).nullable(),
  /** The asker's rating of this answer (only they rate), shown to them and to the support staff; null for others. */
  rating: z.object({ helpful: z.boolean(), reason: zText().nullable() }).nullable(),
  createdAt: zText(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** A help desk ticket a conversation was handed over in, with the number the help desk shows ("#123"). */
export const ZHandoffTicket = z.object({ _id: ZId, number: z.number().int() });
export type THandoffTicket = z.infer<typeof ZHandoffTicket>;

export const ZChatConversation = z.object({
  _id: ZId,
  title: zText(),
  agent: ZNamed,
  agencyId: ZId.nullable(),
  location: ZNamed.nullable(),
  user: ZNamed,
  share: ZConversationShare,
  /** A person of the support staff has answered: the agent no longer does. */
  personActive: z.boolean(),
  /** Support tickets opened from it (handoffs), oldest first. */
  handoffTickets: z.array(ZHandoffTicket),
  messageCount: z.number().int(),
  unhelpfulCount: z.number().int(),
  /** True for the author: they change share settings and links. */
  mine: z.boolean(),
  lastMessageAt: zText(),
  createdAt: zText(),
  updatedAt: zText(),
});
export type TChatConversation = z.infer<typeof ZChatConversation>;

export const ZChatConversationDetail = ZChatConversation.extend({ messages: z.array(ZChatMessage) });
export type TChatConversationDetail = z.infer<typeof ZChatConversationDetail>;

/** What a shared link shows: the conversation without people's ids or tenant ids. */
export const ZSharedConversation = z.object({
  title: zText(),
  agentName: zText(),
  messages: z.array(
    z.object({
      role: ZMessageRole,
      authorName: zText().nullable(),
      text: zText(),
      sources: z.array(ZCitedSource),
      createdAt: zText(),
    }),
  ),
  createdAt: zText(),
});
export type TSharedConversation = z.infer<typeof ZSharedConversation>;

/** `GET /chat-conversations/filter`: newest activity first. `rating=unhelpful`: with at least one unhelpful answer. */
export const ZConversationFilter = ZPageQuery.extend({
  locationId: ZId.optional(),
  userId: ZId.optional(),
  agentId: ZId.optional(),
  rating: z.enum(['helpful', 'unhelpful', 'unrated']).optional(),
  from: ZIsoDateTime.optional(),
  to: ZIsoDateTime.optional(),
});
export type TConversationFilter = z.input<typeof ZConversationFilter>;

export const ZAddMessage = z.object({ conversationId: ZId, text: requiredText('Message', 10_000) }).strict();
export const ZShareSet = z.object({ share: z.enum(['private', 'location', 'agency']) }).strict();
/** The link's token is shown once, when it is made; a new link revokes the old one. */
export const ZShareLink = z.object({ token: zText(), path: zText() });
export const ZShareTokenParams = z.object({ token: zText().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Not a share link') });
export const ZMessageRating = z.object({ helpful: z.boolean(), reason: zText().trim().max(1_000).optional() }).strict();
export const ZHandoffRequest = z.object({ note: zText().trim().max(2_000).optional() }).strict();
export const ZHandoff = z.object({ conversationId: ZId, ticketId: ZId, ticketNumber: z.number().int() });

const chats = { tag: 'Chat conversations', auth: 'user' } as const;
const base = '/api/v1/chat-conversations';

export const conversationEndpoints = {
  filter: endpoint({
    ...chats,
    method: 'GET',
    path: `${base}/filter`,
    summary: 'Conversations I may read, by location, user, agent, rating and date; newest activity first',
    query: ZConversationFilter,
    list: ZChatConversation,
  }),
  listSubaccounts: endpoint({
    ...chats,
    method: 'GET',
    path: `${base}/list-subaccounts`,
    summary: 'The locations the filter can choose (those with conversations I may read)',
    data: z.array(ZNamed),
  }),
  listUsers: endpoint({
    ...chats,
    method: 'GET',
    path: `${base}/list-users`,
    summary: 'The people the filter can choose (authors of conversations I may read)',
    data: z.array(ZNamed),
  }),
  retrieve: endpoint({
    ...chats,
    method: 'GET',
    path: `${base}/retrieve/:id`,
    summary: 'One conversation with its messages',
    params: ZIdParams,
    data: ZChatConversationDetail,
  }),
  addMessage: endpoint({
    ...chats,
    method: 'POST',
    path: `${base}/add-message`,
    summary: "A support person's message: the agent steps back",
    status: 201,
    body: ZAddMessage,
    data: ZChatMessage,
  }),
  handBack: endpoint({
    ...chats,
    method: 'POST',
    path: `${base}/:id/hand-back`,
    summary: 'Give the conversation back to the agent after a person answered (the support staff)',
    params: ZIdParams,
    data: ZChatConversation,
  }),
  share: endpoint({
    ...chats,
    method: 'PUT',
    path: `${base}/:id/share`,
    summary: 'Share with nobody, the location or the agency (the author); revokes a link',
    params: ZIdParams,
    body: ZShareSet,
    data: ZChatConversation,
  }),
  createLink: endpoint({
    ...chats,
    method: 'POST',
    path: `${base}/:id/share-link`,
    summary: 'Share by a new link (the author); an older link stops working',
    status: 201,
    params: ZIdParams,
    data: ZShareLink,
  }),
  revokeLink: endpoint({
    ...chats,
    method: 'DELETE',
    path: `${base}/:id/share-link`,
    summary: 'Revoke the link (the author): it is private again',
    params: ZIdParams,
    empty: true,
  }),
  handoff: endpoint({
    ...chats,
    method: 'POST',
    path: `${base}/:id/handoff`,
    summary: 'Hand over to a person: opens a support ticket with the transcript (the author)',
    status: 201,
    params: ZIdParams,
    body: ZHandoffRequest,
    data: ZHandoff,
  }),
  rate: endpoint({
    ...chats,
    method: 'PUT',
    path: `${base}/messages/:id/rating`,
    summary: "Rate an answer helpful or not, with a reason (the conversation's author)",
    params: ZIdParams,
    body: ZMessageRating,
    data: ZChatMessage,
  }),
  shared: endpoint({
    tag: 'Chat conversations',
    auth: 'public',
    method: 'GET',
    path: `${base}/shared/:token`,
    summary: 'A conversation shared by link',
    params: ZShareTokenParams,
    data: ZSharedConversation,
  }),
};
