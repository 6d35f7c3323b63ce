/** Typed socket.io event maps shared by the server and the browser. */

import type { TBillingSubscriptionEvent } from './app-billing';
import type { TChatMessage } from './chat-conversations';
import type { TCrmImportProgressEvent } from './crm-imports';
import type { TCrmSyncProgressEvent } from './crm-sync';
import type { TNotification } from './notifications';
import type { TSnapshotProgressEvent } from './snapshots';
import type { TStoreOrderEvent } from './store';
import type { TTicket, TTicketComment } from './support';

export interface TPodcastPublishedEvent {
  id: string;
  title: string | null;
}

export interface TTicketViewersEvent {
  ticketId: string;
  viewers: { _id: string; name: string }[];
}

/** A ticket as every watcher on one side sees it (the submitter's side gets no first-response data). */
export type TTicketBroadcast = Omit<TTicket, 'unreadCount' | 'viewerIsTeam'>;

/**
 * A change on a ticket the person's side or team may see. `commentBy` names the author of a new comment,
 * so each tab counts one more unread answer for everyone else without asking the server.
 */
export interface TSupportActivityEvent {
  ticketId: string;
  commentBy?: string;
}

/**
 * The asker rated an answer (or changed the rating): to the conversation's support staff only, since a rating is the
 * asker's own and other readers of the conversation do not see it. `unhelpfulCount` is the conversation's new total,
 * so an inbox row updates without knowing the answer's earlier rating.
 */
export interface TConversationRatingEvent {
  conversationId: string;
  messageId: string;
  rating: TChatMessage['rating'];
  unhelpfulCount: number;
}

export interface ServerToClientEvents {
  'podcast:published': (event: TPodcastPublishedEvent) => void;
  /** A comment on a ticket the tab is watching (internal notes reach the team's tabs only). */
  'ticket:comment': (event: { ticketId: string; comment: TTicketComment }) => void;
  /** A watched ticket's status, priority, category or assignee changed. */
  'ticket:updated': (event: { ticket: TTicketBroadcast }) => void;
  /** Who has a watched ticket open right now. */
  'ticket:viewers': (event: TTicketViewersEvent) => void;
  /** Something changed that may move the person's unread count or ticket lists. */
  'support:activity': (event: TSupportActivityEvent) => void;
  /** A new in-app notification for the person. */
  'notification:new': (event: { notification: TNotification }) => void;
  /** A CSV import of the agency moved on (to its admins and staff, a few times a second at most). */
  'crm-import:progress': (event: TCrmImportProgressEvent) => void;
  /** A CRM sync run of the agency moved on (phase, counts), or finished; throttled by the server. */
  'crm-sync:progress': (event: TCrmSyncProgressEvent) => void;
  /** Pushes of a snapshot load moved on (asset by asset), to the agency's team and the location; throttled. */
  'snapshot:progress': (event: TSnapshotProgressEvent) => void;
  /** A paid app or bundle subscription of the agency changed state at Stripe (to the agency's team). */
  'billing:subscription': (event: TBillingSubscriptionEvent) => void;
  /** A store order changed (paid, moved on, refunded, a new message), to the agency's team and the buyer's location. */
  'store:order': (event: TStoreOrderEvent) => void;
  /** A message was added to an AI conversation the tab watches (the asker's, an answer, a support person's). */
  'ai-conversation:message': (event: { conversationId: string; message: TChatMessage }) => void;
  /**
   * An AI conversation of the agency moved (a message, a handoff, a hand-back): to its support staff, for the inbox.
   * `changed`: the conversation's own state moved (a handoff's ticket, a hand-back), which no message carries.
   */
  'ai-conversation:activity': (event: { conversationId: string; changed?: true }) => void;
  /** The asker rated an answer of an AI conversation: to its support staff only. */
  'ai-conversation:rating': (event: TConversationRatingEvent) => void;
}

export interface ClientToServerEvents {
  ping: (ack: (at: string) => void) => void;
  /** Start watching a ticket (live comments, presence); the answer says whether the viewer may. */
  'ticket:watch': (ticketId: string, ack: (result: { ok: boolean }) => void) => void;
  'ticket:unwatch': (ticketId: string) => void;
  /** The tab has read everything on a ticket it watches (a comment arrived while it was in view). */
  'ticket:read': (ticketId: string, ack: (result: { ok: boolean }) => void) => void;
  /** Start watching an AI conversation the viewer may read (live messages); the answer says whether it may. */
  'ai-conversation:watch': (conversationId: string, ack: (result: { ok: boolean }) => void) => void;
  'ai-conversation:unwatch': (conversationId: string) => void;
}

export const SOCKET_PATH = '/engine.io';
