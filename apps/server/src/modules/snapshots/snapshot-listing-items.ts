import type {
  TSnapshot,
  TSnapshotAssetGroup,
  TSnapshotAssetType,
  TSnapshotCustomField,
  TSnapshotDetail,
  TSnapshotVersion,
} from '@atrium/contracts/snapshots';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type Actor, isSuperAdmin } from '../../platform/tenancy/actor';
import { personName } from '../../platform/tenancy/person-name';
import { agencies, users } from '../../platform/tenancy/tenancy.tables';
import { partners } from '../apps/apps.tables';
import { canLoad, type ReadListing } from './snapshot-access';
import { locationCounts } from './snapshot-location-versions';
import { appSnapshots, appSnapshotVersions, snapshotCustomFields } from './snapshots.tables';

/**
 * Listings as the contracts carry them (`ZSnapshot`, `ZSnapshotDetail`), mapped here only. A page costs one query per
 * kind of thing (publishers, current versions, field counts, location counts), whatever its length.
 */

type FieldRow = typeof snapshotCustomFields.$inferSelect;

const memberOf = (actor: Actor, agencyId: string | null) =>
  actor.kind === 'user' && agencyId !== null && actor.agencyId === agencyId;

/** How many assets of each type, and in all. */
export function countAssets(contents: readonly TSnapshotAssetGroup[]) {
  const assetCounts: Partial<Record<TSnapshotAssetType, number>> = {};
  let assetTotal = 0;
  for (const group of contents) {
    assetCounts[group.type] = group.names.length;
    assetTotal += group.names.length;
  }
  return { assetCounts, assetTotal };
}

