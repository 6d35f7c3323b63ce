import type { TSnapshotAssetType, TSnapshotPush, ZSnapshotPushQuery } from '@atrium/contracts/snapshots';
import { and, count, eq, gt, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { CrmApiError } from '../../integrations/crm/crm-errors';
import { AppError, conflict, notFound } from '../../platform/errors';
import { timeKeyset } from '../../platform/pagination/time-keyset';
import type { Actor } from '../../platform/tenancy/actor';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { crmRefusal } from '../crm/crm-agency.service';
import { type CrmSyncDeps, CrmSyncStopped, crmErrorMessage, openCrmForAgency } from '../crm-sync/crm-sync-crm';
import { readListing } from './snapshot-access';
import { loadableListing, peopleScope } from './snapshot-load-access';
import { SNAPSHOT_LOAD_JOB } from './snapshot-load-create';
import { pushesById, pushJson, selectPushesWith } from './snapshot-push-json';
import { appSnapshots, snapshotLoads, snapshotPushes } from './snapshots.tables';

/**
 * `GET /snap_shot/pushes`: push history, newest first, by listing, load or location: the agency's team sees its
 * agency's, a location's people their own location's. A filter naming another tenant's row is a 404.
 */
export async function listSnapshotPushes(opts: { db: Db; actor: Actor; query: z.output<typeof ZSnapshotPushQuery> }) {
  const { db, query } = opts;
  const scope = peopleScope(opts.actor);
  const where: (SQL | undefined)[] = [
    eq(snapshotPushes.agencyId, scope.agencyId),
    scope.kind === 'location' ? eq(snapshotPushes.locationId, scope.locationId) : undefined,
  ];
  if (query.snapshot_id) {
    // Any listing the viewer reads (a marketplace one too); the pushes are its own tenant's all the same.
    await readListing({ db, actor: opts.actor, id: query.snapshot_id });
    where.push(eq(snapshotPushes.snapshotId, query.snapshot_id));
  }
  if (query.load_id) {
    const [load] = await db
      .select({ _id: snapshotLoads._id })
      .from(snapshotLoads)
      .where(and(eq(snapshotLoads._id, query.load_id), eq(snapshotLoads.agencyId, scope.agencyId)));
    if (!load) throw notFound('Load');
    where.push(eq(snapshotPushes.loadId, load._id));
  }
  if (query.location_id) {
    const [location] = await db
      .select({ _id: locations._id })
      .from(locations)
      .where(and(eq(locations._id, query.location_id), eq(locations.agencyId, scope.agencyId)));
    if (!location || (scope.kind === 'location' && location._id !== scope.locationId)) throw notFound('Location');
    where.push(eq(snapshotPushes.locationId, location._id));
  }
  const keyset = timeKeyset(snapshotPushes.createdAt, snapshotPushes._id);
  const [rows, [total]] = await Promise.all([
    selectPushesWith(db, { key: keyset.keyColumn })
      .where(and(...where, keyset.after(query.cursor)))
      .orderBy(...keyset.orderBy)
      .limit(query.limit + 1),
    db
      .select({ n: count() })
      .from(snapshotPushes)
      .where(and(...where)),
  ]);
  return {
    data: rows.slice(0, query.limit).map(pushJson),
    meta: { total: total?.n ?? 0, nextCursor: keyset.next(rows, query.limit) },
  };
}

/**
 * `POST /snap_shot/retry-asset`: one failed asset type of a `partial` push goes back in line at the CRM (the sandbox's
 * retry; a real CRM has none: a person loads that asset again there), the push follows it and the load runs again.
 */
export async function retrySnapshotAsset(opts: {
  deps: CrmSyncDeps | null;
  actor: Actor;
  pushId: string;
  asset: TSnapshotAssetType;
}): Promise<TSnapshotPush> {
  const { deps } = opts;
  if (!deps) throw new AppError(503, 'unavailable', 'The CRM connection is not set up on this server');
  const scope = peopleScope(opts.actor);
  const [push] = await deps.db
    .select({
      _id: snapshotPushes._id,
      loadId: snapshotPushes.loadId,
      snapshotId: snapshotPushes.snapshotId,
      locationId: snapshotPushes.locationId,
      crmLocationId: snapshotPushes.crmLocationId,
      status: snapshotPushes.status,
      assets: snapshotPushes.assets,
      createdAt: snapshotPushes.createdAt,
      crmSnapshotId: appSnapshots.crmSnapshotId,
    })
    .from(snapshotPushes)
    .innerJoin(appSnapshots, eq(appSnapshots._id, snapshotPushes.snapshotId))
    .where(and(eq(snapshotPushes._id, opts.pushId), eq(snapshotPushes.agencyId, scope.agencyId)));
  if (!push || (scope.kind === 'location' && push.locationId !== scope.locationId)) throw notFound('Push');
  await loadableListing(deps.db, opts.actor, push.snapshotId);
  const asset = push.assets.find((a) => a.type === opts.asset);
  if (!asset) throw conflict(`This push has no ${opts.asset.replace(/_/g, ' ')} to retry`);
  if (push.status !== 'partial' || asset.status !== 'failed')
    throw conflict(
      `Only a failed asset of a push that ended with failures can be retried; ${opts.asset.replace(/_/g, ' ')} is ${asset.status}`,
    );
  if (!deps.settings.sandbox)
    throw conflict('The CRM retries no single asset: load the snapshot again at the CRM with only this asset chosen');
  // The CRM retries in its latest push into the location: an older push's failure is no longer its to retry.
  const [newer] = await deps.db
    .select({ _id: snapshotPushes._id })
    .from(snapshotPushes)
    .where(
      and(
        eq(snapshotPushes.snapshotId, push.snapshotId),
        eq(snapshotPushes.locationId, push.locationId),
        // The stored time has microseconds the one read back lost: the push itself is left out by its id.
        ne(snapshotPushes._id, push._id),
        gt(snapshotPushes.createdAt, push.createdAt),
      ),
    )
    .limit(1);
  if (newer) throw conflict('A newer load of this snapshot has reached this location since: retry from its latest push');

  try {
    const crm = await openCrmForAgency(deps, scope.agencyId);
    await crm.client.sandboxRetrySnapshotAsset({
      accessToken: await crm.agencyToken(),
      companyId: crm.companyId,
      snapshotId: push.crmSnapshotId!,
      locationId: push.crmLocationId,
      asset: opts.asset,
    });
  } catch (error) {
    if (error instanceof CrmSyncStopped) throw new AppError(409, 'crm_not_connected', error.message);
    const refusal = crmRefusal(error);
    if (refusal) throw refusal;
    if (error instanceof CrmApiError && error.status < 500)
      throw conflict(`The CRM refused the retry: ${crmErrorMessage(error)}`);
    throw error;
  }

  const assets = push.assets.map((a) =>
    a.type === opts.asset ? { ...a, status: 'pending' as const, retries: a.retries + 1 } : a,
  );
  await deps.db.transaction(async (tx) => {
    // Only a push still `partial` moves on: two retries at once make one.
    const moved = await tx
      .update(snapshotPushes)
      .set({ status: 'pushing', assets, error: null, finishedAt: null })
      .where(and(eq(snapshotPushes._id, push._id), eq(snapshotPushes.status, 'partial')))
      .returning({ _id: snapshotPushes._id });
    if (moved.length === 0) throw conflict('This push is already being retried');
    await tx
      .update(snapshotLoads)
      .set({ status: 'queued', finishedAt: null, error: null })
      .where(and(eq(snapshotLoads._id, push.loadId), eq(snapshotLoads.status, 'partial')));
  });
  await deps.jobs?.send(SNAPSHOT_LOAD_JOB, { loadId: push.loadId });
  return (await pushesById(deps.db, [push._id]))[0]!;
}
