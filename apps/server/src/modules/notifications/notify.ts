import type { TNotification } from '@atrium/contracts/notifications';
import type { Db } from '../../db/client';
import { type Realtime, rooms } from '../../platform/realtime/realtime';
import { notifications } from './notifications.tables';

/**
 * In-app notifications: rows first, live events after the commit, so a browser never hears of a
 * notification it cannot load yet, and nobody hears of one that was rolled back.
 */

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<typeof notifications.$inferInsert, 'userId' | 'kind' | 'subject' | 'detail' | 'link'>;

export const toNotification = (row: NotificationRow): TNotification => ({
  _id: row._id,
  kind: row.kind,
  subject: row.subject,
  detail: row.detail,
  link: row.link,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Inserts inside the caller's transaction; call `emitNotifications` with the result once it has committed. */
export async function insertNotifications(db: Db, entries: NewNotification[]): Promise<NotificationRow[]> {
  if (entries.length === 0) return [];
  return db.insert(notifications).values(entries).returning();
}

/** Tells each person's open tabs (rooms.user) about their new notifications. */
export function emitNotifications(realtime: Realtime, rows: readonly NotificationRow[]): void {
  for (const row of rows) realtime.to(rooms.user(row.userId), 'notification:new', { notification: toNotification(row) });
}
