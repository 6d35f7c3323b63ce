import type { ZSnapshotVersionCreate } from '@atrium/contracts/snapshots';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type Actor, requireUser } from '../../platform/tenancy/actor';
import { fieldError } from '../education/content-access';
import { readListing, writableListing } from './snapshot-access';
import { type ListingCrm, openAgencyCrm, readContents } from './snapshot-listing-crm';
import { listingDetail } from './snapshot-listing-items';
import { insertVersion } from './snapshot-listing-write';
import { appSnapshots } from './snapshots.tables';

/**
 * `POST /snap_shot/publish-version`: the next version of a listing, its contents read again (from the sandbox, or as
 * given), with release notes. Locations on an older version then see "Update available" (decision 028).
 */
export async function publishVersion(opts: {
  db: Db;
  actor: Actor;
  crm: ListingCrm;
  input: z.output<typeof ZSnapshotVersionCreate>;
}) {
  const { db, actor, input } = opts;
  const userId = requireUser(actor).userId;
  const listing = await writableListing({ db, actor, id: input.snapshot_id });
  // The CRM is read before the row is locked: a slow CRM must not hold the listing.
  const contents =
    listing.agencyId && listing.crmSnapshotId
      ? await readContents(await openAgencyCrm(opts.crm, db, listing.agencyId), listing.crmSnapshotId, input.contents)
      : input.contents;
  if (!contents) throw fieldError('contents', 'List what the snapshot holds');
  await db.transaction(async (tx) => {
    // Two publishes at once number their versions one after the other.
    const [row] = await tx
      .update(appSnapshots)
      .set({ currentVersion: sql`${appSnapshots.currentVersion} + 1`, updatedAt: new Date() })
      .where(eq(appSnapshots._id, listing._id))
      .returning({ number: appSnapshots.currentVersion });
    await insertVersion(tx, { snapshotId: listing._id, number: row!.number, notes: input.releaseNotes, contents, userId });
  });
  return listingDetail(db, actor, await readListing({ db, actor, id: listing._id }));
}
