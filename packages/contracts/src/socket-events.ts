/** Typed socket.io event maps shared by the server and the browser. */

import type { TNotification } from './notifications';
import type { TTicket, TTicketComment } from './support';

export interface TPodcastPublishedEvent {
  id: string;
  title: string | null;
}

export interface TTicketViewersEvent {
  ticketId: string;
  viewers: { _id: string; name: string }[];
}

export interface ServerToClientEvents {
  'podcast:published': (event: TPodcastPublishedEvent) => void;
  /** A comment on a ticket the tab is watching (internal notes reach the team's tabs only). */
  'ticket:comment': (event: { ticketId: string; comment: TTicketComment }) => void;
  /** A watched ticket's status, priority, category or assignee changed. */
  'ticket:updated': (event: { ticket: Omit<TTicket, 'unreadCount' | 'viewerIsTeam'> }) => void;
  /** Who has a watched ticket open right now. */
  'ticket:viewers': (event: TTicketViewersEvent) => void;
  /** Something changed that may move the person's unread count or ticket lists; refetch them. */
  'support:activity': (event: { ticketId: string }) => void;
  /** A new in-app notification for the person. */
  'notification:new': (event: { notification: TNotification }) => void;
}

export interface ClientToServerEvents {
  ping: (ack: (at: string) => void) => void;
  /** Start watching a ticket (live comments, presence); the answer says whether the viewer may. */
  'ticket:watch': (ticketId: string, ack: (result: { ok: boolean }) => void) => void;
  'ticket:unwatch': (ticketId: string) => void;
}

export const SOCKET_PATH = '/engine.io';
