import { resolveSnapshotValues } from '@atrium/contracts/snapshots';
import { and, eq, isNotNull } from 'drizzle-orm';
import { type CrmSyncDeps, crmErrorMessage } from '../crm-sync/crm-sync-crm';
import { locationShareLink } from './snapshot-load-attach';
import { insertLoad, listingFields, listingVersion, type NewPush } from './snapshot-load-create';
import { appSnapshots } from './snapshots.tables';

/**
 * Locations the CRM sync has just created get every listing of their agency that asks for it (`loadIntoNewLocations`),
 * with the custom fields' defaults. A required field without a default makes that push `failed` ("needs values:
 * ..."), so the agency sees it in the history and loads it by hand. Never throws: the sync goes on whatever happens.
 */
export async function loadSnapshotsIntoNewLocations(
  deps: CrmSyncDeps,
  agencyId: string,
  created: readonly { _id: string; crmLocationId: string | null }[],
): Promise<void> {
  const linked = created.flatMap((l) => (l.crmLocationId ? [{ _id: l._id, crmLocationId: l.crmLocationId }] : []));
  if (linked.length === 0) return;
  try {
    const listings = await deps.db
      .select({ _id: appSnapshots._id, crmSnapshotId: appSnapshots.crmSnapshotId, currentVersion: appSnapshots.currentVersion })
      .from(appSnapshots)
      .where(
        and(
          eq(appSnapshots.agencyId, agencyId),
          eq(appSnapshots.loadIntoNewLocations, true),
          isNotNull(appSnapshots.crmSnapshotId),
        ),
      );
    for (const listing of listings) {
      const version = await listingVersion(deps.db, listing._id, listing.currentVersion);
      const fields = await listingFields(deps.db, listing._id);
      const { values, problems } = resolveSnapshotValues(fields, {});
      const missing = problems.map((p) => fields.find((f) => f.key === p.key)?.label ?? p.key);
      const manual = !deps.settings.sandbox;
      let shareLink: string | null = null;
      let refused: string | null = null;
      if (manual && missing.length === 0) {
        try {
          shareLink = await locationShareLink(
            deps,
            agencyId,
            listing.crmSnapshotId!,
            linked.map((l) => l.crmLocationId),
          );
        } catch (error) {
          refused = `The CRM made no share link: ${crmErrorMessage(error)}`;
        }
      }
      const failedWith = missing.length > 0 ? `needs values: ${missing.join(', ')}` : (refused ?? undefined);
      const pushes: NewPush[] = linked.map((location) => ({ location, values, failedWith }));
      await insertLoad(deps.db, deps.jobs, {
        agencyId,
        snapshotId: listing._id,
        version: version.number,
        contents: version.contents,
        mode: manual ? 'manual' : 'automatic',
        trigger: 'new_location',
        shareLink,
        requestedBy: null,
        pushes,
      });
    }
  } catch (error) {
    // Ids and the error's kind only; the sync's own log is not the place for this listing's trouble.
    deps.log.error(
      { agencyId, error: error instanceof Error ? error.name : 'unknown' },
      'Snapshot loads for new locations failed',
    );
  }
}
