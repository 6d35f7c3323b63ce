import type { TSupportQueue, TTicketCategory, TTicketPriority, TTicketStatus } from '@atrium/contracts/support';

/** Whose support data this is: every list and count is the viewer's own, so each person has their own entries. */
export type SupportViewer = string;

/** The list's filters as the address keeps them; `locationId` narrows the embedded view to its location. */
export interface TicketListFilter {
  queue: TSupportQueue;
  status?: TTicketStatus | 'active';
  priority?: TTicketPriority;
  category?: TTicketCategory;
  q?: string;
  locationId?: string;
}

/**
 * Query keys of the support screens. Every key starts with 'support', so a 'support:activity' event can
 * refresh the lists and the unread count in one call. Free of zod, since the header and the realtime
 * listener (both on every signed-in page) import it.
 */
export const supportKeys = {
  all: ['support'] as const,
  lists: ['support', 'list'] as const,
  list: (viewer: SupportViewer, filter: TicketListFilter) => ['support', 'list', viewer, filter] as const,
  ticket: (viewer: SupportViewer, id: string) => ['support', 'ticket', viewer, id] as const,
  comments: (viewer: SupportViewer, id: string) => ['support', 'comments', viewer, id] as const,
  unread: (viewer: SupportViewer) => ['support', 'unread', viewer] as const,
  team: (viewer: SupportViewer, id: string) => ['support', 'team', viewer, id] as const,
  embed: (viewer: SupportViewer, ids: EmbedIds) => ['support', 'embed', viewer, ids] as const,
};

/** The ids the CRM puts in the embedded view's address. */
export interface EmbedIds {
  companyId: string;
  locationId: string;
  userId: string;
  planId?: string;
}
