import { APP_BILLING_ERROR_CODES } from '@atrium/contracts/app-billing';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, conflict, forbidden } from '../../platform/errors';
import { appPlans } from '../apps/apps.tables';
import { appInstalls } from '../apps/installs.tables';
import type { Installer, TInstallTarget } from '../apps/installs-access';
import { isPaidPlan, pricePurchase, toQuote } from './app-billing-quote';
import { holdingRowsOf } from './app-billing-sync';

type Places = { kind: 'agency' } | { kind: 'locations'; locationIds: string[] };

const atPlaces = (appId: string, agencyId: string, places: Places) =>
  and(
    eq(appInstalls.appId, appId),
    eq(appInstalls.agencyId, agencyId),
    eq(appInstalls.status, 'active'),
    places.kind === 'agency' ? isNull(appInstalls.locationId) : inArray(appInstalls.locationId, places.locationIds),
  );

/**
 * Installing through POST /app/update_app_with_company_id (issue 23): a paid plan is not installed for free. Where a
 * current subscription already pays for this plan at every place, installing again is the update it always was;
 * anywhere else it is a 402 `payment_required` carrying the quote, and the web runs checkout. A free plan over
 * installs a subscription pays for would leave it billing: a 409 that says to cancel it first.
 */
export async function assertInstallPaidFor(opts: {
  db: Db;
  actor: Installer;
  appId: string;
  appName: string;
  planId: string | null;
  target: TInstallTarget;
  places: Places;
}): Promise<void> {
  const { db, actor, places } = opts;
  if (!opts.planId || (places.kind === 'locations' && places.locationIds.length === 0)) return;
  const [plan] = await db.select().from(appPlans).where(eq(appPlans._id, opts.planId)).limit(1);
  if (!plan) return;
  const existing = await db
    .select({ planId: appInstalls.planId, subscriptionId: appInstalls.subscriptionId })
    .from(appInstalls)
    .where(and(atPlaces(opts.appId, actor.agencyId, places), isNotNull(appInstalls.subscriptionId)));
  const holding = new Set(
    (
      await holdingRowsOf(
        db,
        actor.agencyId,
        existing.map((e) => e.subscriptionId!),
      )
    ).map((r) => r._id),
  );
  const paidFor = existing.filter((e) => holding.has(e.subscriptionId!));
  if (!isPaidPlan(plan)) {
    if (paidFor.length > 0) {
      throw conflict(`${opts.appName} is paid for there: cancel its subscription on Plans & billing to move to ${plan.name}`);
    }
    return;
  }
  const placeCount = places.kind === 'agency' ? 1 : places.locationIds.length;
  if (paidFor.length === placeCount && paidFor.every((e) => e.planId === plan._id)) return;
  if (actor.role !== 'agency_admin') throw forbidden(`${plan.name} is a paid plan: your agency admin can buy it`);
  const priced = await pricePurchase({
    db,
    actor,
    purchase: { appId: opts.appId, planId: plan._id, target: opts.target },
    feePercent: 0,
  });
  throw new AppError(
    402,
    APP_BILLING_ERROR_CODES.paymentRequired,
    `${plan.name} is a paid plan: add a payment method to start it`,
    toQuote(priced),
  );
}
