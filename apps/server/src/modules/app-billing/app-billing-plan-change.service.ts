import type { TAppPlanChangePreview, TAppSubscription } from '@atrium/contracts/app-billing';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { badRequest } from '../../platform/errors';
import type { Actor } from '../../platform/tenancy/actor';
import { appPlans } from '../apps/apps.tables';
import { appSubscriptions } from './app-billing.tables';
import type { SubscriptionRow } from './app-billing-access';
import { priceData } from './app-billing-confirm.service';
import { intervalOfPlan, isPaidPlan } from './app-billing-quote';
import { loadActive, type SubscriptionDeps } from './app-billing-subscriptions.service';
import { applyStripeState, stateOfStripeSubscription } from './app-billing-sync';
import { toSubscription } from './app-billing-view';

type PlanRow = typeof appPlans.$inferSelect;

/** The plan moved to: another paid, recurring plan of the same app, in the same currency (Stripe keeps one currency). */
async function targetPlan(db: Db, row: SubscriptionRow, planId: string): Promise<PlanRow> {
  if (row.subject !== 'app_plan' || !row.appId) throw badRequest('A bundle has one plan');
  if (row.interval === 'one_time') throw badRequest('A lifetime plan is paid once: it has no plan to change');
  if (row.planId === planId) throw badRequest('This is already the plan');
  const [plan] = await db
    .select()
    .from(appPlans)
    .where(and(eq(appPlans._id, planId), eq(appPlans.appId, row.appId)))
    .limit(1);
  if (!plan) throw badRequest('Choose one of the plans of this app');
  if (!isPaidPlan(plan)) throw badRequest(`${plan.name} is free: cancel the subscription to move to it`);
  if (intervalOfPlan(plan) === 'one_time') throw badRequest(`${plan.name} is paid once: cancel this subscription, then buy it`);
  if (plan.currency.toUpperCase() !== row.currency) throw badRequest(`${plan.name} is priced in another currency`);
  return plan;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * What a change costs, the way Stripe prorates by time: for the same interval, the difference of the totals for
 * what is left of the period; for another interval (a new period starts now), the new total less the unused part of
 * the old. Nothing during a trial (nothing was paid).
 */
function proration(row: SubscriptionRow, sub: Stripe.Subscription, plan: PlanRow, now: Date) {
  const item = sub.items.data[0];
  const newTotal = plan.priceCents * row.quantity;
  const oldTotal = row.unitMinor * row.quantity;
  const interval = intervalOfPlan(plan);
  if (sub.status === 'trialing' || !item) return { prorationMinor: 0, renewsAt: row.currentPeriodEnd, interval, newTotal };
  const start = item.current_period_start;
  const end = item.current_period_end;
  const left = end > start ? Math.min(1, Math.max(0, (end - seconds(now)) / (end - start))) : 0;
  if (interval === row.interval) {
    return { prorationMinor: Math.round((newTotal - oldTotal) * left), renewsAt: row.currentPeriodEnd, interval, newTotal };
  }
  const renews = new Date(now);
  if (interval === 'year') renews.setUTCFullYear(renews.getUTCFullYear() + 1);
  else renews.setUTCMonth(renews.getUTCMonth() + 1);
  return { prorationMinor: Math.round(newTotal - oldTotal * left), renewsAt: renews, interval, newTotal };
}

async function prepare(deps: SubscriptionDeps, actor: Actor, id: string, planId: string) {
  const row = await loadActive(deps.db, actor, id);
  const plan = await targetPlan(deps.db, row, planId);
  const sub = await deps.payments.stripe.subscriptions.retrieve(row.stripeSubscriptionId!);
  return { row, plan, sub };
}

/** POST /app/billing/subscriptions/:id/change-plan/preview. */
export async function previewPlanChange(
  deps: SubscriptionDeps,
  opts: { actor: Actor; id: string; planId: string; now?: Date },
): Promise<TAppPlanChangePreview> {
  const { row, plan, sub } = await prepare(deps, opts.actor, opts.id, opts.planId);
  const p = proration(row, sub, plan, opts.now ?? new Date());
  return {
    subscription: await toSubscription(deps.db, row),
    plan: { _id: plan._id, name: plan.name },
    unitMinor: plan.priceCents,
    totalMinor: p.newTotal,
    currency: row.currency,
    interval: p.interval,
    prorationMinor: p.prorationMinor,
    renewsAt: p.renewsAt?.toISOString() ?? null,
  };
}

/**
 * POST /app/billing/subscriptions/:id/change-plan: the subscription item's price becomes the new plan's (a new
 * price: Stripe's prices never change), prorated by Stripe; the row and its installs follow the plan.
 */
export async function changePlan(
  deps: SubscriptionDeps,
  opts: { actor: Actor; id: string; planId: string },
): Promise<TAppSubscription> {
  const { row, plan, sub } = await prepare(deps, opts.actor, opts.id, opts.planId);
  const item = sub.items.data[0];
  if (!item) throw badRequest('This subscription has nothing to change');
  const interval = intervalOfPlan(plan) === 'year' ? 'year' : 'month';
  const updated = await deps.payments.stripe.subscriptions.update(row.stripeSubscriptionId!, {
    items: [
      {
        id: item.id,
        price_data: priceData(
          { currency: row.currency, unitMinor: plan.priceCents, interval },
          typeof item.price.product === 'string' ? item.price.product : item.price.product.id,
        ),
      },
    ],
    proration_behavior: 'create_prorations',
  });
  await deps.db
    .update(appSubscriptions)
    .set({ planId: plan._id, unitMinor: plan.priceCents, interval, updatedAt: new Date() })
    .where(eq(appSubscriptions._id, row._id));
  return toSubscription(deps.db, await applyStripeState(deps, row._id, stateOfStripeSubscription(updated)));
}
