import { z } from 'zod';
import { ZId, ZPageQuery, zData, zList, zText } from './common';

/**
 * In-app notifications (issue 5): a person's own, newest first, each with a link into the app. Kinds so far:
 * an idea the person voted for has shipped (support answers are counted as unread comments instead).
 */
export const NOTIFICATION_KINDS = ['roadmap_shipped'] as const;
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
