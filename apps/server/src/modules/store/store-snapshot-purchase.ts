import { and, eq, isNull } from 'drizzle-orm';
import { locations } from '../../platform/tenancy/tenancy.tables';
import type { CrmSyncDeps } from '../crm-sync/crm-sync-crm';
import { crmErrorMessage } from '../crm-sync/crm-sync-crm';
import { assertCrmReady, locationShareLink } from '../snapshots/snapshot-load-attach';
import { insertLoad, listingVersion } from '../snapshots/snapshot-load-create';
import { appSnapshots } from '../snapshots/snapshots.tables';
import { storeOrders, storeProducts } from './store.tables';
import { pushOrder, type StoreAnnouncer } from './store-announce';
import { STORE_SNAPSHOT_JOB } from './store-fulfilment';
import { addSystemMessage } from './store-message-json';

/**
 * A paid snapshot order loads its snapshot into the buyer's location (issue 22's loads): the listing's current
 * version, with the values the buyer gave at checkout (checked then, defaults filling the rest). With the CRM
 * sandbox the push runs by itself; with a real CRM the load carries a share link to open there (decision 027).
 * Something that stops it (no CRM link, the listing gone) is said in the order's thread, for the agency to act on.
 */
export async function runSnapshotPurchase(deps: CrmSyncDeps, fx: StoreAnnouncer, orderId: string): Promise<void> {
  const [found] = await deps.db
    .select({ order: storeOrders, snapshotId: storeProducts.snapshotId })
    .from(storeOrders)
    .innerJoin(storeProducts, eq(storeProducts._id, storeOrders.productId))
    .where(and(eq(storeOrders._id, orderId), isNull(storeOrders.snapshotLoadId)));
  if (found?.order.kind !== 'snapshot' || !['paid', 'in_progress'].includes(found.order.status)) return;
  const { order } = found;
  const problem = (text: string) => addSystemMessage(fx, order, `The snapshot was not loaded: ${text}`, null);

  const [listing] = found.snapshotId
    ? await deps.db.select().from(appSnapshots).where(eq(appSnapshots._id, found.snapshotId))
    : [];
  const [location] = await deps.db.select().from(locations).where(eq(locations._id, order.locationId));
  if (!listing?.crmSnapshotId) return void (await problem('the snapshot is no longer published'));
  if (!location?.crmLocationId) return void (await problem('the location is not linked to the CRM yet'));
  try {
    await assertCrmReady(deps, order.agencyId);
  } catch (error) {
    return void (await problem((error as Error).message));
  }
  const manual = !deps.settings.sandbox;
  let shareLink: string | null = null;
  if (manual) {
    try {
      shareLink = await locationShareLink(deps, order.agencyId, listing.crmSnapshotId, [location.crmLocationId]);
    } catch (error) {
      return void (await problem(`the CRM made no share link (${crmErrorMessage(error)})`));
    }
  }
  const version = await listingVersion(deps.db, listing._id, listing.currentVersion);
  const written = await insertLoad(deps.db, deps.jobs, {
    agencyId: order.agencyId,
    snapshotId: listing._id,
    version: version.number,
    contents: version.contents,
    mode: manual ? 'manual' : 'automatic',
    trigger: 'manual',
    shareLink,
    requestedBy: order.buyerUserId,
    pushes: [{ location: { _id: location._id, crmLocationId: location.crmLocationId }, values: order.snapshotValues ?? {} }],
  });
  const [linked] = await deps.db
    .update(storeOrders)
    .set({ snapshotLoadId: written.load._id, status: 'in_progress', updatedAt: new Date() })
    .where(and(eq(storeOrders._id, order._id), isNull(storeOrders.snapshotLoadId)))
    .returning();
  if (!linked) return;
  await addSystemMessage(
    fx,
    linked,
    manual ? 'Snapshot load prepared: open the share link in the CRM' : 'Snapshot loading',
    null,
  );
  await pushOrder(fx, linked);
}

/** The job a paid snapshot order queues (store-fulfilment.ts), worked wherever the queue runs. */
export async function registerSnapshotPurchaseJobs(deps: CrmSyncDeps, fx: StoreAnnouncer) {
  await deps.jobs?.work<{ orderId: string }>(STORE_SNAPSHOT_JOB, ({ orderId }) => runSnapshotPurchase(deps, fx, orderId));
}
