import type {
  TSnapshotAssetGroup,
  TSnapshotAssetType,
  TSnapshotCustomFieldInput,
  TSnapshotVisibility,
} from '@atrium/contracts/snapshots';
import { SNAPSHOT_ASSET_TYPES } from '@atrium/contracts/snapshots';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxDemo } from '../integrations/crm/sandbox/demo-data';
import { demoId } from '../integrations/crm/sandbox/ids';
import { DEMO_SNAPSHOTS, type DemoSnapshot } from '../integrations/crm/sandbox/resources/snapshot-demo';
import { partners } from '../modules/apps/apps.tables';
import {
  appSnapshots,
  appSnapshotVersions,
  snapshotCustomFields,
  snapshotFolders,
  snapshotLoads,
  snapshotPushes,
} from '../modules/snapshots/snapshots.tables';
import { agencies, locations, memberships } from '../platform/tenancy/tenancy.tables';

/**
 * The demo's snapshot listings (issue 22). Summit Growth publishes five of the eight snapshots the CRM sandbox holds
 * for it, filed in (nested) folders, with custom fields, one with a second version; two partners list theirs on the
 * marketplace. Written from the sandbox's own definitions (same ids and contents), with no CRM call: the seed runs
 * before the sandbox starts. Summit's marketplace listings get their share link from the CRM the first time they
 * are edited. Idempotent: a listing already there (by its CRM snapshot) is left as it is.
 */

const SUMMIT_EMAIL = 'hello@summitgrowth.test';
const DAY = 86_400_000;

type Field = TSnapshotCustomFieldInput;
const BUSINESS_NAME: Field = {
  label: 'Business name',
  key: 'business_name',
  type: 'text',
  required: true,
  helpText: 'As customers know it; used in every email, SMS and page.',
};
const PHONE: Field = {
  label: 'Business phone',
  key: 'business_phone',
  type: 'phone',
  helpText: 'The number missed-call texts come from.',
};
const BOOKING: Field = { label: 'Booking link', key: 'booking_link', type: 'url', helpText: 'Where “Book now” buttons lead.' };
const COLOUR: Field = { label: 'Brand colour', key: 'brand_colour', type: 'color', defaultValue: '#1a73e8' };

interface DemoListing {
  /** The name of the sandbox's snapshot (DEMO_SNAPSHOTS). */
  snapshot: string;
  folder: string | null;
  visibility: TSnapshotVisibility;
  niche: string;
  tags: string[];
  description: string;
  fields: Field[];
  price?: { amountCents: number; currency: string };
  /** Asset names the first version lacked: the listing gets a second version with these release notes. */
  update?: { notes: string; added: Partial<Record<TSnapshotAssetType, string[]>> };
}

const SUMMIT_LISTINGS: DemoListing[] = [
  {
    snapshot: 'Dental Practice Starter',
    folder: 'Healthcare',
    visibility: 'locations',
    niche: 'Dental',
    tags: ['dental', 'healthcare', 'recalls'],
    description:
      '<p>Everything a <strong>dental practice</strong> needs on day one: new patient intake, hygiene recalls, missed call text back and review requests.</p>',
    fields: [BUSINESS_NAME, PHONE, BOOKING, COLOUR],
    update: {
      notes: 'Adds the Invisalign assessment funnel and a review request after every visit.',
      added: { funnels: ['Invisalign Assessment'], workflows: ['Review Request'] },
    },
  },
  {
    snapshot: 'Fitness Studio Growth Kit',
    folder: 'Healthcare',
    visibility: 'agency',
    niche: 'Fitness',
    tags: ['fitness', 'memberships'],
    description: '<p>Turns free trial passes into members, and wins back the ones who lapse.</p>',
    fields: [BUSINESS_NAME, BOOKING, COLOUR],
  },
  {
    snapshot: 'Home Services Pro',
    folder: 'Home & Local',
    visibility: 'marketplace',
    niche: 'Home services',
    tags: ['home services', 'estimates', 'reviews'],
    description:
      '<p>For plumbers, electricians and HVAC teams: estimate requests, follow-ups until the job is booked, and reviews once it is done.</p>',
    fields: [BUSINESS_NAME, PHONE, COLOUR],
  },
  {
    snapshot: 'Real Estate Lead Machine',
    folder: null,
    visibility: 'locations',
    niche: 'Real estate',
    tags: ['real estate', 'buyers', 'sellers'],
    description: '<p>Buyer and seller pipelines with valuation funnels and open house follow-ups.</p>',
    fields: [BUSINESS_NAME, PHONE],
  },
  {
    snapshot: 'Restaurant Table Filler',
    folder: 'Hospitality',
    visibility: 'marketplace',
    niche: 'Restaurants',
    tags: ['restaurants', 'reservations'],
    description: '<p>Reservations, birthday offers and private event enquiries that fill the quiet nights.</p>',
    fields: [BUSINESS_NAME, BOOKING, COLOUR],
    price: { amountCents: 4900, currency: 'usd' },
  },
];

