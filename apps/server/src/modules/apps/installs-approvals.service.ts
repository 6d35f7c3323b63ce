import type { TApproval } from '@atrium/contracts/installs';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/tenancy/actor';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { notifyApprovalRequested } from '../notifications/notification-triggers';
import { apps } from './apps.tables';
import { catalogueChanged } from './catalogue-events';
import { appApprovals } from './installs.tables';
import { loadLiveApp, requireAgencyAdmin, requireInstaller } from './installs-access';

/**
 * An agency admin approves apps for the agency's locations (a location admin installs only approved
 * apps); a location admin may ask for an approval. Revoking keeps what is installed.
 */

const selectApprovals = (db: Db) =>
  db
    .select({ approval: appApprovals, appName: apps.name, locationName: locations.name })
    .from(appApprovals)
    .innerJoin(apps, eq(apps._id, appApprovals.appId))
    .leftJoin(locations, eq(locations._id, appApprovals.requestedLocationId));

type ApprovalRow = Awaited<ReturnType<ReturnType<typeof selectApprovals>['where']>>[number];

const toApproval = (row: ApprovalRow): TApproval => ({
  appId: row.approval.appId,
  appName: row.appName,
  status: row.approval.status,
  requestedBy:
    row.approval.requestedLocationId && row.locationName
      ? { locationId: row.approval.requestedLocationId, locationName: row.locationName }
      : null,
  updatedAt: row.approval.updatedAt.toISOString(),
});

async function loadApproval(db: Db, agencyId: string, appId: string): Promise<TApproval> {
  const [row] = await selectApprovals(db).where(and(eq(appApprovals.agencyId, agencyId), eq(appApprovals.appId, appId)));
  if (!row) throw notFound('Approval');
  return toApproval(row);
}

const locationsOnly = (name: string) => badRequest(`${name} is installed for the agency itself; locations cannot install it`);

/** The agency's approvals and pending requests: requests first, then the newest. */
export async function listApprovals(opts: { db: Db; actor: Actor }): Promise<TApproval[]> {
  const actor = requireAgencyAdmin(opts.actor);
  const rows = await selectApprovals(opts.db)
    .where(eq(appApprovals.agencyId, actor.agencyId))
    .orderBy(asc(appApprovals.status), desc(appApprovals.updatedAt), asc(apps.name));
  return rows.map(toApproval);
}

/** Approves a live app for the agency's locations; a pending request becomes an approval. */
export async function approveApp(opts: { db: Db; actor: Actor; appId: string }): Promise<TApproval> {
  const { db } = opts;
  const actor = requireAgencyAdmin(opts.actor);
  const app = await loadLiveApp(db, opts.appId);
  if (app.installTarget === 'agency') throw locationsOnly(app.name);
  await db
    .insert(appApprovals)
    .values({ agencyId: actor.agencyId, appId: app._id, status: 'approved', decidedBy: actor.userId })
    .onConflictDoUpdate({
      target: [appApprovals.agencyId, appApprovals.appId],
      set: { status: 'approved', decidedBy: actor.userId, updatedAt: new Date() },
    });
  catalogueChanged([app._id]);
  return loadApproval(db, actor.agencyId, app._id);
}

/** A location admin asks its agency to approve an app; asking again (or after approval) changes nothing. */
export async function requestApproval(opts: { db: Db; actor: Actor; appId: string }): Promise<TApproval> {
  const { db } = opts;
  const actor = requireInstaller(opts.actor);
  if (actor.role !== 'location_admin') throw forbidden('Only location admins ask for approvals; agency admins approve');
  const app = await loadLiveApp(db, opts.appId);
  if (app.installTarget === 'agency') throw locationsOnly(app.name);
  const asked = await db
    .insert(appApprovals)
    .values({
      agencyId: actor.agencyId,
      appId: app._id,
      status: 'requested',
      requestedLocationId: actor.locationId,
      requestedBy: actor.userId,
    })
    .onConflictDoNothing()
    .returning({ appId: appApprovals.appId });
  if (asked.length > 0) await notifyApprovalRequested({ db, actor, appId: app._id });
  return loadApproval(db, actor.agencyId, app._id);
}

/** Revokes an approval or declines a request; the installs already made stay. */
export async function revokeApproval(opts: { db: Db; actor: Actor; appId: string }): Promise<void> {
  const actor = requireAgencyAdmin(opts.actor);
  const rows = await opts.db
    .delete(appApprovals)
    .where(and(eq(appApprovals.agencyId, actor.agencyId), eq(appApprovals.appId, opts.appId)))
    .returning({ appId: appApprovals.appId });
  if (rows.length === 0) throw notFound('Approval');
  catalogueChanged([opts.appId]);
}
