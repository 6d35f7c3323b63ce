import { resolveSnapshotValues, type TSnapshotLoad, type ZSnapshotAttach } from '@atrium/contracts/snapshots';
import type { z } from 'zod';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/tenancy/actor';
import { crmRefusal } from '../crm/crm-agency.service';
import { type CrmSyncDeps, CrmSyncStopped, openCrmForAgency, syncConnection } from '../crm-sync/crm-sync-crm';
import { loadableListing, scopeLocations } from './snapshot-load-access';
import {
  insertLoad,
  listingFields,
  listingVersion,
  loadJson,
  type NewPush,
  pushHistoryOf,
  type Skipped,
} from './snapshot-load-create';

/** The CRM connection a load needs, or the 409 every CRM caller answers without one. */
export async function assertCrmReady(deps: CrmSyncDeps, agencyId: string) {
  const connection = await syncConnection(deps.db, agencyId);
  if (!connection) throw new AppError(409, 'crm_not_connected', 'Connect the CRM (crm sync) first');
  if (connection.status === 'needs_reconnect')
    throw new AppError(409, 'crm_reconnect_needed', 'The CRM connection has to be connected again');
}

/**
 * `POST /snap_shot/attach-location`: checks every location and value first (any problem is a 400 naming the location
 * and field, with nothing written or pushed), leaves out locations that have this version or a push of it under
 * way, then writes the load with a push per location and queues it. With a real CRM, which cannot push into an
 * existing location (decision 027), the load carries a share link for a person to open there.
 */
export async function attachSnapshot(opts: {
  deps: CrmSyncDeps | null;
  actor: Actor;
  body: z.output<typeof ZSnapshotAttach>;
}): Promise<TSnapshotLoad> {
  const { deps, body } = opts;
  if (!deps) throw new AppError(503, 'unavailable', 'The CRM connection is not set up on this server');
  const { db } = deps;
  const { listing, scope } = await loadableListing(db, opts.actor, body.snapshot_id);
  if (body.includeFuture && (scope.kind !== 'agency' || scope.user.role !== 'agency_admin'))
    throw forbidden('Only the agency’s admins can load it into future locations');

  const ids = body.locations.map((l) => l.locationId);
  const twice = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (twice >= 0)
    throw badRequest('Choose each location once', [{ path: ['locations', twice, 'locationId'], message: 'Chosen twice' }]);
  const targets = await scopeLocations(db, scope, ids);
  if (targets.length < ids.length) throw notFound('Location');
  const byId = new Map(targets.map((t) => [t._id, t]));

  const version = await listingVersion(db, listing._id, body.version ?? listing.currentVersion);
  const [fields, history] = await Promise.all([listingFields(db, listing._id), pushHistoryOf(db, listing._id, ids)]);

  const pushes: NewPush[] = [];
  const skipped: Skipped = [];
  // Each names the body path (as the contract's own 400s do), the location and the field; the message is the field's.
  const issues: { path: (string | number)[]; locationId: string; locationName: string; key: string; message: string }[] = [];
  body.locations.forEach((given, index) => {
    const location = byId.get(given.locationId)!;
    const past = history.get(location._id)!;
    // A value left empty keeps what the location gave last time, then the field's default.
    const typed = Object.fromEntries(Object.entries(given.values).filter(([, v]) => v.trim() !== ''));
    const { values, problems } = resolveSnapshotValues(fields, { ...(past.values ?? {}), ...typed });
    for (const problem of problems)
      issues.push({
        path: ['locations', index, 'values', problem.key],
        locationId: location._id,
        locationName: location.name,
        key: problem.key,
        message: problem.message,
      });
    if (past.active) skipped.push({ locationId: location._id, reason: 'in_progress' });
    else if (past.finished?.status === 'completed' && past.finished.version === version.number)
      skipped.push({ locationId: location._id, reason: 'already_loaded' });
    else pushes.push({ location, values });
  });
  const first = issues[0];
  if (first) throw new AppError(400, 'validation_error', `${first.locationName}: ${first.message}`, issues);

  await assertCrmReady(deps, listing.agencyId);
  const manual = !deps.settings.sandbox;
  const shareLink = manual && pushes.length > 0 ? await makeShareLink(deps, listing, pushes) : null;
  const written = await insertLoad(db, deps.jobs, {
    agencyId: listing.agencyId,
    snapshotId: listing._id,
    version: version.number,
    contents: version.contents,
    mode: manual ? 'manual' : 'automatic',
    trigger: body.trigger,
    shareLink,
    requestedBy: scope.user.userId,
    pushes,
    includeFuture: body.includeFuture,
  });
  for (const locationId of written.lost) skipped.push({ locationId, reason: 'in_progress' });
  return loadJson(db, written.load, written.pushIds, skipped);
}

/** A `location_link` share link of the CRM snapshot for these CRM locations, made with the agency's token. */
export async function locationShareLink(deps: CrmSyncDeps, agencyId: string, crmSnapshotId: string, crmLocationIds: string[]) {
  const crm = await openCrmForAgency(deps, agencyId);
  const link = await crm.client.createSnapshotShareLink({
    accessToken: await crm.agencyToken(),
    companyId: crm.companyId,
    snapshotId: crmSnapshotId,
    shareType: 'location_link',
    shareLocationIds: crmLocationIds,
  });
  return link.shareLink;
}

/** The share link of a manual load, the CRM's refusals in Atrium's words. */
async function makeShareLink(deps: CrmSyncDeps, listing: { agencyId: string; crmSnapshotId: string }, pushes: NewPush[]) {
  try {
    const ids = pushes.map((p) => p.location.crmLocationId);
    return await locationShareLink(deps, listing.agencyId, listing.crmSnapshotId, ids);
  } catch (error) {
    if (error instanceof CrmSyncStopped) throw new AppError(409, 'crm_not_connected', error.message);
    const refusal = crmRefusal(error);
    if (refusal) throw refusal;
    throw error;
  }
}
