import type { TBundleSlug } from '@atrium/contracts/apps';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { appBundleApps, appBundles, appPlans, apps, appVersions } from '../modules/apps/apps.tables';
import { appApprovals, appAutoInstalls, appInstallDaily, appInstalls } from '../modules/apps/installs.tables';
import { agencies, locations, memberships, users } from '../platform/tenancy/tenancy.tables';

const DAY = 86_400_000;
const HISTORY_DAYS = 365;

/** A small deterministic PRNG (mulberry32), so the demo is the same on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type LiveApp = {
  _id: string;
  name: string;
  installTarget: 'agency' | 'location' | 'both';
  installCount: number;
  publishedAt: Date | null;
};

const BUNDLES: {
  slug: TBundleSlug;
  name: string;
  description: string;
  audience: 'agency' | 'location';
  plan: { name: string; model: 'monthly' | 'yearly'; priceCents: number };
  size: number;
}[] = [
  {
    slug: 'levelup',
    name: 'Level Up Store',
    description: 'The essentials to grow an agency: reporting, automation and client onboarding, under one monthly plan.',
    audience: 'agency',
    plan: { name: 'Level Up', model: 'monthly', priceCents: 9700 },
    size: 12,
  },
  {
    slug: 'alltheapps',
    name: 'All The Apps',
    description: 'Every premium integration in one subscription, for agencies that want the whole toolbox.',
    audience: 'agency',
    plan: { name: 'All Access', model: 'monthly', priceCents: 29700 },
    size: 20,
  },
  {
    slug: 'unlimited',
    name: 'Unlimited Location Pack',
    description: 'Widgets, messaging and payments for one location, with no per-app fees.',
    audience: 'location',
    plan: { name: 'Unlimited', model: 'monthly', priceCents: 4900 },
    size: 16,
  },
  {
    slug: 'premuim',
    name: 'Premium Suite',
    description: 'Hand-picked, top-rated apps with priority support from their developers.',
    audience: 'agency',
    plan: { name: 'Premium', model: 'yearly', priceCents: 199700 },
    size: 10,
  },
  {
    slug: 'agencyapps',
    name: 'Agency Apps',
    description: 'Tools for running the agency itself: billing, reporting and white-label client portals.',
    audience: 'agency',
    plan: { name: 'Agency', model: 'monthly', priceCents: 14700 },
    size: 8,
  },
];

/** What the demo app with a page in the CRM may read there: all within what the demo's CRM sync connection holds. */
export const DEMO_CRM_SCOPES = ['contacts.readonly', 'locations.readonly', 'users.readonly'] as const;
/**
 * The demo app's in-CRM page: a stand-in Atrium serves (apps/web/public/demo), so the menu link opens a real page
 * offline. A path on Atrium's own address: the seed does not know the address, and a developer's listing always
 * gives a full https address (the console's contract).
 */
export const DEMO_CRM_PAGE_URL = '/demo/crm-page.html';

const forLocations = (a: LiveApp) => a.installTarget !== 'agency';
const forAgency = (a: LiveApp) => a.installTarget !== 'location';

/** The demo apps of one status, with what the install history needs. */
const appsWithStatus = (db: Db, status: 'live' | 'deprecated') =>
  db
    .select({
      _id: apps._id,
      name: apps.name,
      installTarget: apps.installTarget,
      installCount: apps.installCount,
      publishedAt: apps.publishedAt,
    })
    .from(apps)
    .where(eq(apps.status, status));

/**
 * The install side of the demo: the five store bundles, installs and approvals for the demo agencies
 * (one install a version behind, one pending approval request) and a year of daily install history for
 * every live or deprecated app that adds up to its install count. The most installed live app stays uninstalled at
 * Summit Growth Agency and its locations, so a browser test can install it. Runs after the catalogue.
 */
export async function seedDemoInstalls(db: Db, { now = Date.now(), seed = 11 } = {}): Promise<void> {
  const live: LiveApp[] = await appsWithStatus(db, 'live').orderBy(desc(apps.installCount), asc(apps._id));
  if (live.length === 0) return;
  const r = random(seed);

  await db.transaction(async (tx) => {
    await seedBundles(tx, live, r);
    await seedAgencyInstalls(tx, live, now);
  });
  // Deprecated apps were live once: their install counts have a history too.
  const deprecated = await appsWithStatus(db, 'deprecated').orderBy(asc(apps._id));
  await seedDailyHistory(db, [...live, ...deprecated], now, r);
}