export const fieldItem = (row: FieldRow): TSnapshotCustomField => ({
  _id: row._id,
  snapshotId: row.snapshotId,
  label: row.label,
  key: row.key,
  type: row.type,
  required: row.required,
  helpText: row.helpText,
  defaultValue: row.defaultValue,
  options: row.options,
  position: row.position,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function publisherNames(db: DbOrTx, listings: readonly ReadListing[]) {
  const agencyIds = [...new Set(listings.flatMap((l) => (l.agencyId ? [l.agencyId] : [])))];
  const partnerIds = [...new Set(listings.flatMap((l) => (l.partnerId ? [l.partnerId] : [])))];
  const [agencyRows, partnerRows] = await Promise.all([
    agencyIds.length
      ? db.select({ _id: agencies._id, name: agencies.name }).from(agencies).where(inArray(agencies._id, agencyIds))
      : [],
    partnerIds.length
      ? db.select({ _id: partners._id, name: partners.name }).from(partners).where(inArray(partners._id, partnerIds))
      : [],
  ]);
  return new Map([...agencyRows, ...partnerRows].map((r) => [r._id, r.name]));
}

async function currentVersions(db: DbOrTx, ids: string[]) {
  const rows = await db
    .select({ version: appSnapshotVersions })
    .from(appSnapshotVersions)
    .innerJoin(
      appSnapshots,
      and(eq(appSnapshots._id, appSnapshotVersions.snapshotId), eq(appSnapshots.currentVersion, appSnapshotVersions.number)),
    )
    .where(inArray(appSnapshotVersions.snapshotId, ids));
  return new Map(rows.map(({ version }) => [version.snapshotId, version]));
}

async function fieldCounts(db: DbOrTx, ids: string[]) {
  const rows = await db
    .select({ snapshotId: snapshotCustomFields.snapshotId, n: count() })
    .from(snapshotCustomFields)
    .where(inArray(snapshotCustomFields.snapshotId, ids))
    .groupBy(snapshotCustomFields.snapshotId);
  return new Map(rows.map((r) => [r.snapshotId, r.n]));
}

/** The cards of a page of listings the actor may read, in the order given. */
export async function listingItems(db: DbOrTx, actor: Actor, listings: readonly ReadListing[]): Promise<TSnapshot[]> {
  if (listings.length === 0) return [];
  const ids = listings.map((l) => l._id);
  const [names, versions, fields, locations] = await Promise.all([
    publisherNames(db, listings),
    currentVersions(db, ids),
    fieldCounts(db, ids),
    locationCounts(db, listings),
  ]);
  return listings.map((listing) => {
    const version = versions.get(listing._id);
    const publisherId = listing.partnerId ?? listing.agencyId ?? '';
    // A partner is public; an agency's id is its own people's business.
    const shownId = listing.partnerId ?? (isSuperAdmin(actor) || memberOf(actor, listing.agencyId) ? listing.agencyId : null);
    return {
      _id: listing._id,
      name: listing.name,
      description: listing.description,
      coverUrl: listing.coverUrl,
      screenshots: listing.screenshots,
      niche: listing.niche,
      tags: listing.tags,
      publisher: { kind: listing.partnerId ? 'partner' : 'agency', _id: shownId, name: names.get(publisherId) ?? '' },
      visibility: listing.visibility,
      price:
        listing.priceCents !== null && listing.currency ? { amountCents: listing.priceCents, currency: listing.currency } : null,
      folderId: listing.owns ? listing.folderId : null,
      crmSnapshotId: listing.owns ? listing.crmSnapshotId : null,
      version: {
        number: listing.currentVersion,
        releaseNotes: version?.releaseNotes ?? '',
        releasedAt: (version?.createdAt ?? listing.createdAt).toISOString(),
      },
      ...countAssets(version?.contents ?? []),
      customFieldCount: fields.get(listing._id) ?? 0,
      locationCount: locations.get(listing._id)?.locationCount ?? 0,
      outdatedLocationCount: locations.get(listing._id)?.outdatedLocationCount ?? 0,
      loadIntoNewLocations: listing.loadIntoNewLocations,
      viewer: {
        owns: listing.owns,
        canLoad: canLoad(actor, listing),
        // Another owner's marketplace listing is imported into one's own CRM through its link.
        shareUrl: !listing.owns && (listing.visibility === 'marketplace' || listing.partnerId) ? listing.shareUrl : null,
      },
      createdAt: listing.createdAt.toISOString(),
      updatedAt: listing.updatedAt.toISOString(),
    };
  });
}

/** One listing whole: its card, current contents, custom fields in order, and every version, newest first. */
export async function listingDetail(db: DbOrTx, actor: Actor, listing: ReadListing): Promise<TSnapshotDetail> {
  const [[item], fieldRows, versionRows] = await Promise.all([
    listingItems(db, actor, [listing]),
    db
      .select()
      .from(snapshotCustomFields)
      .where(eq(snapshotCustomFields.snapshotId, listing._id))
      .orderBy(asc(snapshotCustomFields.position), asc(snapshotCustomFields.createdAt)),
    db
      .select({ version: appSnapshotVersions, publisherId: users._id, publisherName: personName(users) })
      .from(appSnapshotVersions)
      .leftJoin(users, eq(users._id, appSnapshotVersions.publishedBy))
      .where(eq(appSnapshotVersions.snapshotId, listing._id))
      .orderBy(desc(appSnapshotVersions.number)),
  ]);
  const versions: TSnapshotVersion[] = versionRows.map(({ version, publisherId, publisherName }) => ({
    _id: version._id,
    number: version.number,
    releaseNotes: version.releaseNotes,
    releasedAt: version.createdAt.toISOString(),
    contents: version.contents,
    assetTotal: countAssets(version.contents).assetTotal,
    // Who published is a person of the owner's team: shown to the owner only.
    publishedBy: listing.owns && publisherId ? { _id: publisherId, name: publisherName } : null,
  }));
  const current = versions.find((v) => v.number === listing.currentVersion);
  return { ...item!, contents: current?.contents ?? [], customFields: fieldRows.map(fieldItem), versions };
}
