import { SUBSCRIPTION_STATUSES } from '@atrium/contracts/payment-states';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db, DbOrTx } from '../../db/client';
import type { Realtime } from '../../platform/realtime/realtime';
import { rooms } from '../../platform/realtime/realtime';
import { appBundleApps } from '../apps/apps.tables';
import { catalogueChanged } from '../apps/catalogue-events';
import { installForSubscription, uninstallForSubscription } from '../apps/installs.service';
import { appSubscriptions } from './app-billing.tables';
import { isEnded, isHolding, type SubscriptionRow } from './app-billing-access';
import { toSubscription } from './app-billing-view';

/** What applying Stripe's word needs: the database, and the sockets to tell the agency's team (null in jobs without). */
export interface SyncDeps {
  db: Db;
  realtime: Pick<Realtime, 'to'> | null;
}

/** The state of a subscription as Stripe says it, in the row's terms. */
export interface StripeState {
  status: SubscriptionRow['status'];
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  endedAt: Date | null;
  stripeSubscriptionId?: string;
  stripePriceId?: string | null;
  /** Present to set or clear the message of the last failed payment. */
  lastPaymentError?: string | null;
}

/** Stripe may add statuses; one Atrium does not know yet is treated as not started (no installs either way). */
const knownStatus = (status: string): SubscriptionRow['status'] =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(status) ? (status as SubscriptionRow['status']) : 'incomplete';

const fromSeconds = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);

/** Stripe's subscription, read back, as the row's state (API 2026-10-28: the period is on its item). */
export function stateOfStripeSubscription(sub: Stripe.Subscription): StripeState {
  const item = sub.items.data[0];
  return {
    status: knownStatus(sub.status),
    currentPeriodEnd: fromSeconds(item?.current_period_end),
    trialEnd: fromSeconds(sub.trial_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end || (sub.cancel_at !== null && sub.ended_at === null && sub.status !== 'canceled'),
    canceledAt: fromSeconds(sub.canceled_at),
    endedAt: fromSeconds(sub.ended_at) ?? (sub.status === 'canceled' ? new Date() : null),
    stripeSubscriptionId: sub.id,
    stripePriceId: item?.price.id ?? null,
  };
}

/** The apps a subscription installs: its app, or every app of its bundle. */
async function appsOf(tx: DbOrTx, row: SubscriptionRow): Promise<string[]> {
  if (row.appId) return [row.appId];
  if (!row.bundleId) return [];
  const rows = await tx
    .select({ appId: appBundleApps.appId })
    .from(appBundleApps)
    .where(eq(appBundleApps.bundleId, row.bundleId));
  return rows.map((r) => r.appId);
}

/**
 * Applies Stripe's word about one subscription to its row and its installs, under the row's lock so a webhook and
 * the browser's read back never both install: trialing or active (or past due: kept, flagged) -> installs exist;
 * canceled or expired -> installs removed. Monotonic: an ended subscription stays ended whatever arrives later.
 * Tells the agency's team when something changed.
 */
export async function applyStripeState(deps: SyncDeps, rowId: string, next: StripeState): Promise<SubscriptionRow> {
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(appSubscriptions).where(eq(appSubscriptions._id, rowId)).for('update');
    if (!row) throw new Error(`app subscription ${rowId} vanished`);
    if (isEnded(row.status)) return { row, changed: false, touched: [] as string[] };
    const [updated] = await tx
      .update(appSubscriptions)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(appSubscriptions._id, rowId))
      .returning();
    const now = updated!;
    let touched: string[] = [];
    if (isHolding(now.status)) {
      touched = await installForSubscription({
        tx,
        agencyId: now.agencyId,
        subscriptionId: now._id,
        appIds: await appsOf(tx, now),
        planId: now.planId,
        places: now.target,
        userId: now.createdBy,
      });
    } else if (isEnded(now.status)) {
      touched = await uninstallForSubscription({ tx, subscriptionId: now._id });
    }
    const changed =
      row.status !== now.status ||
      row.cancelAtPeriodEnd !== now.cancelAtPeriodEnd ||
      row.currentPeriodEnd?.getTime() !== now.currentPeriodEnd?.getTime() ||
      row.lastPaymentError !== now.lastPaymentError ||
      touched.length > 0;
    return { row: now, changed, touched };
  });
  if (result.touched.length > 0) catalogueChanged(result.touched);
  if (result.changed) await announce(deps, result.row);
  return result.row;
}

/** The live `billing:subscription` event to the agency's team (admins and staff). */
export async function announce(deps: SyncDeps, row: SubscriptionRow): Promise<void> {
  if (!deps.realtime) return;
  deps.realtime.to(rooms.agencyTeam(row.agencyId), 'billing:subscription', { subscription: await toSubscription(deps.db, row) });
}

/** The row a Stripe object's metadata names (`atrium_kind` app_subscription), or null when it is not one of ours. */
export async function rowOfMetadata(db: Db, metadata: Stripe.Metadata | null | undefined): Promise<SubscriptionRow | null> {
  if (metadata?.atrium_kind !== 'app_subscription' || !metadata.atrium_id) return null;
  const id = metadata.atrium_id;
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(appSubscriptions).where(eq(appSubscriptions._id, id)).limit(1);
  return row ?? null;
}

/** The row of a Stripe subscription id, or null. */
export async function rowOfStripeSubscription(db: Db, stripeSubscriptionId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(appSubscriptions)
    .where(eq(appSubscriptions.stripeSubscriptionId, stripeSubscriptionId))
    .limit(1);
  return row ?? null;
}

/** Rows that hold installs of an agency's app at some of these places (for uninstalling through remove_subscription). */
export async function holdingRowsOf(db: Db, agencyId: string, ids: readonly string[]): Promise<SubscriptionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(appSubscriptions)
    .where(
      and(
        eq(appSubscriptions.agencyId, agencyId),
        inArray(appSubscriptions._id, [...ids]),
        sql`${appSubscriptions.status} in ('trialing', 'active', 'past_due', 'unpaid', 'paused')`,
      ),
    );
}
