import { z } from 'zod';
import { ZId, ZPageQuery, zData, zList, zText } from './common';

/**
 * In-app notifications (issue 5): a person's own, newest first, each with a link into the app. Kinds so far:
 * an idea the person voted for has shipped (support answers are counted as unread comments instead).
 */
export const NOTIFICATION_KINDS = [
  'roadmap_shipped',
  'approval_request',
  'update_available',
  'ticket_reply',
  'review_reply',
] as const;
/** Where a kind of notification goes: shown in the app (live), sent by e-mail, or nowhere. */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'off'] as const;
export const ZNotificationChannel = z.enum(NOTIFICATION_CHANNELS);
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);

export const ZNotification = z.object({
  _id: ZId,
  kind: ZNotificationKind,
  /** Stored in English as data (the item's title, the changelog's title); the web words the message. */
  subject: zText(),
  detail: zText().nullable(),
  /** An in-app path, such as /roadmap/<id>. */
  link: zText(),
  readAt: zText().nullable(),
  createdAt: zText(),
});
export type TNotification = z.infer<typeof ZNotification>;
export const ZNotificationList = zList(ZNotification);
export const ZNotificationFilter = ZPageQuery.extend({ unread: z.enum(['true', 'false']).optional() });
export const ZNotificationUnread = zData(z.object({ count: z.number().int() }));
