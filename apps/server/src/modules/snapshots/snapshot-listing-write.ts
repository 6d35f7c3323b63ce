import type { TSnapshotAssetGroup, ZSnapshotCreate, ZSnapshotUpdate } from '@atrium/contracts/snapshots';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, forbidden } from '../../platform/errors';
import { type Actor, requireUser } from '../../platform/tenancy/actor';
import { fieldError } from '../education/content-access';
import { defaultPartnerOf } from '../education/content-owner';
import { isAgencyTeam, type ReadListing, readListing, writableListing } from './snapshot-access';
import { findCrmSnapshot, type ListingCrm, makeShareLink, openAgencyCrm, readContents } from './snapshot-listing-crm';
import { assertFolder, assertUniqueKeys, listingColumns } from './snapshot-listing-input';
import { listingDetail, listingItems } from './snapshot-listing-items';
import { appSnapshots, appSnapshotVersions, snapshotCustomFields } from './snapshots.tables';

/** Publishing, editing and removing listings (decision 028); versions are in snapshot-versions.ts. */

type Create = z.output<typeof ZSnapshotCreate>;
type Update = z.output<typeof ZSnapshotUpdate>;
type Ctx = { db: Db; actor: Actor; crm: ListingCrm };

const FIRST_VERSION_NOTES = 'First version';

/** A second listing of one CRM snapshot is refused, naming the first, so the screen can open it. */
async function assertNotListed(db: Db, agencyId: string, crmSnapshotId: string) {
  const [existing] = await db
    .select({ _id: appSnapshots._id, name: appSnapshots.name })
    .from(appSnapshots)
    .where(and(eq(appSnapshots.agencyId, agencyId), eq(appSnapshots.crmSnapshotId, crmSnapshotId)))
    .limit(1);
  if (existing) {
    throw new AppError(409, 'conflict', `This CRM snapshot is already listed as “${existing.name}”`, {
      snapshotId: existing._id,
      name: existing.name,
    });
  }
}

/** A partner's listing: no CRM of Atrium's, so the partner gives the share link and the contents; always marketplace. */
function partnerListingRules(input: Partial<Create>) {
  if (input.visibility && input.visibility !== 'marketplace') {
    throw fieldError('visibility', 'A partner’s snapshots are listed on the marketplace');
  }
  if (input.folderId) throw fieldError('folderId', 'Folders are an agency’s');
  if (input.loadIntoNewLocations) throw fieldError('loadIntoNewLocations', 'Only an agency loads snapshots into its locations');
}

/** Who publishes a new listing, with what: the agency's CRM snapshot and contents, or the partner's as given. */
async function publisherOf(ctx: Ctx, input: Create) {
  const { db, actor } = ctx;
  if (isAgencyTeam(actor)) {
    if (input.shareUrl) throw fieldError('shareUrl', 'The CRM makes the share link of an agency’s snapshot');
    // Atrium's own checks first: they cost the CRM's rate limit nothing.
    await assertNotListed(db, actor.agencyId, input.crmSnapshotId);
    await assertFolder(db, actor.agencyId, input.folderId);
    const session = await openAgencyCrm(ctx.crm, db, actor.agencyId);
    await findCrmSnapshot(session, input.crmSnapshotId);
    const contents = await readContents(session, input.crmSnapshotId, input.contents);
    const shareUrl = input.visibility === 'marketplace' ? await makeShareLink(session, input.crmSnapshotId) : null;
    const owner = { agencyId: actor.agencyId, crmCompanyId: session.companyId, shareUrl };
    return { owner, contents };
  }
  const user = requireUser(actor);
  if (user.role !== 'app_creator' || user.agencyId)
    throw forbidden('Publishing snapshots is for an agency’s team or a partner’s');
  partnerListingRules(input);
  if (!input.shareUrl) throw fieldError('shareUrl', 'Give the CRM share link agencies import the snapshot with');
  if (!input.contents) throw fieldError('contents', 'List what the snapshot holds');
  const partnerId = await defaultPartnerOf(db, user.userId);
  if (!partnerId) throw forbidden('Join a partner to publish snapshots: what you publish belongs to your partner');
  const owner = { partnerId, visibility: 'marketplace' as const, loadIntoNewLocations: false, shareUrl: input.shareUrl };
  return { owner, contents: input.contents };
}

