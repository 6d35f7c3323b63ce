import { randomUUID } from 'node:crypto';
import { type TAppBundle, ZAppBundleResponse } from '@atrium/contracts/apps';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, locations } from '../../platform/tenancy/tenancy.tables';
import { createDemoApp } from '../../test/demo-app';
import { expectError, type jsonRequest } from '../../test/http';
import type { TestApp } from '../../test/test-app';
import { appBundleApps, appBundles, apps } from './apps.tables';
import { appApprovals, appAutoInstalls, appInstallDaily, appInstalls } from './installs.tables';

/** The store bundles, on the demo data (which this file also checks: bundles, installs, approvals, history). */

let t: TestApp;
let http: ReturnType<typeof jsonRequest>;
let signIn: (email: string, portal?: 'auth' | 'user') => Promise<{ authorization: string }>;
let summit: { _id: string };
let dental: { _id: string };
let harborFitness: { _id: string };

beforeAll(async () => {
  ({ t, http, signIn } = await createDemoApp());
  const locationNamed = async (name: string) =>
    (await t.db.select({ _id: locations._id }).from(locations).where(eq(locations.name, name)))[0]!;
  summit = (await t.db.select({ _id: agencies._id }).from(agencies).where(eq(agencies.name, 'Summit Growth Agency')))[0]!;
  dental = await locationNamed('Summit Dental Downtown');
  harborFitness = await locationNamed('Harbor Fitness Studio');
});
afterAll(() => t.close());

const bundle = async (url: string, headers?: Record<string, string>): Promise<TAppBundle> => {
  const res = await http.get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(ZAppBundleResponse.parse(res.json())).toEqual(res.json());
  return res.json().data;
};

describe('the demo installs', () => {
  it('has the five bundles with 8 to 20 live apps each', async () => {
    const rows = await t.db
      .select({ slug: appBundles.slug, audience: appBundles.audience, n: count() })
      .from(appBundles)
      .innerJoin(appBundleApps, eq(appBundleApps.bundleId, appBundles._id))
      .innerJoin(apps, and(eq(apps._id, appBundleApps.appId), eq(apps.status, 'live')))
      .groupBy(appBundles.slug, appBundles.audience);
    expect(rows.map((r) => r.slug).sort()).toEqual(['agencyapps', 'alltheapps', 'levelup', 'premuim', 'unlimited']);
    for (const row of rows) {
      expect(row.n).toBeGreaterThanOrEqual(8);
      expect(row.n).toBeLessThanOrEqual(20);
      expect(row.audience).toBe(row.slug === 'unlimited' ? 'location' : 'agency');
    }
  });

  it('installs apps for both agencies, one a version behind, with approvals, a request and an auto-install', async () => {
    const installs = await t.db.select().from(appInstalls);
    expect(installs.filter((i) => i.agencyId === summit._id && i.locationId === null).length).toBeGreaterThan(0);
    expect(installs.filter((i) => i.locationId === dental._id).length).toBeGreaterThan(0);
    expect(installs.filter((i) => i.locationId === harborFitness._id).length).toBeGreaterThan(0);
    const statuses = (await t.db.select().from(appApprovals)).map((a) => a.status);
    expect(statuses).toContain('approved');
    expect(statuses.filter((s) => s === 'requested')).toHaveLength(2);
    expect(await t.db.select().from(appAutoInstalls)).toHaveLength(1);

    const olivia = await signIn('olivia@summitgrowth.test');
    const dentalApps = (await http.get(`/api/v1/app/get_install_apps?location_id=${dental._id}`, olivia)).json().data.apps;
    expect(dentalApps.some((a: { install: { updateAvailable: boolean } }) => a.install.updateAvailable)).toBe(true);
    const emma = await signIn('emma@summitdental.test', 'user');
    const requested = (await http.get('/api/v1/app/approvals', olivia))
      .json()
      .data.filter((a: { status: string }) => a.status === 'requested');
    expect(requested).toEqual([
      expect.objectContaining({ requestedBy: { locationId: dental._id, locationName: 'Summit Dental Downtown' } }),
    ]);
    expect((await http.get(`/api/v1/app/install_state?app_id=${requested[0].appId}`, emma)).json().data.state).toBe(
      'approval_requested',
    );
  });

  it('leaves the most installed live app uninstalled at Summit, so it can be installed', async () => {
    const [top] = await t.db
      .select()
      .from(apps)
      .where(eq(apps.status, 'live'))
      .orderBy(sql`${apps.installCount} desc`, apps._id)
      .limit(1);
    const mine = await t.db
      .select()
      .from(appInstalls)
      .where(and(eq(appInstalls.appId, top!._id), eq(appInstalls.agencyId, summit._id)));
    expect(mine).toEqual([]);
    const olivia = await signIn('olivia@summitgrowth.test');
    expect((await http.get(`/api/v1/app/install_state?app_id=${top!._id}`, olivia)).json().data.state).toBe('install');
  });

  it('has a year of daily history per live app whose net adds up to its install count', async () => {
    const totals = await t.db
      .select({
        appId: apps._id,
        installCount: apps.installCount,
        net: sql<number>`coalesce(sum(${appInstallDaily.installs} - ${appInstallDaily.uninstalls}), 0)::int`,
        days: sql<number>`count(${appInstallDaily.day})::int`,
        first: sql<string>`min(${appInstallDaily.day})`,
      })
      .from(apps)
      .leftJoin(appInstallDaily, eq(appInstallDaily.appId, apps._id))
      .where(eq(apps.status, 'live'))
      .groupBy(apps._id);
    for (const row of totals) expect(row.net).toBe(row.installCount);
    const busiest = totals.reduce((a, b) => (b.installCount > a.installCount ? b : a));
    expect(busiest.days).toBeGreaterThan(30);
    const yearAgo = new Date(Date.now() - 366 * 86_400_000).toISOString().slice(0, 10);
    expect(totals.every((r) => r.first === null || r.first >= yearAgo)).toBe(true);
  });
});

