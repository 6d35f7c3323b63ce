import { and, eq, isNull } from 'drizzle-orm';
import { locations } from '../../platform/tenancy/tenancy.tables';
import type { CrmSyncDeps } from '../crm-sync/crm-sync-crm';
import { crmErrorMessage } from '../crm-sync/crm-sync-crm';
import { assertCrmReady, locationShareLink } from '../snapshots/snapshot-load-attach';
import { insertLoad, listingVersion, SNAPSHOT_LOAD_FINISHED_JOB } from '../snapshots/snapshot-load-create';
import { appSnapshots, snapshotLoads } from '../snapshots/snapshots.tables';
import { storeOrders, storeProducts } from './store.tables';
import { pushOrder, type StoreAnnouncer } from './store-announce';
import { STORE_SNAPSHOT_JOB } from './store-fulfilment';
import { addSystemMessage } from './store-message-json';
import { moveOrder } from './store-orders.service';

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

/**
 * A snapshot order's load ended: all of it in the location delivers the order (the buyer is told as for any delivery);
 * a load with failures says so in the thread and stays in progress, for the agency to retry the failed assets from the
 * snapshot's page (that retry's end comes here again). A load no order started changes nothing.
 */
export async function finishSnapshotPurchase(fx: StoreAnnouncer, loadId: string): Promise<void> {
  const [found] = await fx.db
    .select({ order: storeOrders, load: { status: snapshotLoads.status } })
    .from(storeOrders)
    .innerJoin(snapshotLoads, eq(snapshotLoads._id, storeOrders.snapshotLoadId))
    .where(eq(storeOrders.snapshotLoadId, loadId));
  if (found?.order.status !== 'in_progress') return;
  const { order, load } = found;
  if (load.status === 'done') {
    await addSystemMessage(fx, order, 'The snapshot finished loading into the location', null);
    await moveOrder(fx, order, 'delivered', null, true);
  } else if (load.status === 'partial' || load.status === 'failed') {
    await addSystemMessage(
      fx,
      order,
      load.status === 'partial'
        ? "Some of the snapshot's assets did not load: the agency can retry them from the snapshot's page"
        : "The snapshot did not load: the agency can retry it from the snapshot's page",
      null,
    );
  }
}

/** The jobs of snapshot orders: the load a paid order starts (store-fulfilment.ts) and its end, wherever the queue runs. */
export async function registerSnapshotPurchaseJobs(deps: CrmSyncDeps, fx: StoreAnnouncer) {
  await deps.jobs?.work<{ orderId: string }>(STORE_SNAPSHOT_JOB, ({ orderId }) => runSnapshotPurchase(deps, fx, orderId));
  await deps.jobs?.work<{ loadId: string }>(SNAPSHOT_LOAD_FINISHED_JOB, ({ loadId }) => finishSnapshotPurchase(fx, loadId));
}