/** `POST /snap_shot/create-agency_snapshot`: a listing with version 1 and its custom fields. */
export async function createListing(ctx: Ctx & { input: Create }) {
  const { db, actor, input } = ctx;
  assertUniqueKeys(input.customFields);
  const { crmSnapshotId, releaseNotes, customFields, contents: _given, ...fields } = input;
  const columns = listingColumns(fields);
  const { owner, contents } = await publisherOf(ctx, input);
  const userId = requireUser(actor).userId;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(appSnapshots)
      .values({ ...columns, name: fields.name, crmSnapshotId, ...owner, currentVersion: 1, createdBy: userId })
      .returning({ _id: appSnapshots._id, agencyId: appSnapshots.agencyId });
    await insertVersion(tx, { snapshotId: row!._id, number: 1, notes: releaseNotes || FIRST_VERSION_NOTES, contents, userId });
    if (customFields.length > 0) {
      await tx.insert(snapshotCustomFields).values(
        customFields.map((field, i) => ({
          ...field,
          helpText: field.helpText ?? null,
          defaultValue: field.defaultValue || null,
          position: field.position ?? i,
          snapshotId: row!._id,
          agencyId: row!.agencyId,
        })),
      );
    }
    return row!._id;
  });
  return listingDetail(db, actor, await readListing({ db, actor, id }));
}

export async function insertVersion(
  db: Pick<Db, 'insert'>,
  v: { snapshotId: string; number: number; notes: string; contents: TSnapshotAssetGroup[]; userId: string },
) {
  await db
    .insert(appSnapshotVersions)
    .values({ snapshotId: v.snapshotId, number: v.number, releaseNotes: v.notes, contents: v.contents, publishedBy: v.userId });
}

/**
 * Whether an update of an agency's listing makes its share link: it is (or goes) on the marketplace without one, as
 * the demo's listings, written before the CRM was connected, are until their first edit.
 */
const needsShareLink = (listing: ReadListing, input: Update) =>
  (input.visibility ?? listing.visibility) === 'marketplace' && !listing.shareUrl && Boolean(listing.crmSnapshotId);

/** `PUT /snap_shot/:id`: text, pictures, niche, tags, visibility, price, folder. */
export async function updateListing(ctx: Ctx & { id: string; input: Update }) {
  const { db, actor, input } = ctx;
  const listing = await writableListing({ db, actor, id: ctx.id });
  const columns = listingColumns(input);
  const extra: { shareUrl?: string } = {};
  if (listing.partnerId) {
    partnerListingRules(input);
    if (input.shareUrl === null) throw fieldError('shareUrl', 'Give the CRM share link agencies import the snapshot with');
  } else {
    if (input.shareUrl !== undefined) throw fieldError('shareUrl', 'The CRM makes the share link of an agency’s snapshot');
    await assertFolder(db, listing.agencyId, input.folderId);
    if (needsShareLink(listing, input)) {
      const making = openAgencyCrm(ctx.crm, db, listing.agencyId!).then((s) => makeShareLink(s, listing.crmSnapshotId!));
      // Going to the marketplace needs the link; a listing already there only mends a missing one when it can, so
      // a CRM refusal does not block an unrelated edit (a new name).
      const moving = listing.visibility !== 'marketplace';
      const link = await making.catch((error: unknown) => {
        if (moving || !(error instanceof AppError)) throw error;
        return undefined;
      });
      if (link) extra.shareUrl = link;
    }
  }
  const [row] = await db
    .update(appSnapshots)
    .set({ ...columns, ...extra, updatedAt: new Date() })
    .where(eq(appSnapshots._id, listing._id))
    .returning();
  const [item] = await listingItems(db, actor, [{ ...row!, owns: listing.owns }]);
  return item!;
}

/** `DELETE /snap_shot/:id`: the listing, its versions, fields and push history; the CRM and locations keep the snapshot. */
export async function deleteListing(ctx: Omit<Ctx, 'crm'> & { id: string }) {
  const listing = await writableListing({ ...ctx, mode: 'delete' });
  await ctx.db.delete(appSnapshots).where(eq(appSnapshots._id, listing._id));
}
