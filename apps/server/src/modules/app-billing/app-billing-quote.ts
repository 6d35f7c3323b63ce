import {
  APP_BILLING_ERROR_CODES,
  type TAppBillingInterval,
  type TAppBillingQuote,
  type ZAppBillingPurchase,
} from '@atrium/contracts/app-billing';
import type { TBundleSlug, TPricingModel } from '@atrium/contracts/apps';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { appBundles, appPlans, apps } from '../apps/apps.tables';
import { assertTargetFits, type Installer, loadLiveApp, resolvePlaces } from '../apps/installs-access';
import { partnerPaymentAccount } from '../payments/payment-accounts';
import type { AppSubscriptionTarget } from './app-billing.tables';
import { appSubscriptions } from './app-billing.tables';
import { type AgencyUser, HOLDING_STATUSES } from './app-billing-access';
import type { PurchaseView } from './app-billing-view';

const DAY = 86_400_000;

/** A purchase as the contract parsed it (location ids deduplicated). */
export type Purchase = z.output<typeof ZAppBillingPurchase>;
type Target = Purchase['target'];

/** A plan is paid when it costs something and is not the free model (a freemium plan with a price is its paid tier). */
export const isPaidPlan = (plan: { model: TPricingModel; priceCents: number }) => plan.priceCents > 0 && plan.model !== 'free';

export const INTERVAL_OF: Record<TPricingModel, TAppBillingInterval> = {
  free: 'month',
  freemium: 'month',
  monthly: 'month',
  yearly: 'year',
  one_time: 'one_time',
};

/** How often a plan bills: freemium's paid tier monthly, yearly each year, a lifetime plan once. */
export const intervalOfPlan = (plan: { model: TPricingModel }) => INTERVAL_OF[plan.model];

/** A purchase priced from Atrium's own records, with what the Stripe subscription needs. */
export interface PricedPurchase extends PurchaseView {
  appId: string | null;
  planId: string | null;
  bundleId: string | null;
  target: AppSubscriptionTarget;
  trialDays: number;
  trialEndsAt: Date | null;
  /** The partner's connected account that gets its share; null for bundles. */
  transferAccountId: string | null;
  feePercent: number;
}

const paymentsUnavailable = () =>
  new AppError(409, APP_BILLING_ERROR_CODES.paymentsUnavailable, 'This app cannot take payments yet');

/** The places of a target with their names, in the agency (checked: another agency's location is a 404). */
async function placesOf(db: Db, actor: AgencyUser, target: Target) {
  const places = await resolvePlaces(db, actor as Installer, target);
  if (places.kind === 'agency') return { target: places, view: { kind: 'agency' as const }, quantity: 1 };
  if (places.locationIds.length === 0) throw badRequest('Your agency has no locations yet: add one first');
  const named = await db
    .select({ _id: locations._id, name: locations.name })
    .from(locations)
    .where(inArray(locations._id, places.locationIds))
    .orderBy(asc(locations.name));
  return {
    target: { kind: 'locations' as const, locationIds: named.map((l) => l._id) },
    view: { kind: 'locations' as const, locations: named },
    quantity: named.length,
  };
}

/** An app plan bought for the agency or its locations; a partner that cannot take payments is a 409. */
async function priceAppPlan(
  db: Db,
  actor: AgencyUser,
  body: { appId: string; planId: string; target: Target },
  feePercent: number,
) {
  const app = await loadLiveApp(db, body.appId);
  assertTargetFits(app, body.target.kind);
  const [plan] = await db
    .select()
    .from(appPlans)
    .where(and(eq(appPlans._id, body.planId), eq(appPlans.appId, app._id)))
    .limit(1);
  if (!plan) throw badRequest('Choose one of the plans of this app');
  if (!isPaidPlan(plan)) throw badRequest(`${plan.name} is free: install it without paying`);
  const [meta] = await db.select({ partnerId: apps.partnerId, iconUrl: apps.iconUrl }).from(apps).where(eq(apps._id, app._id));
  const account = await partnerPaymentAccount(db, meta!.partnerId);
  if (!account?.chargesEnabled) throw paymentsUnavailable();
  const places = await placesOf(db, actor, body.target);
  return {
    subject: 'app_plan' as const,
    app: { _id: app._id, name: app.name, iconUrl: meta!.iconUrl },
    plan: { _id: plan._id, name: plan.name },
    bundle: null,
    appId: app._id,
    planId: plan._id,
    bundleId: null,
    places,
    unitMinor: plan.priceCents,
    currency: plan.currency.toUpperCase(),
    interval: INTERVAL_OF[plan.model],
    trialDays: INTERVAL_OF[plan.model] === 'one_time' ? 0 : plan.trialDays,
    transferAccountId: account.stripeAccountId,
    feePercent,
  };
}

