import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { htmlToText } from '../../../platform/html';
import { apps } from '../../apps/apps.tables';
import { listedInCatalogue } from '../../apps/apps-directory';
import { CHANGELOG_TOPIC, publishedChangelogs } from '../../roadmap/changelogs-view';
import { changelogs } from '../../roadmap/roadmap.tables';
import { listingVisibleTo, SNAPSHOT_LISTING_TOPIC } from '../../snapshots/snapshot-access';
import { appSnapshots, appSnapshotVersions } from '../../snapshots/snapshots.tables';
import { type KnowledgeOwner, type KnowledgeSource, ownedBy, PLATFORM_OWNER } from './knowledge-source';

/** The app catalogue, changelogs and snapshot listings: sources their owning modules list to readers. */

/** Apps belong to their partner; everyone reads the ones the catalogue lists (live). */
export const appSource: KnowledgeSource = {
  kind: 'app',
  load: async (db, id) => {
    const [app] = await db
      .select()
      .from(apps)
      .where(and(eq(apps._id, id), listedInCatalogue()));
    if (!app) return null;
    return {
      owner: { agencyId: null, partnerId: app.partnerId },
      title: app.name,
      url: `/app/${app._id}`,
      blocks: [{ text: [app.tagline, htmlToText(app.description), `Categories: ${app.categories.join(', ')}.`].join('\n') }],
    };
  },
  indexable: (db) => db.select({ id: apps._id }).from(apps).where(listedInCatalogue()).getSQL(),
  idsOf: async (db, owner) => {
    if (!owner.partnerId) return [];
    const rows = await db
      .select({ id: apps._id })
      .from(apps)
      .where(and(eq(apps.partnerId, owner.partnerId), listedInCatalogue()));
    return rows.map((r) => r.id);
  },
  readable: (db) => appSource.indexable(db),
  // Apps change through the console, reviews and installs, which announce it as catalogue changes (ai-knowledge.jobs.ts).
  topics: [],
};

/** The platform's entries belong to the platform, an app's to the app's partner; everyone reads published ones. */
export const changelogSource: KnowledgeSource = {
  kind: 'changelog',
  load: async (db, id) => {
    const [row] = await db
      .select({ entry: changelogs, app: apps.name, partnerId: apps.partnerId })
      .from(changelogs)
      .leftJoin(apps, eq(apps._id, changelogs.appId))
      .where(and(eq(changelogs._id, id), publishedChangelogs()));
    if (!row) return null;
    const { entry } = row;
    const owner: KnowledgeOwner = row.partnerId ? { agencyId: null, partnerId: row.partnerId } : PLATFORM_OWNER;
    const about = row.app ? `What changed in ${row.app}.` : 'What changed in Atrium.';
    return {
      owner,
      title: entry.title,
      url: `/change_logs/${entry._id}`,
      blocks: [{ text: `${about}\n${htmlToText(entry.body)}` }],
    };
  },
  indexable: (db) => db.select({ id: changelogs._id }).from(changelogs).where(publishedChangelogs()).getSQL(),
  idsOf: async (db, owner) => {
    if (owner.agencyId) return [];
    const appIds = owner.partnerId
      ? db.select({ id: apps._id }).from(apps).where(eq(apps.partnerId, owner.partnerId))
      : undefined;
    const rows = await db
      .select({ id: changelogs._id })
      .from(changelogs)
      .where(and(publishedChangelogs(), appIds ? inArray(changelogs.appId, appIds) : isNull(changelogs.appId)));
    return rows.map((r) => r.id);
  },
  readable: (db) => changelogSource.indexable(db),
  topics: [CHANGELOG_TOPIC],
};

/** A listing belongs to its agency or partner; who reads it is the snapshots module's rule (decision 028). */
export const snapshotSource: KnowledgeSource = {
  kind: 'snapshot',
  load: async (db, id) => {
    const [listing] = await db.select().from(appSnapshots).where(eq(appSnapshots._id, id));
    if (!listing) return null;
    const [version] = await db
      .select()
      .from(appSnapshotVersions)
      .where(eq(appSnapshotVersions.snapshotId, id))
      .orderBy(desc(appSnapshotVersions.number))
      .limit(1);
    const about = [listing.niche ? `For ${listing.niche}.` : '', listing.tags.length ? `Tags: ${listing.tags.join(', ')}.` : '']
      .filter(Boolean)
      .join(' ');
    const contents = (version?.contents ?? []).map((g) => `${g.type.replace(/_/g, ' ')}: ${g.names.join(', ')}`).join('\n');
    return {
      owner: { agencyId: listing.agencyId, partnerId: listing.partnerId },
      title: listing.name,
      url: `/snapshot/${listing._id}`,
      blocks: [
        { text: [htmlToText(listing.description ?? ''), about].filter(Boolean).join('\n') },
        { heading: 'What it contains', text: contents },
        ...(version?.releaseNotes ? [{ heading: `Version ${version.number}`, text: version.releaseNotes }] : []),
      ],
    };
  },
  indexable: (db) => db.select({ id: appSnapshots._id }).from(appSnapshots).getSQL(),
  idsOf: async (db, owner) => {
    const rows = await db.select({ id: appSnapshots._id }).from(appSnapshots).where(ownedBy(appSnapshots, owner));
    return rows.map((r) => r.id);
  },
  readable: (db, actor): SQL => db.select({ id: appSnapshots._id }).from(appSnapshots).where(listingVisibleTo(actor)).getSQL(),
  topics: [SNAPSHOT_LISTING_TOPIC],
};
