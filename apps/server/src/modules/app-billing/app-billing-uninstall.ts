import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Payments } from '../../integrations/payments/payments';
import { conflict, forbidden } from '../../platform/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import { catalogueChanged } from '../apps/catalogue-events';
import { uninstallForSubscription } from '../apps/installs.service';
import { appInstalls } from '../apps/installs.tables';
import type { Installer } from '../apps/installs-access';
import { stripeUnavailable } from '../payments/stripe-errors';
import { appSubscriptions } from './app-billing.tables';
import { requirePayments, type SubscriptionRow } from './app-billing-access';
import { cancelSubscriptionRow } from './app-billing-subscriptions.service';
import { applyStripeState, holdingRowsOf, type SyncDeps, stateOfStripeSubscription } from './app-billing-sync';
import { toSubscription } from './app-billing-view';

type Places = { kind: 'agency' } | { kind: 'locations'; locationIds: string[] };
export interface EndingSubscription {
  subscriptionId: string;
  endsAt: string | null;
  installs: number;
}

/**
 * Fewer places on a subscription: Stripe's quantity goes down (prorated: a credit on the next invoice) and the
 * installs at the places given up go now.
 */
async function giveUpPlaces(deps: SyncDeps & { payments: Payments }, row: SubscriptionRow, locationIds: string[]) {
  if (row.target.kind !== 'locations') return;
  const remaining = row.target.locationIds.filter((id) => !locationIds.includes(id));
  const sub = await deps.payments.stripe.subscriptions.retrieve(row.stripeSubscriptionId!);
  const item = sub.items.data[0]!;
  const updated = await deps.payments.stripe.subscriptions.update(sub.id, {
    items: [{ id: item.id, quantity: remaining.length }],
    proration_behavior: 'create_prorations',
  });
  const touched = await deps.db.transaction(async (tx) => {
    await tx
      .update(appSubscriptions)
      .set({ target: { kind: 'locations', locationIds: remaining }, quantity: remaining.length, updatedAt: new Date() })
      .where(eq(appSubscriptions._id, row._id));
    return uninstallForSubscription({ tx, subscriptionId: row._id, locationIds });
  });
  if (touched.length > 0) catalogueChanged(touched);
  await applyStripeState(deps, row._id, stateOfStripeSubscription(updated));
}

/**
 * POST /app/remove_subscription over installs a subscription pays for (issue 23). Uninstalling every place of an app
 * plan's subscription cancels it: at the period's end (the installs stay until then: the answer says when) or now.
 * Uninstalling some of its places gives those up (the quantity goes down). A bundle's app goes with its bundle only.
 * Only agency admins spend or stop the agency's money; a location admin is told to ask. The free installs at the same
 * places are the caller's, uninstalled as always.
 */
export async function endPaidInstalls(opts: {
  db: Db;
  payments: Payments | null | undefined;
  realtime: Pick<Realtime, 'to'> | null;
  actor: Installer;
  appId: string;
  places: Places;
  wholeAgency: boolean;
  when: 'period_end' | 'now';
}): Promise<{ ending: EndingSubscription[]; removedNow: number }> {
  const { db, actor, places } = opts;
  const installs = await db
    .select({ locationId: appInstalls.locationId, subscriptionId: appInstalls.subscriptionId })
    .from(appInstalls)
    .where(
      and(
        eq(appInstalls.appId, opts.appId),
        eq(appInstalls.agencyId, actor.agencyId),
        eq(appInstalls.status, 'active'),
        isNotNull(appInstalls.subscriptionId),
        opts.wholeAgency
          ? undefined
          : places.kind === 'agency'
            ? isNull(appInstalls.locationId)
            : inArray(appInstalls.locationId, places.locationIds),
      ),
    );
  const rows = await holdingRowsOf(db, actor.agencyId, [...new Set(installs.map((i) => i.subscriptionId!))]);
  if (rows.length === 0) return { ending: [], removedNow: 0 };
  if (actor.role !== 'agency_admin') throw forbidden('Your agency pays for this app: ask your agency admin to cancel it');
  const deps = { db, realtime: opts.realtime, payments: requirePayments(opts.payments) };
  const ending: EndingSubscription[] = [];
  let removedNow = 0;
  for (const row of rows) {
    const here = installs.filter((i) => i.subscriptionId === row._id);
    if (row.subject === 'bundle') {
      const { bundle } = await toSubscription(db, row);
      throw conflict(
        `This app comes with ${bundle?.name ?? 'a bundle'}: cancel that subscription on Plans & billing to remove it`,
      );
    }
    const given = here.flatMap((i) => (i.locationId ? [i.locationId] : []));
    const whole = row.target.kind === 'agency' || row.target.locationIds.every((id) => given.includes(id));
    if (!whole) {
      await giveUpPlaces(deps, row, given).catch(stripeUnavailable);
      removedNow += here.length;
      continue;
    }
    const after = await cancelSubscriptionRow(deps, row, opts.when).catch(stripeUnavailable);
    if (after.endedAt) removedNow += here.length;
    else ending.push({ subscriptionId: row._id, endsAt: after.currentPeriodEnd?.toISOString() ?? null, installs: here.length });
  }
  return { ending, removedNow };
}
