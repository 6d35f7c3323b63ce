import type { TAppSubscription, ZAppSubscriptionsQuery } from '@atrium/contracts/app-billing';
import { and, desc, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Payments } from '../../integrations/payments/payments';
import { badRequest, conflict } from '../../platform/errors';
import type { Actor } from '../../platform/tenancy/actor';
import { appBundles } from '../apps/apps.tables';
import { appSubscriptions } from './app-billing.tables';
import {
  HOLDING_STATUSES,
  isEnded,
  isHolding,
  loadSubscription,
  requireBillingAdmin,
  requireBillingReader,
  type SubscriptionRow,
} from './app-billing-access';
import { applyStripeState, type SyncDeps, stateOfStripeSubscription } from './app-billing-sync';
import { toSubscription, toSubscriptions } from './app-billing-view';

type Query = z.output<typeof ZAppSubscriptionsQuery>;
export type SubscriptionDeps = SyncDeps & { payments: Payments };

/** GET /app/billing/subscriptions: the agency's, newest first (agency admins and staff). */
export async function listSubscriptions(opts: { db: Db; actor: Actor; query: Query }): Promise<TAppSubscription[]> {
  const { db, query } = opts;
  const actor = requireBillingReader(opts.actor);
  let bundleId: string | undefined;
  if (query.bundle_slug) {
    const [bundle] = await db.select({ _id: appBundles._id }).from(appBundles).where(eq(appBundles.slug, query.bundle_slug));
    if (!bundle) return [];
    bundleId = bundle._id;
  }
  const rows = await db
    .select()
    .from(appSubscriptions)
    .where(
      and(
        eq(appSubscriptions.agencyId, actor.agencyId),
        query.app_id ? eq(appSubscriptions.appId, query.app_id) : undefined,
        bundleId ? eq(appSubscriptions.bundleId, bundleId) : undefined,
        // A checkout left before its card was saved never existed for the agency.
        query.state === 'current'
          ? inArray(appSubscriptions.status, [...HOLDING_STATUSES])
          : or(ne(appSubscriptions.status, 'incomplete'), isNotNull(appSubscriptions.stripeSubscriptionId)),
      ),
    )
    .orderBy(desc(appSubscriptions.createdAt))
    .limit(200);
  return toSubscriptions(db, rows);
}

/** GET /app/billing/subscriptions/:id. */
export async function getSubscription(opts: { db: Db; actor: Actor; id: string }): Promise<TAppSubscription> {
  // Who is not the agency's team gets a 404 for an id, like another agency's.
  return toSubscription(opts.db, await loadSubscription(opts.db, opts.actor, opts.id));
}

/** A subscription an admin may act on: the agency's, still holding its installs. */
export async function loadActive(db: Db, actor: Actor, id: string): Promise<SubscriptionRow> {
  const row = await loadSubscription(db, actor, id);
  requireBillingAdmin(actor);
  if (!isHolding(row.status))
    throw conflict(isEnded(row.status) ? 'This subscription has ended' : 'This subscription has not started');
  return row;
}

/**
 * Cancels: at the period's end (Stripe keeps it until then, and so do the installs; a trial ends at its end) or now
 * (installs removed now). A one-time purchase has no period: it ends now. The state is Stripe's, read back.
 */
export async function cancelSubscriptionRow(
  deps: SubscriptionDeps,
  row: SubscriptionRow,
  when: 'period_end' | 'now',
): Promise<SubscriptionRow> {
  const { payments } = deps;
  if (!row.stripeSubscriptionId) {
    const now = new Date();
    return applyStripeState(deps, row._id, {
      status: 'canceled',
      currentPeriodEnd: null,
      trialEnd: row.trialEnd,
      cancelAtPeriodEnd: false,
      canceledAt: now,
      endedAt: now,
    });
  }
  const sub =
    when === 'now'
      ? await payments.stripe.subscriptions.cancel(row.stripeSubscriptionId)
      : await payments.stripe.subscriptions.update(row.stripeSubscriptionId, { cancel_at_period_end: true });
  return applyStripeState(deps, row._id, stateOfStripeSubscription(sub));
}

/** POST /app/billing/subscriptions/:id/cancel. */
export async function cancelSubscription(
  deps: SubscriptionDeps,
  opts: { actor: Actor; id: string; when: 'period_end' | 'now' },
): Promise<TAppSubscription> {
  const row = await loadActive(deps.db, opts.actor, opts.id);
  return toSubscription(deps.db, await cancelSubscriptionRow(deps, row, opts.when));
}

/** POST /app/billing/subscriptions/:id/resume: undoes a cancellation at the period's end. */
export async function resumeSubscription(deps: SubscriptionDeps, opts: { actor: Actor; id: string }): Promise<TAppSubscription> {
  const row = await loadActive(deps.db, opts.actor, opts.id);
  if (!row.cancelAtPeriodEnd || !row.stripeSubscriptionId) throw badRequest('This subscription is not set to end');
  const sub = await deps.payments.stripe.subscriptions.update(row.stripeSubscriptionId, { cancel_at_period_end: false });
  return toSubscription(deps.db, await applyStripeState(deps, row._id, stateOfStripeSubscription(sub)));
}