/** A bundle store: the platform's own (no transfer), for the agency or for one location, by its audience. */
async function priceBundle(db: Db, actor: AgencyUser, body: { bundleSlug: string; target: Target }) {
  const [bundle] = await db.select().from(appBundles).where(eq(appBundles.slug, body.bundleSlug)).limit(1);
  if (!bundle) throw notFound('Bundle');
  if (bundle.priceCents <= 0 || bundle.planModel === 'free') throw badRequest(`${bundle.name} is free`);
  if (bundle.audience === 'agency' && body.target.kind !== 'agency') {
    throw badRequest(`${bundle.name} is for the agency itself, not for its locations`);
  }
  if (bundle.audience === 'location' && (body.target.kind !== 'locations' || body.target.locationIds.length !== 1)) {
    throw badRequest(`${bundle.name} is for one location: choose the location`);
  }
  const places = await placesOf(db, actor, body.target);
  return {
    subject: 'bundle' as const,
    app: null,
    plan: null,
    bundle: { _id: bundle._id, slug: bundle.slug as TBundleSlug, name: bundle.name },
    appId: null,
    planId: null,
    bundleId: bundle._id,
    places,
    unitMinor: bundle.priceCents,
    currency: bundle.currency.toUpperCase(),
    interval: INTERVAL_OF[bundle.planModel],
    trialDays: 0,
    transferAccountId: null,
    feePercent: 0,
  };
}

/** Refuses a second subscription for the same app or bundle at a place one already covers. */
async function assertNotSubscribed(db: Db, agencyId: string, priced: Omit<PricedPurchase, 'trialEndsAt'>, name: string) {
  const current = await db
    .select({ target: appSubscriptions.target })
    .from(appSubscriptions)
    .where(
      and(
        eq(appSubscriptions.agencyId, agencyId),
        inArray(appSubscriptions.status, [...HOLDING_STATUSES]),
        priced.appId ? eq(appSubscriptions.appId, priced.appId) : eq(appSubscriptions.bundleId, priced.bundleId!),
      ),
    );
  const wanted = priced.target;
  const overlaps = current.some(({ target }) =>
    wanted.kind === 'agency'
      ? target.kind === 'agency'
      : target.kind === 'locations' && target.locationIds.some((id) => wanted.locationIds.includes(id)),
  );
  if (overlaps) {
    throw new AppError(
      409,
      APP_BILLING_ERROR_CODES.alreadySubscribed,
      `${name} is already paid for there: change or cancel that subscription on Plans & billing`,
    );
  }
}

/** Prices a purchase from the server's own records (never the browser's numbers). */
export async function pricePurchase(opts: {
  db: Db;
  actor: AgencyUser;
  purchase: Purchase;
  feePercent: number;
  now?: Date;
}): Promise<PricedPurchase> {
  const { db, actor, purchase } = opts;
  const base =
    'appId' in purchase ? await priceAppPlan(db, actor, purchase, opts.feePercent) : await priceBundle(db, actor, purchase);
  const { places, ...rest } = base;
  const priced = {
    ...rest,
    target: places.target,
    placesTarget: places.view,
    places: places.quantity,
    totalMinor: base.unitMinor * places.quantity,
  };
  await assertNotSubscribed(db, actor.agencyId, priced, base.app?.name ?? base.bundle?.name ?? '');
  const now = opts.now ?? new Date();
  return { ...priced, trialEndsAt: priced.trialDays > 0 ? new Date(now.getTime() + priced.trialDays * DAY) : null };
}

export function toQuote(priced: PricedPurchase): TAppBillingQuote {
  return {
    subject: priced.subject,
    app: priced.app,
    plan: priced.plan,
    bundle: priced.bundle,
    placesTarget: priced.placesTarget,
    places: priced.places,
    unitMinor: priced.unitMinor,
    totalMinor: priced.totalMinor,
    currency: priced.currency,
    interval: priced.interval,
    trialDays: priced.trialDays,
    trialEndsAt: priced.trialEndsAt?.toISOString() ?? null,
    partnerShare: priced.transferAccountId !== null,
  };
}
