import type { TPage } from '@atrium/contracts/endpoint';
import type { TFailedStripeEvent, TPaymentFinding } from '@atrium/contracts/payments';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { agencies } from '../../platform/tenancy/tenancy.tables';
import { paymentReconciliationFindings, stripeEvents } from './payments.tables';
import { recordAgencies } from './reconciliation-sources';
import { MAX_EVENT_ATTEMPTS } from './stripe-event-worker';

type FindingRow = typeof paymentReconciliationFindings.$inferSelect;

async function toFindings(db: Db, rows: FindingRow[]): Promise<TPaymentFinding[]> {
  const agencyOf = await recordAgencies(
    db,
    rows.map((r) => ({ kind: r.recordKind, id: r.recordId })),
  );
  const agencyIds = [...new Set(agencyOf.values())];
  const names =
    agencyIds.length === 0
      ? []
      : await db.select({ _id: agencies._id, name: agencies.name }).from(agencies).where(inArray(agencies._id, agencyIds));
  return rows.map((r) => {
    const agencyId = agencyOf.get(r.recordId);
    const agency = names.find((n) => n._id === agencyId) ?? null;
    return {
      _id: r._id,
      recordKind: r.recordKind,
      recordId: r.recordId,
      problem: r.problem as TPaymentFinding['problem'],
      ours: r.ours,
      stripes: r.stripes,
      stripeObjectId: r.stripeObjectId,
      agency,
      detectedAt: r.detectedAt.toISOString(),
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
    };
  });
}

/** Open (or resolved) findings, newest first, a page at a time (the cursor is the last id: ids are time-ordered). */
export async function listFindings(
  db: Db,
  query: { state: 'open' | 'resolved'; limit: number; cursor?: string },
): Promise<TPage<TPaymentFinding>> {
  const state =
    query.state === 'open'
      ? isNull(paymentReconciliationFindings.resolvedAt)
      : isNotNull(paymentReconciliationFindings.resolvedAt);
  const after =
    query.cursor && /^[0-9a-f-]{36}$/i.test(query.cursor) ? lt(paymentReconciliationFindings._id, query.cursor) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(paymentReconciliationFindings)
      .where(and(state, after))
      .orderBy(desc(paymentReconciliationFindings._id))
      .limit(query.limit + 1),
    db.select({ n: count() }).from(paymentReconciliationFindings).where(state),
  ]);
  const page = rows.slice(0, query.limit);
  return {
    data: await toFindings(db, page),
    meta: { total: total?.n ?? 0, nextCursor: rows.length > query.limit ? (page.at(-1)?._id ?? null) : null },
  };
}

export async function resolveFinding(db: Db, id: string): Promise<TPaymentFinding> {
  const [row] = await db
    .update(paymentReconciliationFindings)
    .set({ resolvedAt: new Date() })
    .where(and(eq(paymentReconciliationFindings._id, id), isNull(paymentReconciliationFindings.resolvedAt)))
    .returning();
  const found =
    row ?? (await db.select().from(paymentReconciliationFindings).where(eq(paymentReconciliationFindings._id, id)).limit(1))[0];
  if (!found) throw notFound('Finding');
  const [view] = await toFindings(db, [found]);
  return view!;
}

type EventRow = typeof stripeEvents.$inferSelect;

export const toFailedEvent = (row: EventRow): TFailedStripeEvent => ({
  _id: row._id,
  eventId: row.eventId,
  type: row.type,
  state: row.state,
  attempts: row.attempts,
  lastError: row.lastError,
  receivedAt: row.receivedAt.toISOString(),
});

const FAILED_SHOWN = 100;

/** Events that used up their tries: the newest hundred. */
export async function listFailedEvents(db: Db): Promise<TFailedStripeEvent[]> {
  const rows = await db
    .select()
    .from(stripeEvents)
    .where(and(eq(stripeEvents.state, 'failed'), gte(stripeEvents.attempts, MAX_EVENT_ATTEMPTS)))
    .orderBy(desc(stripeEvents.receivedAt))
    .limit(FAILED_SHOWN);
  return rows.map(toFailedEvent);
}

/** Gives a failed event its tries back; the caller runs it. */
export async function resetFailedEvent(db: Db, id: string): Promise<void> {
  const [row] = await db
    .update(stripeEvents)
    .set({ state: 'pending', attempts: 0, lastError: null })
    .where(and(eq(stripeEvents._id, id), eq(stripeEvents.state, 'failed')))
    .returning({ _id: stripeEvents._id });
  if (!row) throw notFound('Failed event');
}

export async function eventById(db: Db, id: string): Promise<TFailedStripeEvent> {
  const [row] = await db.select().from(stripeEvents).where(eq(stripeEvents._id, id));
  if (!row) throw notFound('Event');
  return toFailedEvent(row);
}
