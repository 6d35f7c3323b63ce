import type { TAppBillingInterval, TAppBillingPlaces, TAppSubscription } from '@atrium/contracts/app-billing';
import type { TBundleSlug } from '@atrium/contracts/apps';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { appBundles, appPlans, apps } from '../apps/apps.tables';
import type { SubscriptionRow } from './app-billing-access';

type Named = { _id: string; name: string };
export type AppRef = Named & { iconUrl: string | null };
export type BundleRef = Named & { slug: TBundleSlug };

/** What a quote and a subscription both show: what is paid for, where, and at what price. */
export interface PurchaseView {
  subject: 'app_plan' | 'bundle';
  app: AppRef | null;
  plan: Named | null;
  bundle: BundleRef | null;
  placesTarget: TAppBillingPlaces;
  places: number;
  unitMinor: number;
  totalMinor: number;
  currency: string;
  interval: TAppBillingInterval;
}

/** What one interval costs per month: the /app_billings spend line (a one-time purchase costs nothing monthly). */
export function monthlyMinor(totalMinor: number, interval: TAppBillingInterval): number {
  if (interval === 'month') return totalMinor;
  if (interval === 'year') return Math.round(totalMinor / 12);
  return 0;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Subscriptions as the API shows them, with their app, plan, bundle and location names in four queries. */
export async function toSubscriptions(db: DbOrTx, rows: readonly SubscriptionRow[]): Promise<TAppSubscription[]> {
  if (rows.length === 0) return [];
  const ids = (pick: (r: SubscriptionRow) => (string | null)[]) => [...new Set(rows.flatMap(pick).filter((x) => x !== null))];
  const appIds = ids((r) => [r.appId]);
  const planIds = ids((r) => [r.planId]);
  const bundleIds = ids((r) => [r.bundleId]);
  const locationIds = ids((r) => (r.target.kind === 'locations' ? r.target.locationIds : []));
  const [appRows, planRows, bundleRows, locationRows] = await Promise.all([
    appIds.length
      ? db.select({ _id: apps._id, name: apps.name, iconUrl: apps.iconUrl }).from(apps).where(inArray(apps._id, appIds))
      : [],
    planIds.length
      ? db.select({ _id: appPlans._id, name: appPlans.name }).from(appPlans).where(inArray(appPlans._id, planIds))
      : [],
    bundleIds.length
      ? db
          .select({ _id: appBundles._id, name: appBundles.name, slug: appBundles.slug })
          .from(appBundles)
          .where(inArray(appBundles._id, bundleIds))
      : [],
    locationIds.length
      ? db.select({ _id: locations._id, name: locations.name }).from(locations).where(inArray(locations._id, locationIds))
      : [],
  ]);
  const byId = <T extends { _id: string }>(list: T[]) => new Map(list.map((x) => [x._id, x]));
  const appsById = byId(appRows);
  const plansById = byId(planRows);
  const bundlesById = byId(bundleRows as BundleRef[]);
  const locationsById = byId(locationRows);

  return rows.map((row) => {
    const totalMinor = row.unitMinor * row.quantity;
    return {
      _id: row._id,
      subject: row.subject,
      app: (row.appId && appsById.get(row.appId)) || null,
      plan: (row.planId && plansById.get(row.planId)) || null,
      bundle: (row.bundleId && bundlesById.get(row.bundleId)) || null,
      placesTarget:
        row.target.kind === 'agency'
          ? { kind: 'agency' }
          : {
              kind: 'locations',
              // A location deleted since is no longer a place; the quantity still says what is billed.
              locations: row.target.locationIds.flatMap((id) => {
                const l = locationsById.get(id);
                return l ? [l] : [];
              }),
            },
      places: row.quantity,
      unitMinor: row.unitMinor,
      totalMinor,
      currency: row.currency,
      interval: row.interval,
      monthlyMinor: monthlyMinor(totalMinor, row.interval),
      status: row.status,
      trialEndsAt: iso(row.trialEnd),
      currentPeriodEnd: row.endedAt ? null : iso(row.currentPeriodEnd),
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      canceledAt: iso(row.canceledAt),
      endedAt: iso(row.endedAt),
      lastPaymentError: row.lastPaymentError,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function toSubscription(db: DbOrTx, row: SubscriptionRow): Promise<TAppSubscription> {
  const [one] = await toSubscriptions(db, [row]);
  return one!;
}