async function seedBundles(db: DbOrTx, live: LiveApp[], r: () => number): Promise<void> {
  const rows = await db
    .insert(appBundles)
    .values(
      BUNDLES.map((b) => ({
        slug: b.slug,
        name: b.name,
        description: b.description,
        audience: b.audience,
        planName: b.plan.name,
        planModel: b.plan.model,
        priceCents: b.plan.priceCents,
      })),
    )
    .returning({ _id: appBundles._id, slug: appBundles.slug });
  const links = BUNDLES.flatMap((b) => {
    const bundleId = rows.find((row) => row.slug === b.slug)!._id;
    const fits = live.filter(b.audience === 'location' ? forLocations : forAgency);
    // A deterministic shuffle of the apps that fit, weighted towards the popular ones.
    const picked = fits
      .map((app, i) => ({ app, key: r() * (1 + i / fits.length) }))
      .sort((x, y) => x.key - y.key)
      .slice(0, Math.min(b.size, fits.length));
    return picked.map(({ app }, position) => ({ bundleId, appId: app._id, position }));
  });
  if (links.length > 0) await db.insert(appBundleApps).values(links);
}

async function seedAgencyInstalls(db: DbOrTx, live: LiveApp[], now: number): Promise<void> {
  const agencyRows = await db
    .select({ _id: agencies._id, name: agencies.name })
    .from(agencies)
    .where(inArray(agencies.name, ['Summit Growth Agency', 'Harbor Digital']));
  if (agencyRows.length === 0) return;
  const agencyIds = agencyRows.map((a) => a._id);
  const locationRows = await db
    .select({ _id: locations._id, name: locations.name, agencyId: locations.agencyId })
    .from(locations)
    .where(inArray(locations.agencyId, agencyIds));
  const people = await db
    .select({
      userId: memberships.userId,
      role: memberships.role,
      agencyId: memberships.agencyId,
      locationId: memberships.locationId,
    })
    .from(memberships)
    .innerJoin(users, eq(users._id, memberships.userId))
    .where(inArray(memberships.agencyId, agencyIds));
  const appIds = live.map((a) => a._id);
  const plans = await db
    .select({ _id: appPlans._id, appId: appPlans.appId })
    .from(appPlans)
    .where(inArray(appPlans.appId, appIds))
    .orderBy(asc(appPlans.position));
  const versions = await db
    .select({ appId: appVersions.appId, version: appVersions.version })
    .from(appVersions)
    .where(inArray(appVersions.appId, appIds))
    .orderBy(desc(appVersions.releasedAt));
  const firstPlan = (appId: string) => plans.find((p) => p.appId === appId)?._id ?? null;
  const versionsOf = (appId: string) => versions.filter((v) => v.appId === appId).map((v) => v.version);

  // The most installed live app stays free for a browser test to install; the rest are dealt out in order.
  const pool = live.slice(1);
  const take = (fits: (a: LiveApp) => boolean, n: number, used: Set<string>) => {
    const out = pool.filter((a) => fits(a) && !used.has(a._id)).slice(0, n);
    for (const a of out) used.add(a._id);
    return out;
  };

  const installs: (typeof appInstalls.$inferInsert)[] = [];
  const inCrm: LiveApp[] = [];
  const approvals: (typeof appApprovals.$inferInsert)[] = [];
  const autos: (typeof appAutoInstalls.$inferInsert)[] = [];
  agencyRows.forEach((agency, index) => {
    const used = new Set<string>();
    const admin = people.find((p) => p.agencyId === agency._id && p.role === 'agency_admin')?.userId ?? null;
    const places = locationRows.filter((l) => l.agencyId === agency._id).sort((a, b) => a.name.localeCompare(b.name));
    const install = (app: LiveApp, locationId: string | null, daysAgo: number, version?: string | null) =>
      installs.push({
        appId: app._id,
        agencyId: agency._id,
        locationId,
        planId: firstPlan(app._id),
        version: version === undefined ? (versionsOf(app._id)[0] ?? null) : version,
        installedBy: admin,
        installedAt: new Date(now - daysAgo * DAY),
        webIntegrationEnabled: locationId !== null && daysAgo % 2 === 0,
      });
    const approve = (app: LiveApp) =>
      approvals.push({ agencyId: agency._id, appId: app._id, status: 'approved', decidedBy: admin });

    for (const [i, app] of take(forAgency, 3 - index, used).entries()) install(app, null, 90 - i * 20);
    places.forEach((place, p) => {
      const count = 3 - p - index;
      const picked =
        p === 0 && count > 0
          ? [...take((a) => forLocations(a) && versionsOf(a._id).length > 1, 1, used), ...take(forLocations, count - 1, used)]
          : take(forLocations, count, used);
      for (const [i, app] of picked.entries()) {
        // The first location's first app is a version behind, so 'update available' shows.
        const older = p === 0 && i === 0 ? (versionsOf(app._id)[1] ?? null) : undefined;
        install(app, place._id, 60 - i * 12 - p * 5, older);
        approve(app);
      }
    });
    if (index === 0) {
      // Everywhere, present and future: one auto-installed app.
      const [everywhere] = take(forLocations, 1, used);
      if (everywhere) {
        inCrm.push(everywhere);
        for (const place of places) install(everywhere, place._id, 30);
        autos.push({ agencyId: agency._id, appId: everywhere._id, planId: firstPlan(everywhere._id), createdBy: admin });
        approve(everywhere);
      }
    }
    // Approved but not installed yet, so a location admin can install it.
    for (const app of take(forLocations, 1, used)) approve(app);
    // A pending request from the first location.
    const requester = people.find((p) => p.locationId === places[0]?._id && p.role === 'location_admin');
    const [requested] = take(forLocations, 1, used);
    if (requested && places[0]) {
      approvals.push({
        agencyId: agency._id,
        appId: requested._id,
        status: 'requested',
        requestedLocationId: places[0]._id,
        requestedBy: requester?.userId ?? null,
      });
    }
  });
  // The app on every Summit location has a page inside the CRM: once Summit is connected to the CRM sandbox (on the
  // first start, crm/crm-demo.ts), each of its linked CRM locations shows the app in its menu.
  for (const app of inCrm) {
    await db
      .update(apps)
      .set({ customPageUrl: DEMO_CRM_PAGE_URL, crmScopes: [...DEMO_CRM_SCOPES] })
      .where(eq(apps._id, app._id));
  }
  if (installs.length > 0) await db.insert(appInstalls).values(installs);
  if (approvals.length > 0) await db.insert(appApprovals).values(approvals);
  if (autos.length > 0) await db.insert(appAutoInstalls).values(autos);
}

