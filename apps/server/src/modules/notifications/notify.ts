import type { TNotification, TNotificationKind } from '@atrium/contracts/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../platform/email/mailer';
import { sendEmail } from '../../platform/email/send-email';
import { type Realtime, rooms } from '../../platform/realtime/realtime';
import type { Actor } from '../../platform/tenancy/actor';
import { notificationMail } from './notification-mail';
import { recipientsOf } from './notification-preferences';
import { notifications } from './notifications.tables';

/**
 * The one way anything notifies people. Per person it reads their channel for the kind: `in_app` stores the
 * notification and pushes it to their open tabs (rooms.user, across processes through the socket adapter),
 * `email` sends a short mail with the link, `off` does nothing. Call it after the write that caused it has
 * committed, so nobody hears of something that was rolled back.
 */

export type NotificationRow = typeof notifications.$inferSelect;

export const toNotification = (row: NotificationRow): TNotification => ({
  _id: row._id,
  kind: row.kind,
  subject: row.subject,
  detail: row.detail,
  link: row.link,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** What delivering needs beyond the database: the app's socket server, its mailer and where people open the app. */
export interface NotificationDelivery {
  realtime: Realtime;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** e.g. https://apps.example.com, for the links in mails. */
  publicUrl: string;
}

/**
 * The app each database belongs to, set when the notifications module registers. Triggers live in services that
 * take only `db` (approvals, releases, reviews): this spares every one of them a realtime and mailer parameter.
 */
const deliveries = new WeakMap<Db, NotificationDelivery>();

export function registerNotificationDelivery(db: Db, delivery: NotificationDelivery): () => void {
  deliveries.set(db, delivery);
  return () => {
    if (deliveries.get(db) === delivery) deliveries.delete(db);
  };
}

export interface NotifyInput {
  db: Db;
  /** Whoever caused it: never notified about their own action. */
  actor?: Actor | null;
  userIds: readonly string[];
  kind: TNotificationKind;
  /** Stored as data (an app name, a ticket's subject); the web words the message in the reader's language. */
  subject: string;
  detail: string | null;
  /** An in-app path, such as /support_tickets/<id>. */
  link: string;
}

/**
 * Notifies each person once. It never throws: the action that caused it has already happened, so a failure
 * here is logged (kind and error only, never who or what) and the caller's request still succeeds.
 */
export async function notify(input: NotifyInput): Promise<void> {
  const delivery = deliveries.get(input.db);
  try {
    await deliver(input, delivery);
  } catch (error) {
    delivery?.log.warn({ err: error, kind: input.kind }, 'notifying failed');
  }
}

async function deliver(input: NotifyInput, delivery: NotificationDelivery | undefined) {
  const { db, actor, kind, subject, detail, link } = input;
  const actorId = actor?.kind === 'user' ? actor.userId : null;
  const userIds = [...new Set(input.userIds)].filter((id) => id !== actorId);
  const recipients = await recipientsOf(db, userIds, kind);
  const shown = recipients.filter((r) => r.channel === 'in_app');
  if (shown.length > 0) {
    const rows = await db
      .insert(notifications)
      .values(shown.map((r) => ({ userId: r.userId, kind, subject, detail, link })))
      .returning();
    for (const row of rows)
      delivery?.realtime.to(rooms.user(row.userId), 'notification:new', { notification: toNotification(row) });
  }
  const mailed = recipients.filter((r) => r.channel === 'email');
  if (mailed.length === 0) return;
  if (!delivery) throw new Error('no mailer for this database: the notifications module is not registered');
  const url = new URL(link, delivery.publicUrl).toString();
  const mail = notificationMail({ kind, subject, detail, url, publicUrl: delivery.publicUrl });
  // A mail server may take seconds per message: the action that caused this does not wait for it. One at a time,
  // so a release to many installers does not open as many SMTP connections; each is in the outbox first anyway.
  void (async () => {
    for (const r of mailed) await sendEmail({ db, mailer: delivery.mailer, to: r.email, kind, ...mail });
  })().catch((error: unknown) => delivery.log.warn({ err: error, kind }, 'notification mail failed'));
}
