import { z } from 'zod';
import { ZImageRef } from './app-console';
import { ZId, ZIdParams, ZPageQuery, zData, zList, zText } from './common';
import { requiredText } from './content';
import { endpoint } from './endpoint';
import { ZOkValue } from './resource-endpoints';

/**
 * Support tickets (issue 5). A ticket is raised by a person for a location, an agency or themselves and goes
 * to one support team: the platform's (super admins) or an agency's (its admins and staff). Comments are
 * public (the submitter's side sees them) or internal notes (the team only). Paths are SPEC 7's.
 */

export const TICKET_STATUSES = ['open', 'pending', 'on_hold', 'solved', 'closed'] as const;
export const ZTicketStatus = z.enum(TICKET_STATUSES);
export type TTicketStatus = z.infer<typeof ZTicketStatus>;

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const ZTicketPriority = z.enum(TICKET_PRIORITIES);
export type TTicketPriority = z.infer<typeof ZTicketPriority>;

export const TICKET_CATEGORIES = ['question', 'problem', 'billing', 'apps', 'account', 'other'] as const;
export const ZTicketCategory = z.enum(TICKET_CATEGORIES);
export type TTicketCategory = z.infer<typeof ZTicketCategory>;

/** The first-response target per priority, in minutes (shown against the time the team took). */
export const FIRST_RESPONSE_TARGET_MINUTES: Record<TTicketPriority, number> = {
  urgent: 60,
  high: 4 * 60,
  normal: 8 * 60,
  low: 24 * 60,
};

/** A ticket can be rated once it is solved or closed. */
export const RATEABLE_STATUSES: readonly TTicketStatus[] = ['solved', 'closed'];

export const ZPerson = z.object({ _id: ZId, name: zText() });
export type TPerson = z.infer<typeof ZPerson>;

/** Whose support team answers: the platform's or an agency's. */
export const ZSupportTeam = z.object({ kind: z.enum(['platform', 'agency']), agencyId: ZId.nullable(), name: zText() });
export type TSupportTeam = z.infer<typeof ZSupportTeam>;

export const ZTicket = z.object({
  _id: ZId,
  /** A short human number (#1042), counted across all tickets. */
  number: z.number().int(),
  subject: zText(),
  /** Plain text; shown with its line breaks. */
  description: zText(),
  category: ZTicketCategory,
  priority: ZTicketPriority,
  status: ZTicketStatus,
  team: ZSupportTeam,
  agencyId: ZId.nullable(),
  location: ZPerson.nullable(),
  submittedBy: ZPerson,
  assignee: ZPerson.nullable(),
  attachments: z.array(zText()),
  /**
   * When the team first answered in public; null until then. This and the target are the team's own
   * service-level data: only a viewer on the ticket's team gets them (absent for the submitter's side).
   */
  firstResponseAt: zText().nullable().optional(),
  firstResponseTargetMinutes: z.number().int().optional(),
  rating: z.number().int().min(1).max(5).nullable(),
  ratingComment: zText().nullable(),
  commentCount: z.number().int(),
  /** Comments the viewer has not read (internal notes count only for the team). */
  unreadCount: z.number().int(),
  /** True when the viewer answers this ticket (its team); the submitter's side sees no internal notes. */
  viewerIsTeam: z.boolean(),
  lastActivityAt: zText(),
  solvedAt: zText().nullable(),
  createdAt: zText(),
  updatedAt: zText(),
});
export type TTicket = z.infer<typeof ZTicket>;
export const ZTicketResponse = zData(ZTicket);
export const ZTicketList = zList(ZTicket);

export const ZTicketComment = z.object({
  _id: ZId,
  ticketId: ZId,
  author: ZPerson,
  /** True when the author is on the ticket's team (an answer, not the submitter's side). */
  fromTeam: z.boolean(),
  /** Internal notes reach the team only. */
  internal: z.boolean(),
  body: zText(),
  attachments: z.array(zText()),
  createdAt: zText(),
});
export type TTicketComment = z.infer<typeof ZTicketComment>;
export const ZTicketCommentResponse = zData(ZTicketComment);
/**
 * `POST /support/tickets/ticketchat` answers with the comment and the ticket as the comment left it (status,
 * counts, first response), so the sender's tab applies both without asking again.
 */
export const ZTicketChatResult = ZTicketComment.extend({ ticket: ZTicket });
export type TTicketChatResult = z.infer<typeof ZTicketChatResult>;