/** Spreads `total` over the weights as whole numbers (largest remainder), exactly adding up. */
function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0) || 1;
  const raw = weights.map((w) => (w / sum) * total);
  const out = raw.map(Math.floor);
  let left = total - out.reduce((s, n) => s + n, 0);
  const order = raw.map((v, i) => ({ i, frac: v - Math.floor(v) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) out[order[k]!.i]! += 1;
  return out;
}

/**
 * A year of installs and uninstalls per app and day: a growing curve with noise and the odd spike, whose
 * installs minus uninstalls equal the app's install count. Days with nothing are left out.
 */
async function seedDailyHistory(db: Db, live: LiveApp[], now: number, r: () => number): Promise<void> {
  const today = Math.floor(now / DAY) * DAY;
  // dayNames[k] is the UTC date k days before today.
  const dayNames = Array.from({ length: HISTORY_DAYS }, (_, k) => new Date(today - k * DAY).toISOString().slice(0, 10));
  const rows: { appId: string; day: string; installs: number; uninstalls: number }[] = [];
  for (const app of live) {
    const published = app.publishedAt ? Math.floor(app.publishedAt.getTime() / DAY) * DAY : today - (HISTORY_DAYS - 1) * DAY;
    const days = Math.max(1, Math.min(HISTORY_DAYS, Math.round((today - published) / DAY) + 1));
    const growth = 1 + r() * 3;
    const weights = Array.from({ length: days }, (_, d) => {
      const trend = 1 + (growth * d) / days;
      const spike = r() < 0.02 ? 2 + r() * 3 : 1;
      return trend * (0.6 + r() * 0.8) * spike;
    });
    const net = app.installCount;
    const churn = Math.round(net * (0.08 + r() * 0.12));
    const installs = apportion(net + churn, weights);
    // Uninstalls trail the installs: weighted by what is installed so far.
    let cumulative = 0;
    const uninstallWeights = installs.map((n) => {
      cumulative += n;
      return cumulative * (0.5 + r());
    });
    const uninstalls = apportion(churn, uninstallWeights);
    for (let d = 0; d < days; d++) {
      if (installs[d] === 0 && uninstalls[d] === 0) continue;
      rows.push({ appId: app._id, day: dayNames[days - 1 - d]!, installs: installs[d]!, uninstalls: uninstalls[d]! });
    }
  }
  // One statement with four array parameters: far faster than tens of thousands of bound values.
  for (let i = 0; i < rows.length; i += 20_000) {
    const batch = rows.slice(i, i + 20_000);
    await db.execute(sql`
      insert into ${appInstallDaily} (app_id, day, installs, uninstalls)
      select * from unnest(
        ${sql.param(batch.map((b) => b.appId))}::uuid[], ${sql.param(batch.map((b) => b.day))}::date[],
        ${sql.param(batch.map((b) => b.installs))}::int[], ${sql.param(batch.map((b) => b.uninstalls))}::int[])`);
  }
}
