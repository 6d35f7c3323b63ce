import type { TSnapshot, TSnapshotDetail } from '@atrium/contracts/snapshots';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePartner } from '../modules/apps/console-fixtures';
import { createCrmTestApp } from '../modules/crm/test-crm';
import { appSnapshots, snapshotFolders, snapshotPushes } from '../modules/snapshots/snapshots.tables';
import { agencies, locations } from '../platform/tenancy/tenancy.tables';
import { seedDemoSnapshots } from './demo-snapshots';

const BASE = '/api/v1/snap_shot';

describe('the demo snapshot listings', () => {
  let crm: Awaited<ReturnType<typeof createCrmTestApp>>;
  let mine: TSnapshot[];
  const byName = (name: string) => mine.find((s) => s.name === name)!;

  beforeAll(async () => {
    crm = await createCrmTestApp();
    // Agency A plays Summit Growth (the demo finds it by email), beside the two partners that list snapshots.
    await crm.t.db.update(agencies).set({ email: 'hello@summitgrowth.test' }).where(eq(agencies._id, crm.tenants.agencyA._id));
    // One of its locations is the one the demo's earlier load of Dental went into.
    await crm.t.db.update(locations).set({ name: 'Summit Dental Downtown' }).where(eq(locations._id, crm.tenants.locationA1._id));
    await makePartner(crm.t, 'Vertex Automations');
    await makePartner(crm.t, 'Northwind Web');
    await seedDemoSnapshots(crm.t.db);
    await seedDemoSnapshots(crm.t.db);
    const res = await crm.http.get(`${BASE}/list-snapshots?scope=mine&sort=name`, crm.tenants.adminA.headers);
    mine = res.json().data;
  });
  afterAll(async () => {
    await crm?.close();
  });

  it('Summit files five listings in folders, with custom fields, once however often the seed runs', async () => {
    expect(mine.map((s) => s.name)).toEqual([
      'Dental Practice Starter',
      'Fitness Studio Growth Kit',
      'Home Services Pro',
      'Real Estate Lead Machine',
      'Restaurant Table Filler',
    ]);
    const [total] = await crm.t.db.select({ n: count() }).from(appSnapshots);
    expect(total!.n).toBe(7);
    const folders = await crm.t.db.select().from(snapshotFolders);
    const folderOf = (name: string) => folders.find((f) => f._id === byName(name).folderId)?.name ?? null;
    expect(folders.map((f) => f.name).sort()).toEqual(['Healthcare', 'Home & Local', 'Hospitality']);
    expect(folders.find((f) => f.name === 'Hospitality')!.parentId).toBe(folders.find((f) => f.name === 'Home & Local')!._id);
    expect(folderOf('Dental Practice Starter')).toBe('Healthcare');
    expect(folderOf('Fitness Studio Growth Kit')).toBe('Healthcare');
    expect(folderOf('Home Services Pro')).toBe('Home & Local');
    expect(folderOf('Restaurant Table Filler')).toBe('Hospitality');
    expect(folderOf('Real Estate Lead Machine')).toBeNull();
    expect(new Set(mine.map((s) => s.visibility))).toEqual(new Set(['agency', 'locations', 'marketplace']));
    for (const listing of mine) expect(listing.customFieldCount).toBeGreaterThanOrEqual(2);
    for (const listing of mine) expect(listing.customFieldCount).toBeLessThanOrEqual(4);

    // Dental's first version went into a location before its second came: once, however often the seed runs.
    expect(byName('Dental Practice Starter')).toMatchObject({ locationCount: 1, outdatedLocationCount: 1 });
    const pushes = await crm.t.db.select().from(snapshotPushes);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ locationId: crm.tenants.locationA1._id, version: 1, status: 'completed' });

    const dental: TSnapshotDetail = (
      await crm.http.get(
        `${BASE}/get-single-snapshot?snapshot_id=${byName('Dental Practice Starter')._id}`,
        crm.tenants.adminA.headers,
      )
    ).json().data;
    expect(dental.versions.map((v) => v.number)).toEqual([2, 1]);
    expect(dental.version.releaseNotes).toContain('Invisalign');
    const funnels = (v: { contents: TSnapshotDetail['contents'] }) => v.contents.find((g) => g.type === 'funnels')!.names;
    expect(funnels(dental.versions[0]!)).toContain('Invisalign Assessment');
    expect(funnels(dental.versions[1]!)).not.toContain('Invisalign Assessment');
    expect(dental.customFields.map((f) => [f.key, f.required, f.defaultValue])).toEqual([
      ['business_name', true, null],
      ['business_phone', false, null],
      ['booking_link', false, null],
      ['brand_colour', false, '#1a73e8'],
    ]);
  });

  it('the marketplace shows Summit’s and the partners’ listings, partners’ with their import link', async () => {
    const page: TSnapshot[] = (await crm.http.get(`${BASE}/list-snapshots?scope=marketplace&sort=name`)).json().data;
    expect(page.map((s) => [s.name, s.publisher.kind])).toEqual([
      ['Home Services Pro', 'agency'],
      ['Law Firm Intake Suite', 'partner'],
      ['Med Spa Booking Engine', 'partner'],
      ['Restaurant Table Filler', 'agency'],
    ]);
    expect(page.find((s) => s.publisher.kind === 'partner')!.viewer.shareUrl).toMatch(/^https:\/\/.+\/snapshots\//);
  });

  it('stands for the sandbox’s own snapshots: once connected, an edit makes the share link, a version reads the contents', async () => {
    await crm.connect(crm.tenants.adminA, 'olivia@summitgrowth.test');
    const fromCrm = (await crm.http.get('/api/v1/agency/list-snapshots', crm.tenants.adminA.headers)).json().data;
    const crmIds = new Set(fromCrm.map((s: { id: string }) => s.id));
    for (const listing of mine) expect(crmIds).toContain(listing.crmSnapshotId);

    const home = byName('Home Services Pro');
    const edited = await crm.http.put(`${BASE}/${home._id}`, { tags: ['home services'] }, crm.tenants.adminA.headers);
    expect(edited.statusCode, edited.body).toBe(200);
    const seen = (await crm.http.get(`${BASE}/get-snapshot?snapshot_id=${home._id}`, crm.tenants.adminB.headers)).json().data;
    expect(seen.viewer.shareUrl).toMatch(/\/\?share=/);

    const dental = byName('Dental Practice Starter');
    const body = { snapshot_id: dental._id, releaseNotes: 'Read again from the CRM' };
    const next = await crm.http.post(`${BASE}/publish-version`, body, crm.tenants.adminA.headers);
    expect(next.statusCode, next.body).toBe(201);
    const detail: TSnapshotDetail = next.json().data;
    expect(detail.version.number).toBe(3);
    expect(detail.contents).toEqual(detail.versions[1]!.contents);
  });
});
