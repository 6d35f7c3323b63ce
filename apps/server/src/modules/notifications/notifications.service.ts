import type { ZNotificationFilter } from '@atrium/contracts/notifications';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { timeKeyset } from '../../platform/pagination/time-keyset';
import { type Actor, requireUser } from '../../platform/tenancy/actor';
import { notifications } from './notifications.tables';
import { toNotification } from './notify';

/** A person's own notifications: nobody else's is ever listed, counted or marked. */

export async function listNotifications(opts: { db: Db; actor: Actor; query: z.output<typeof ZNotificationFilter> }) {
  const { db, actor, query } = opts;
  const user = requireUser(actor);
  const keyset = timeKeyset(notifications.createdAt, notifications._id);
  const where = and(eq(notifications.userId, user.userId), query.unread === 'true' ? isNull(notifications.readAt) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: notifications, _id: notifications._id, key: keyset.keyColumn })
      .from(notifications)
      .where(and(where, keyset.after(query.cursor)))
      .orderBy(...keyset.orderBy)
      .limit(query.limit + 1),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return {
    data: rows.slice(0, query.limit).map((r) => toNotification(r.row)),
    meta: { total: total?.n ?? 0, nextCursor: keyset.next(rows, query.limit) },
  };
}

export async function unreadCount(opts: { db: Db; actor: Actor }) {
  const user = requireUser(opts.actor);
  const [row] = await opts.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, user.userId), isNull(notifications.readAt)));
  return { count: row?.n ?? 0 };
}

/** Marking twice keeps the first time it was read. */
export async function markRead(opts: { db: Db; actor: Actor; id: string }) {
  const user = requireUser(opts.actor);
  const [row] = await opts.db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications._id, opts.id), eq(notifications.userId, user.userId)));
  if (!row) throw notFound('Notification');
  if (!row.readAt) await opts.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications._id, opts.id));
  return { ok: true as const };
}

export async function markAllRead(opts: { db: Db; actor: Actor }) {
  const user = requireUser(opts.actor);
  await opts.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, user.userId), isNull(notifications.readAt)));
  return { ok: true as const };
}
