import {
  DEFAULT_NOTIFICATION_CHANNEL,
  NOTIFICATION_KINDS,
  type TNotificationChannel,
  type TNotificationKind,
  type TNotificationPreference,
  type TNotificationPreferencesInput,
} from '@atrium/contracts/notifications';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Actor, requireUser } from '../../platform/tenancy/actor';
import { users } from '../../platform/tenancy/tenancy.tables';
import { notificationPreferences } from './notifications.tables';

/** How each person wants each kind of notification: a kind without a row is shown in the app. */

async function preferencesOf(db: Db, userId: string): Promise<TNotificationPreference[]> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((r) => [r.kind, r.channel]));
  return NOTIFICATION_KINDS.map((kind) => ({ kind, channel: chosen.get(kind) ?? DEFAULT_NOTIFICATION_CHANNEL }));
}

/** Every kind with the signed-in person's channel for it. */
export async function getPreferences(opts: { db: Db; actor: Actor }) {
  const user = requireUser(opts.actor);
  return preferencesOf(opts.db, user.userId);
}

/** Sets the channels of the kinds given (the rest stay) and answers with every kind, as GET does. */
export async function setPreferences(opts: { db: Db; actor: Actor; input: TNotificationPreferencesInput }) {
  const user = requireUser(opts.actor);
  await opts.db
    .insert(notificationPreferences)
    .values(opts.input.preferences.map((p) => ({ userId: user.userId, kind: p.kind, channel: p.channel })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { channel: sql`excluded.channel` },
    });
  return preferencesOf(opts.db, user.userId);
}

export interface Recipient {
  userId: string;
  email: string;
  channel: TNotificationChannel;
}

/** The people (who still exist) with their address and their channel for one kind. */
export async function recipientsOf(db: Db, userIds: readonly string[], kind: TNotificationKind): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: users._id, email: users.email, channel: notificationPreferences.channel })
    .from(users)
    .leftJoin(notificationPreferences, and(eq(notificationPreferences.userId, users._id), eq(notificationPreferences.kind, kind)))
    .where(inArray(users._id, [...userIds]));
  return rows.map((r) => ({ userId: r.userId, email: r.email, channel: r.channel ?? DEFAULT_NOTIFICATION_CHANNEL }));
}