/** Partners' listings: no CRM of Atrium's, so their link and contents are theirs to give. */
const PARTNER_LISTINGS = [
  {
    partner: 'Vertex Automations',
    crmSnapshotId: 'VxMedSpaBooking00001',
    name: 'Med Spa Booking Engine',
    niche: 'Med spa',
    tags: ['med spa', 'aesthetics', 'bookings'],
    description: '<p>Consultation funnels, treatment reminders and rebooking nudges for med spas.</p>',
    contents: {
      custom_values: ['Business Name', 'Business Phone', 'Booking Link'],
      pipelines: ['Consultation to Treatment'],
      calendars: ['Free Consultation', 'Treatment'],
      funnels: ['Botox Special', 'Skin Consultation'],
      workflows: ['Consultation Reminder', 'Rebook in 12 Weeks', 'Review Request'],
    },
    fields: [BUSINESS_NAME, PHONE, BOOKING],
  },
  {
    partner: 'Northwind Web',
    crmSnapshotId: 'NwLawFirmIntake00001',
    name: 'Law Firm Intake Suite',
    niche: 'Legal',
    tags: ['legal', 'intake'],
    description: '<p>Case intake forms, consultation booking and follow-ups that keep every lead warm.</p>',
    contents: {
      custom_values: ['Business Name', 'Business Phone'],
      forms: ['Case Intake', 'Conflict Check'],
      calendars: ['Initial Consultation'],
      email_templates: ['Consultation Confirmed', 'Documents Needed'],
      workflows: ['New Lead Follow-up', 'Consultation Reminder'],
    },
    fields: [BUSINESS_NAME, PHONE],
  },
];

/** Asset groups in the order a push brings them, empty types left out. */
function groups(assets: Partial<Record<TSnapshotAssetType, readonly string[]>>): TSnapshotAssetGroup[] {
  return SNAPSHOT_ASSET_TYPES.flatMap((type) => {
    const names = assets[type];
    return names && names.length > 0 ? [{ type, names: [...names] }] : [];
  });
}

/** The first version's contents: the snapshot as it is now, without what the update added. */
function firstContents(demo: DemoSnapshot, listing: DemoListing): TSnapshotAssetGroup[] {
  const added = listing.update?.added ?? {};
  return groups(
    Object.fromEntries(
      Object.entries(demo.assets).map(([type, names]) => [
        type,
        names.filter((n) => !added[type as TSnapshotAssetType]?.includes(n)),
      ]),
    ),
  );
}

const fieldRows = (fields: Field[], snapshotId: string, agencyId: string | null) =>
  fields.map((f, position) => ({
    snapshotId,
    agencyId,
    label: f.label,
    key: f.key,
    type: f.type,
    required: f.required ?? false,
    helpText: f.helpText ?? null,
    defaultValue: f.defaultValue ?? null,
    options: f.options ?? [],
    position,
  }));

