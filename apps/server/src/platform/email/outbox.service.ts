import type { TOutboxMail, TOutboxMailSummary } from '@atrium/contracts/email-outbox';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../errors';
import { timeKeyset } from '../pagination/time-keyset';
import { type Actor, requireSuperAdmin } from '../tenancy/actor';
import { emailOutbox } from './email.tables';

/** The outbox is the platform's, not a tenant's: only the super admin reads it. */

const summary = (row: typeof emailOutbox.$inferSelect): TOutboxMailSummary => ({
  _id: row._id,
  kind: row.kind,
  toAddress: row.toAddress,
  subject: row.subject,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  error: row.error,
});

/** Newest first. */
export async function listOutbox(opts: { db: Db; actor: Actor; query: { limit: number; cursor?: string } }) {
  const { db, query } = opts;
  requireSuperAdmin(opts.actor);
  const keyset = timeKeyset(emailOutbox.createdAt, emailOutbox._id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: emailOutbox, _id: emailOutbox._id, key: keyset.keyColumn })
      .from(emailOutbox)
      .where(keyset.after(query.cursor))
      .orderBy(...keyset.orderBy)
      .limit(query.limit + 1),
    db.select({ n: count() }).from(emailOutbox),
  ]);
  return {
    data: rows.slice(0, query.limit).map((r) => summary(r.row)),
    meta: { total: total?.n ?? 0, nextCursor: keyset.next(rows, query.limit) },
  };
}

export async function getOutboxMail(opts: { db: Db; actor: Actor; id: string }): Promise<TOutboxMail> {
  requireSuperAdmin(opts.actor);
  const [row] = await opts.db.select().from(emailOutbox).where(eq(emailOutbox._id, opts.id)).limit(1);
  if (!row) throw notFound('Mail');
  return { ...summary(row), text: row.text, html: row.html };
}