describe('GET /api/v1/app/bundles/:slug', () => {
  it('shows a bundle with its live apps in order to everyone, with nothing marked installed signed out', async () => {
    const data = await bundle('/api/v1/app/bundles/levelup');
    expect(data).toMatchObject({ slug: 'levelup', name: 'Level Up Store', audience: 'agency', installedAppIds: [] });
    expect(data.plan).toEqual({ name: 'Level Up', model: 'monthly', priceCents: 9700, currency: 'USD' });
    const ordered = await t.db
      .select({ appId: appBundleApps.appId })
      .from(appBundleApps)
      .innerJoin(appBundles, eq(appBundles._id, appBundleApps.bundleId))
      .innerJoin(apps, eq(apps._id, appBundleApps.appId))
      .where(and(eq(appBundles.slug, 'levelup'), eq(apps.status, 'live')))
      .orderBy(appBundleApps.position);
    expect(data.apps.map((a) => a._id)).toEqual(ordered.map((r) => r.appId));
    // Ids are ignored signed out.
    expect((await bundle(`/api/v1/app/bundles/levelup?location_id=${dental._id}`)).installedAppIds).toEqual([]);
  });

  it('marks the apps installed at the agency, at a chosen location, or at a location user’s own', async () => {
    const olivia = await signIn('olivia@summitgrowth.test');
    const slug = 'alltheapps';
    const data = await bundle(`/api/v1/app/bundles/${slug}`, olivia);
    const agencyInstalled = await t.db
      .select({ appId: appInstalls.appId })
      .from(appInstalls)
      .where(and(eq(appInstalls.agencyId, summit._id), isNull(appInstalls.locationId), eq(appInstalls.status, 'active')));
    const inBundle = new Set(data.apps.map((a) => a._id));
    expect(data.installedAppIds.sort()).toEqual(
      agencyInstalled
        .map((r) => r.appId)
        .filter((id) => inBundle.has(id))
        .sort(),
    );

    // Install one bundle app at Dental and see it marked there only.
    const app = data.apps.find((a) => a.installTarget !== 'agency' && !data.installedAppIds.includes(a._id))!;
    const res = await http.post(
      '/api/v1/app/update_app_with_company_id',
      { appId: app._id, target: { kind: 'locations', locationIds: [dental._id] } },
      olivia,
    );
    expect(res.statusCode, res.body).toBe(200);
    const atDental = await bundle(`/api/v1/app/bundles/${slug}?company_id=${summit._id}&location_id=${dental._id}`, olivia);
    expect(atDental.installedAppIds).toContain(app._id);
    expect((await bundle(`/api/v1/app/bundles/${slug}`, olivia)).installedAppIds).not.toContain(app._id);
    const liam = await signIn('liam@summitdental.test', 'user');
    expect((await bundle(`/api/v1/app/bundles/${slug}`, liam)).installedAppIds).toEqual(atDental.installedAppIds);
  });

  it("is 404 for an unknown slug and for another tenant's company or location", async () => {
    expect(expectError(await http.get('/api/v1/app/bundles/nope'), 404).message).toBe('Bundle not found');
    const olivia = await signIn('olivia@summitgrowth.test');
    const mia = await signIn('mia@harbordigital.test');
    expectError(await http.get(`/api/v1/app/bundles/levelup?location_id=${dental._id}`, mia), 404, 'not_found');
    expectError(await http.get(`/api/v1/app/bundles/levelup?company_id=${summit._id}`, mia), 404, 'not_found');
    expectError(await http.get(`/api/v1/app/bundles/levelup?location_id=${harborFitness._id}`, olivia), 404, 'not_found');
    expectError(await http.get(`/api/v1/app/bundles/levelup?location_id=${randomUUID()}`, olivia), 404, 'not_found');
    const emma = await signIn('emma@summitdental.test', 'user');
    const [realty] = await t.db.select({ _id: locations._id }).from(locations).where(eq(locations.name, 'Summit Realty North'));
    expectError(await http.get(`/api/v1/app/bundles/unlimited?location_id=${realty!._id}`, emma), 404, 'not_found');
    expect(expectError(await http.get('/api/v1/app/bundles/levelup?location_id=bad'), 400).code).toBe('validation_error');
  });
});