/** Summit's folders, parents first: the agency files its listings by niche, one level nested. */
const FOLDERS: { name: string; parent: string | null }[] = [
  { name: 'Healthcare', parent: null },
  { name: 'Home & Local', parent: null },
  { name: 'Hospitality', parent: 'Home & Local' },
];

async function folderIds(db: Db, agencyId: string): Promise<Map<string, string>> {
  const existing = await db
    .select({ _id: snapshotFolders._id, name: snapshotFolders.name })
    .from(snapshotFolders)
    .where(
      and(
        eq(snapshotFolders.agencyId, agencyId),
        inArray(
          snapshotFolders.name,
          FOLDERS.map((f) => f.name),
        ),
      ),
    );
  const ids = new Map(existing.map((f) => [f.name, f._id]));
  for (const [position, { name, parent }] of FOLDERS.entries()) {
    if (ids.has(name)) continue;
    const parentId = parent ? ids.get(parent)! : null;
    const [row] = await db.insert(snapshotFolders).values({ agencyId, name, parentId, position }).returning();
    ids.set(name, row!._id);
  }
  return ids;
}

async function seedSummit(db: Db, now: number) {
  const company = sandboxDemo().companies.find((c) => c.email === SUMMIT_EMAIL);
  const [agency] = await db.select({ _id: agencies._id }).from(agencies).where(eq(agencies.email, SUMMIT_EMAIL));
  if (!company || !agency) return;
  const [admin] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.agencyId, agency._id), eq(memberships.role, 'agency_admin')))
    .limit(1);
  const folders = await folderIds(db, agency._id);
  for (const [i, listing] of SUMMIT_LISTINGS.entries()) {
    const index = DEMO_SNAPSHOTS.findIndex((s) => s.name === listing.snapshot);
    const demo = DEMO_SNAPSHOTS[index]!;
    // The sandbox's id of the snapshot (resources/demo-data.ts makes it the same way).
    const crmSnapshotId = demoId(`snapshot:${company.id}:${index}`);
    const createdAt = new Date(now - (40 - i * 6) * DAY);
    const [row] = await db
      .insert(appSnapshots)
      .values({
        agencyId: agency._id,
        crmSnapshotId,
        crmCompanyId: company.id,
        folderId: listing.folder ? folders.get(listing.folder)! : null,
        name: listing.snapshot,
        description: listing.description,
        niche: listing.niche,
        tags: listing.tags,
        visibility: listing.visibility,
        priceCents: listing.price?.amountCents ?? null,
        currency: listing.price?.currency ?? null,
        currentVersion: listing.update ? 2 : 1,
        createdBy: admin?.userId ?? null,
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing()
      .returning({ _id: appSnapshots._id });
    if (!row) continue;
    const version = (number: number, notes: string, contents: TSnapshotAssetGroup[], at: Date) => ({
      snapshotId: row._id,
      number,
      releaseNotes: notes,
      contents,
      publishedBy: admin?.userId ?? null,
      createdAt: at,
    });
    await db
      .insert(appSnapshotVersions)
      .values([
        version(1, 'First version', firstContents(demo, listing), createdAt),
        ...(listing.update ? [version(2, listing.update.notes, groups(demo.assets), new Date(now - 5 * DAY))] : []),
      ]);
    await db.insert(snapshotCustomFields).values(fieldRows(listing.fields, row._id, agency._id));
    if (listing.update)
      await seedEarlierLoad(db, {
        agencyId: agency._id,
        snapshotId: row._id,
        requestedBy: admin?.userId ?? null,
        contents: firstContents(demo, listing),
        places: company.locations.filter((l) => EARLIER_LOAD_INTO.includes(l.name)),
        at: new Date(createdAt.getTime() + 2 * DAY),
      });
  }
}

/**
 * Where the listing with a second version went while it had one: the demo shows history and "Update available". Of
 * Summit's two locations in the demo (its others arrive with a CRM sync), the dental one; Summit Realty North stays
 * free for a first load.
 */
const EARLIER_LOAD_INTO = ['Summit Dental Downtown'];

/**
 * A finished load of version 1 into some of Summit's locations. The sandbox keeps no push of it (its demo locations
 * start bare), so the history is Atrium's alone; a new load of version 2 goes through the CRM as any load does.
 */
async function seedEarlierLoad(
  db: Db,
  opts: {
    agencyId: string;
    snapshotId: string;
    requestedBy: string | null;
    contents: TSnapshotAssetGroup[];
    places: { id: string; name: string }[];
    at: Date;
  },
) {
  const rows = await db
    .select({ _id: locations._id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.agencyId, opts.agencyId), inArray(locations.name, EARLIER_LOAD_INTO)));
  if (rows.length === 0) return;
  const finishedAt = new Date(opts.at.getTime() + 6_000);
  const [load] = await db
    .insert(snapshotLoads)
    .values({
      agencyId: opts.agencyId,
      snapshotId: opts.snapshotId,
      version: 1,
      status: 'done',
      mode: 'automatic',
      requestedBy: opts.requestedBy,
      startedAt: opts.at,
      finishedAt,
      createdAt: opts.at,
      updatedAt: finishedAt,
    })
    .returning({ _id: snapshotLoads._id });
  const assets = opts.contents.map((g) => ({ type: g.type, count: g.names.length, status: 'completed' as const, retries: 0 }));
  await db.insert(snapshotPushes).values(
    rows.flatMap((location) => {
      const place = opts.places.find((p) => p.name === location.name);
      if (!place) return [];
      return [
        {
          agencyId: opts.agencyId,
          loadId: load!._id,
          snapshotId: opts.snapshotId,
          locationId: location._id,
          crmLocationId: place.id,
          version: 1,
          values: { business_name: location.name, brand_colour: '#1a73e8' },
          status: 'completed' as const,
          assets,
          valuesWritten: true,
          startedAt: opts.at,
          finishedAt,
          createdAt: opts.at,
          updatedAt: finishedAt,
        },
      ];
    }),
  );
}