const attachments = z.array(ZImageRef).max(5, 'At most 5 attachments').default([]);

/** `POST /support`: raise a ticket from the app (for the actor's location, agency or themselves). */
export const ZTicketCreate = z
  .object({
    subject: requiredText('Subject', 160),
    description: requiredText('Description', 10_000),
    category: ZTicketCategory.default('question'),
    priority: ZTicketPriority.default('normal'),
    attachments,
  })
  .strict();
export type TTicketCreate = z.input<typeof ZTicketCreate>;

/**
 * `POST /support/create-v2`: raise a ticket from the embedded view inside the CRM, naming the frame's ids;
 * the server checks they belong together and to the viewer before the ticket is written.
 */
export const ZTicketCreateEmbedded = ZTicketCreate.extend({
  companyId: ZId,
  locationId: ZId,
  userId: ZId,
  planId: zText().trim().min(1).max(60).optional(),
}).strict();
export type TTicketCreateEmbedded = z.input<typeof ZTicketCreateEmbedded>;

/** `PUT /support/:id`: the team changes status, priority and category; the submitter may edit the subject. */
export const ZTicketUpdate = z
  .object({
    subject: requiredText('Subject', 160).optional(),
    status: ZTicketStatus.optional(),
    priority: ZTicketPriority.optional(),
    category: ZTicketCategory.optional(),
  })
  .strict();
export type TTicketUpdate = z.input<typeof ZTicketUpdate>;

/** `POST /support/assign_user`: null unassigns. The assignee must be on the ticket's team. */
export const ZTicketAssign = z.object({ ticketId: ZId, userId: ZId.nullable() }).strict();

/** `POST /support/tickets/ticketchat`: a comment, or an internal note (team only). */
export const ZTicketChat = z
  .object({
    ticketId: ZId,
    body: requiredText('Message', 10_000),
    internal: z.boolean().default(false),
    attachments,
  })
  .strict();
export type TTicketChat = z.input<typeof ZTicketChat>;

/** `POST /support/:id/rating`: the submitter's side rates a solved or closed ticket, once. */
export const ZTicketRating = z
  .object({
    rating: z.number().int().min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
    comment: zText().trim().max(2_000).optional(),
  })
  .strict();

export const SUPPORT_QUEUES = ['all', 'unassigned', 'mine', 'submitted'] as const;
export const ZSupportQueue = z.enum(SUPPORT_QUEUES);
export type TSupportQueue = z.infer<typeof ZSupportQueue>;

/**
 * `GET /support/filter` (and `GET /support`, the same list with defaults). Queues: `all` every ticket the
 * viewer may see, `unassigned` and `mine` the team's, `submitted` the ones the viewer's side raised.
 * Newest activity first; the cursor is opaque.
 */
export const ZTicketFilter = ZPageQuery.extend({
  queue: ZSupportQueue.default('all'),
  status: z.union([ZTicketStatus, z.literal('active')]).optional(),
  priority: ZTicketPriority.optional(),
  category: ZTicketCategory.optional(),
  locationId: ZId.optional(),
  q: zText().trim().max(100).optional(),
});
export type TTicketFilter = z.input<typeof ZTicketFilter>;

/** `GET /support/getcomments?ticketId=`. */
export const ZTicketCommentsQuery = z.object({ ticketId: ZId });
/** `GET /support/tickets/loc-submitted?locationId=`: one location's tickets (its own people, or its agency's team). */
export const ZLocationTicketsQuery = ZPageQuery.extend({ locationId: ZId });
/** `PUT /support/MarkCommentsAsRead`. */
export const ZMarkCommentsRead = z.object({ ticketId: ZId }).strict();

/** `GET /support/GetUnreadComments`: the viewer's unread comments, in total and per ticket. */
export const ZUnreadComments = z.object({
  total: z.number().int(),
  tickets: z.array(z.object({ ticketId: ZId, count: z.number().int() })),
});
export type TUnreadComments = z.infer<typeof ZUnreadComments>;

/** `GET /support/embed?companyId&locationId&userId&planId`: the embedded view's check of its frame's ids. */
export const ZSupportEmbedQuery = z.object({
  companyId: ZId,
  locationId: ZId,
  userId: ZId,
  planId: zText().trim().min(1).max(60).optional(),
});
export const ZSupportEmbedContext = z.object({ agency: ZPerson, location: ZPerson, user: ZPerson, plan: zText() });
export type TSupportEmbedContext = z.infer<typeof ZSupportEmbedContext>;

const support = { tag: 'Support', auth: 'user' } as const;

/**
 * The help desk at SPEC 7's paths (docs/decisions/011-support-tickets.md). Every endpoint is the signed-in
 * person's: what a ticket shows and who may change it follow from the viewer's side (the team or the submitter's).
 */
export const supportEndpoints = {
  list: endpoint({
    ...support,
    method: 'GET',
    path: '/api/v1/support',
    summary: 'Tickets I may see, newest activity first',
    query: ZPageQuery,
    list: ZTicket,
  }),
  filter: endpoint({
    ...support,
    method: 'GET',
    path: '/api/v1/support/filter',
    summary: 'Tickets by queue and filters, newest activity first',
    query: ZTicketFilter,
    list: ZTicket,
  }),
  comments: endpoint({
    ...support,
    method: 'GET',
    path: '/api/v1/support/getcomments',
    summary: "A ticket's comments, oldest first (internal notes for the team)",
    query: ZTicketCommentsQuery,
    data: z.array(ZTicketComment),
  }),
  locationTickets: endpoint({
    ...support,
    method: 'GET',
    path: '/api/v1/support/tickets/loc-submitted',
    summary: "One location's tickets",
    query: ZLocationTicketsQuery,
    list: ZTicket,
  }),
  unread: endpoint({
    ...support,
    method: 'GET',
    path: '/api/v1/support/GetUnreadComments',
    summary: 'My unread comments, in total and per ticket',
    data: ZUnreadComments,
  }),
  team: endpoint({
    ...support,
    method: 'GET',
    path: '/api/v1/support/team',
    summary: 'Who a ticket can be assigned to (its team)',
    query: ZTicketCommentsQuery,
    data: z.array(ZPerson),
  }),
  embed: endpoint({
    ...support,
    method: 'GET',
    path: '/api/v1/support/embed',
    summary: "The embedded view's check of its frame's ids",
    query: ZSupportEmbedQuery,
    data: ZSupportEmbedContext,
  }),
  get: endpoint({
    ...support,
    method: 'GET',
    path: '/api/v1/support/:id',
    summary: 'One ticket',
    params: ZIdParams,
    data: ZTicket,
  }),
  create: endpoint({
    ...support,
    method: 'POST',
    path: '/api/v1/support',
    summary: 'Raise a ticket',
    status: 201,
    body: ZTicketCreate,
    data: ZTicket,
  }),
  createEmbedded: endpoint({
    ...support,
    method: 'POST',
    path: '/api/v1/support/create-v2',
    summary: 'Raise a ticket from the embedded view',
    status: 201,
    body: ZTicketCreateEmbedded,
    data: ZTicket,
  }),
  assign: endpoint({
    ...support,
    method: 'POST',
    path: '/api/v1/support/assign_user',
    summary: 'Assign a ticket to someone on its team (null unassigns)',
    body: ZTicketAssign,
    data: ZTicket,
  }),
  comment: endpoint({
    ...support,
    method: 'POST',
    path: '/api/v1/support/tickets/ticketchat',
    summary: 'Comment on a ticket, or add an internal note (team)',
    status: 201,
    body: ZTicketChat,
    data: ZTicketChatResult,
  }),
  markRead: endpoint({
    ...support,
    method: 'PUT',
    path: '/api/v1/support/MarkCommentsAsRead',
    summary: "Mark a ticket's comments read",
    body: ZMarkCommentsRead,
    data: ZOkValue,
  }),
  update: endpoint({
    ...support,
    method: 'PUT',
    path: '/api/v1/support/:id',
    summary: "Change a ticket (team: status, priority, category; submitter's side: subject)",
    params: ZIdParams,
    body: ZTicketUpdate,
    data: ZTicket,
  }),
  close: endpoint({
    ...support,
    method: 'POST',
    path: '/api/v1/support/:id/close',
    summary: 'Close a ticket',
    params: ZIdParams,
    data: ZTicket,
  }),
  rate: endpoint({
    ...support,
    method: 'POST',
    path: '/api/v1/support/:id/rating',
    summary: 'Rate a solved or closed ticket, once',
    params: ZIdParams,
    body: ZTicketRating,
    data: ZTicket,
  }),
};