async function seedPartners(db: Db, now: number) {
  const names = PARTNER_LISTINGS.map((l) => l.partner);
  const rows = await db.select({ _id: partners._id, name: partners.name, website: partners.website }).from(partners);
  const byName = new Map(rows.filter((p) => names.includes(p.name)).map((p) => [p.name, p]));
  for (const [i, listing] of PARTNER_LISTINGS.entries()) {
    const partner = byName.get(listing.partner);
    if (!partner) continue;
    const [existing] = await db
      .select({ _id: appSnapshots._id })
      .from(appSnapshots)
      .where(and(eq(appSnapshots.partnerId, partner._id), eq(appSnapshots.crmSnapshotId, listing.crmSnapshotId)));
    if (existing) continue;
    const createdAt = new Date(now - (20 - i * 7) * DAY);
    const [row] = await db
      .insert(appSnapshots)
      .values({
        partnerId: partner._id,
        crmSnapshotId: listing.crmSnapshotId,
        name: listing.name,
        description: listing.description,
        niche: listing.niche,
        tags: listing.tags,
        visibility: 'marketplace',
        shareUrl: `${partner.website ?? 'https://partners.example'}/snapshots/${listing.crmSnapshotId}`,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ _id: appSnapshots._id });
    await db.insert(appSnapshotVersions).values({
      snapshotId: row!._id,
      number: 1,
      releaseNotes: 'First version',
      contents: groups(listing.contents),
      createdAt,
    });
    await db.insert(snapshotCustomFields).values(fieldRows(listing.fields, row!._id, null));
  }
}

export async function seedDemoSnapshots(db: Db, now = Date.now()): Promise<void> {
  await seedSummit(db, now);
  await seedPartners(db, now);
}
