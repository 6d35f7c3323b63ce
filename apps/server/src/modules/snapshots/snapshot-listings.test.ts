import { SNAPSHOT_ASSET_TYPES, type TSnapshot, type TSnapshotDetail } from '@atrium/contracts/snapshots';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/http';
import type { TestUser } from '../../test/tenants';
import { makeCreator, makePartner } from '../apps/console-fixtures';
import { createCrmTestApp } from '../crm/test-crm';
import { appSnapshots, snapshotFolders, snapshotLoads, snapshotPushes } from './snapshots.tables';

/** Publishing, reading, listing, editing and removing snapshot listings, across tenants (issue 22). */

const BASE = '/api/v1/snap_shot';
type Crm = Awaited<ReturnType<typeof createCrmTestApp>>;

const FIELDS = [
  { label: 'Business name', key: 'business_name', type: 'text', required: true },
  { label: 'Brand colour', key: 'brand_colour', type: 'color', defaultValue: '#1a73e8' },
];

describe('snapshot listings', () => {
  let crm: Crm;
  /** Summit's (agency A's) CRM snapshots, by name. */
  const crmSnapshots = new Map<string, string>();
  let dental: TSnapshotDetail;
  let realty: TSnapshotDetail;
  let coffee: TSnapshotDetail;

  const who = () => crm.tenants;
  const anon = {} as Record<string, string>;
  const publish = (body: object, user: TestUser = who().adminA) =>
    crm.http.post(`${BASE}/create-agency_snapshot`, body, user.headers);
  const getOne = (id: string, headers: Record<string, string> = who().adminA.headers, full = false) =>
    crm.http.get(`${BASE}/${full ? 'get-single-snapshot' : 'get-snapshot'}?snapshot_id=${id}`, headers);
  const list = async (query: string, headers: Record<string, string> = who().adminA.headers) => {
    const res = await crm.http.get(`${BASE}/list-snapshots?${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: TSnapshot[]; meta: { total: number; nextCursor: string | null } };
  };
  const created = (res: { statusCode: number; body: string; json: () => { data: TSnapshotDetail } }) => {
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  beforeAll(async () => {
    crm = await createCrmTestApp();
    await crm.connect(crm.tenants.adminA, 'olivia@summitgrowth.test');
    const res = await crm.http.get('/api/v1/agency/list-snapshots', crm.tenants.adminA.headers);
    for (const s of res.json().data as { id: string; name: string }[]) crmSnapshots.set(s.name, s.id);
  });
  afterAll(async () => {
    await crm?.close();
  });

  it('publishes a CRM snapshot: version 1 with the contents the sandbox reports, custom fields, sanitised text', async () => {
    dental = created(
      await publish({
        crmSnapshotId: crmSnapshots.get('Dental Practice Starter'),
        name: 'Dental Practice Starter',
        description: '<p>For <strong>dentists</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
        niche: 'Dental',
        tags: ['dental', 'health', 'dental'],
        coverUrl: '/uploads/snapshots/0190a0b0-0000-7000-8000-000000000001.png',
        customFields: FIELDS,
      }),
    );
    expect(dental).toMatchObject({
      name: 'Dental Practice Starter',
      description: '<p>For <strong>dentists</strong></p>',
      tags: ['dental', 'health'],
      visibility: 'agency',
      publisher: { kind: 'agency', _id: who().agencyA._id, name: 'Alpha' },
      crmSnapshotId: crmSnapshots.get('Dental Practice Starter'),
      version: { number: 1, releaseNotes: 'First version' },
      customFieldCount: 2,
      locationCount: 0,
      viewer: { owns: true, canLoad: true, shareUrl: null },
    });
    // Dental has assets of every type, in the order a push brings them.
    expect(dental.contents.map((g) => g.type)).toEqual([...SNAPSHOT_ASSET_TYPES]);
    expect(dental.assetCounts.workflows).toBe(4);
    expect(dental.assetTotal).toBe(dental.contents.reduce((n, g) => n + g.names.length, 0));
    expect(dental.customFields.map((f) => [f.key, f.required, f.defaultValue, f.position])).toEqual([
      ['business_name', true, null, 0],
      ['brand_colour', false, '#1a73e8', 1],
    ]);
    expect(dental.versions).toEqual([
      expect.objectContaining({
        number: 1,
        releaseNotes: 'First version',
        publishedBy: { _id: who().adminA._id, name: 'admin Test' },
      }),
    ]);
  });

  it('a marketplace listing gets a permanent CRM share link, shown to other owners only', async () => {
    coffee = created(
      await publish(
        { crmSnapshotId: crmSnapshots.get('Coffee Shop Launch Kit'), name: 'Coffee Shop Launch Kit', visibility: 'marketplace' },
        who().staffA,
      ),
    );
    expect(coffee.viewer).toEqual({ owns: true, canLoad: true, shareUrl: null });
    const [row] = await crm.t.db.select().from(appSnapshots).where(eq(appSnapshots._id, coffee._id));
    expect(row!.shareUrl).toMatch(/\/\?share=[A-Za-z0-9]{20}$/);
    const [link] = (
      await crm.sandbox.pool.query('SELECT share_type FROM crm_sandbox.snapshot_share_links WHERE snapshot_id = $1', [
        crmSnapshots.get('Coffee Shop Launch Kit'),
      ])
    ).rows;
    expect(link.share_type).toBe('permanent_link');
    for (const headers of [who().adminB.headers, anon]) {
      const res = await getOne(coffee._id, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        viewer: { owns: false, canLoad: false, shareUrl: row!.shareUrl },
        crmSnapshotId: null,
      });
    }
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ crmSnapshotId: crmSnapshots.get('Home Services Pro') }, 'name'],
      [{ crmSnapshotId: crmSnapshots.get('Home Services Pro'), name: 'Bad\u0000name' }, 'name'],
      [{ crmSnapshotId: 'NotOneOfSummits00000', name: 'Unknown' }, 'crmSnapshotId'],
      [
        {
          crmSnapshotId: crmSnapshots.get('Home Services Pro'),
          name: 'Twice',
          customFields: [FIELDS[0], { ...FIELDS[1], key: 'business_name' }],
        },
        'customFields.1.key',
      ],
      [{ crmSnapshotId: crmSnapshots.get('Home Services Pro'), name: 'Cover', coverUrl: 'javascript:alert(1)' }, 'coverUrl'],
      [
        {
          crmSnapshotId: crmSnapshots.get('Home Services Pro'),
          name: 'Colour',
          customFields: [{ ...FIELDS[1], defaultValue: 'blue' }],
        },
        'customFields.0.defaultValue',
      ],
    ];
    for (const [body, field] of cases) {
      const error = expectError(await publish(body), 400);
      expect(
        (error.details as { path: (string | number)[] }[]).map((d) => d.path.join('.')),
        JSON.stringify(body),
      ).toContain(field);
    }
    const total = (await list('scope=mine')).meta.total;
    expect(total).toBe(2);
  });

  it('a second listing of the same CRM snapshot is a 409 naming the first', async () => {
    const error = expectError(
      await publish({ crmSnapshotId: crmSnapshots.get('Dental Practice Starter'), name: 'Again' }, who().staffA),
      409,
      'conflict',
    );
    expect(error.details).toEqual({ snapshotId: dental._id, name: 'Dental Practice Starter' });
  });

  it('publishing needs the CRM connection and, for the marketplace, snapshots.write', async () => {
    expectError(await publish({ crmSnapshotId: 'AnySnapshotId0000000', name: 'Harbor' }, who().adminB), 409, 'crm_not_connected');
    expectError(await publish({ crmSnapshotId: crmSnapshots.get('Home Services Pro'), name: 'L' }, who().locationAdminA1), 403);
    expectError(await publish({ crmSnapshotId: crmSnapshots.get('Home Services Pro'), name: 'L' }, who().endUser), 403);
    expectError(await crm.http.post(`${BASE}/create-agency_snapshot`, { crmSnapshotId: 'x', name: 'L' }), 401);

    await crm.sandbox.pool.query("UPDATE crm_sandbox.tokens SET scopes = array_remove(scopes, 'snapshots.write')");
    try {
      const body = { crmSnapshotId: crmSnapshots.get('Home Services Pro'), name: 'Home Services Pro', visibility: 'marketplace' };
      expectError(await publish(body), 409, 'crm_scope_missing');
      expect((await list('scope=mine')).meta.total).toBe(2);
      // A marketplace listing without its link (the demo's) still takes an unrelated edit; going there does not.
      await crm.t.db.update(appSnapshots).set({ shareUrl: null }).where(eq(appSnapshots._id, coffee._id));
      const renamed = await crm.http.put(`${BASE}/${coffee._id}`, { niche: 'Coffee shops' }, who().adminA.headers);
      expect(renamed.statusCode, renamed.body).toBe(200);
      const moving = await crm.http.put(`${BASE}/${dental._id}`, { visibility: 'marketplace' }, who().adminA.headers);
      expectError(moving, 409, 'crm_scope_missing');
      expect((await getOne(dental._id)).json().data.visibility).toBe('agency');
    } finally {
      await crm.sandbox.pool.query("UPDATE crm_sandbox.tokens SET scopes = array_append(scopes, 'snapshots.write')");
    }
    // With the permission back, the next edit mends the missing link.
    expect((await crm.http.put(`${BASE}/${coffee._id}`, { niche: 'Cafés' }, who().adminA.headers)).statusCode).toBe(200);
    const [row] = await crm.t.db.select().from(appSnapshots).where(eq(appSnapshots._id, coffee._id));
    expect(row!.shareUrl).toMatch(/\/\?share=/);
  });

  it('location people read what is shown to locations, and cannot write it', async () => {
    realty = created(
      await publish({
        crmSnapshotId: crmSnapshots.get('Real Estate Lead Machine'),
        name: 'Real Estate Lead Machine',
        visibility: 'locations',
        niche: 'Real estate',
        tags: ['Realty'],
      }),
    );
    const seen = await list('', who().locationAdminA1.headers);
    expect(seen.data.map((s) => s.name).sort()).toEqual(['Coffee Shop Launch Kit', 'Real Estate Lead Machine']);
    expect(seen.data.find((s) => s._id === realty._id)).toMatchObject({
      viewer: { owns: false, canLoad: true, shareUrl: null },
      folderId: null,
      crmSnapshotId: null,
    });
    expectError(await getOne(dental._id, who().staffA1.headers), 404, 'not_found');
    expectError(await crm.http.put(`${BASE}/${realty._id}`, { name: 'Mine now' }, who().locationAdminA1.headers), 403);
    expectError(await crm.http.del(`${BASE}/${realty._id}`, who().staffA1.headers), 403);
  });

  it('another agency sees the marketplace only: the rest is a 404 to read, edit, delete or version, and nothing changes', async () => {
    const b = who().adminB.headers;
    expect((await list('', b)).data.map((s) => s._id)).toEqual([coffee._id]);
    expect((await list('scope=mine', b)).meta.total).toBe(0);
    for (const id of [dental._id, realty._id]) {
      for (const full of [false, true]) expectError(await getOne(id, b, full), 404, 'not_found');
      expectError(await crm.http.put(`${BASE}/${id}`, { name: 'Taken' }, b), 404, 'not_found');
      expectError(await crm.http.del(`${BASE}/${id}`, b), 404, 'not_found');
      const version = { snapshot_id: id, releaseNotes: 'Mine', contents: [] };
      expectError(await crm.http.post(`${BASE}/publish-version`, version, b), 404, 'not_found');
      expectError(await getOne(id, who().locationAdminB1.headers), 404, 'not_found');
    }
    // Readable, but not theirs.
    expectError(await crm.http.put(`${BASE}/${coffee._id}`, { name: 'Taken' }, b), 403);
    expectError(await crm.http.del(`${BASE}/${coffee._id}`, b), 403);
    const names = (await list('scope=mine')).data.map((s) => s.name).sort();
    expect(names).toEqual(['Coffee Shop Launch Kit', 'Dental Practice Starter', 'Real Estate Lead Machine']);
  });

  it('anonymous visitors read the marketplace only', async () => {
    const page = await list('', anon);
    expect(page.data.map((s) => s._id)).toEqual([coffee._id]);
    // The publishing agency by name: its id is its own people's.
    expect(page.data[0]!.publisher).toEqual({ kind: 'agency', _id: null, name: 'Alpha' });
    expectError(await getOne(dental._id, anon), 404, 'not_found');
    expectError(await crm.http.get(`${BASE}/list-snapshots?scope=mine`), 401);
  });

  it('lists by folder, search, niche, tag, visibility and partner, sorted and in pages', async () => {
    const [folder] = await crm.t.db
      .insert(snapshotFolders)
      .values({ agencyId: who().agencyA._id, name: 'Healthcare' })
      .returning();
    const moved = await crm.http.put(`${BASE}/${dental._id}`, { folderId: folder!._id }, who().staffA.headers);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.folderId).toBe(folder!._id);

    const ids = async (query: string, headers?: Record<string, string>) => (await list(query, headers)).data.map((s) => s._id);
    expect(await ids(`folder=${folder!._id}`)).toEqual([dental._id]);
    expect((await ids('folder=root')).sort()).toEqual([coffee._id, realty._id].sort());
    // Folders are the owner's: another agency's folder filter finds nothing, even on the marketplace.
    expect(await ids('folder=root', who().adminB.headers)).toEqual([]);
    expect(await ids('q=dentists')).toEqual([dental._id]);
    expect(await ids('q=strong')).toEqual([]);
    expect(await ids('q=REAL%20estate')).toEqual([realty._id]);
    expect(await ids('q=realty')).toEqual([realty._id]);
    expect(await ids('q=100%25')).toEqual([]);
    expect(await ids('niche=dental')).toEqual([dental._id]);
    expect(await ids('tag=realty')).toEqual([realty._id]);
    expect(await ids('visibility=locations')).toEqual([realty._id]);
    expect(await ids('scope=marketplace')).toEqual([coffee._id]);
    expect(await ids('sort=name')).toEqual([coffee._id, dental._id, realty._id]);
    expect(await ids('sort=newest')).toEqual([realty._id, coffee._id, dental._id]);

    // Popular: the listing more locations have comes first.
    const [load] = await crm.t.db
      .insert(snapshotLoads)
      .values({ agencyId: who().agencyA._id, snapshotId: realty._id, version: 1, mode: 'automatic', status: 'done' })
      .returning();
    await crm.t.db.insert(snapshotPushes).values({
      agencyId: who().agencyA._id,
      loadId: load!._id,
      snapshotId: realty._id,
      locationId: who().locationA1._id,
      crmLocationId: 'crmLocation000000001',
      version: 1,
      status: 'completed',
      finishedAt: new Date(),
    });
    expect((await ids('sort=popular'))[0]).toBe(realty._id);
    expect((await getOne(realty._id)).json().data).toMatchObject({ locationCount: 1, outdatedLocationCount: 0 });

    for (const sort of ['name', 'newest', 'popular']) {
      const first = await list(`sort=${sort}&limit=2`);
      expect(first.meta).toEqual({ total: 3, nextCursor: expect.any(String) });
      const second = await list(`sort=${sort}&limit=2&cursor=${first.meta.nextCursor}`);
      expect(second.meta.nextCursor).toBeNull();
      expect([...first.data, ...second.data].map((s) => s._id)).toEqual(await ids(`sort=${sort}`));
    }
    expectError(await crm.http.get(`${BASE}/list-snapshots?cursor=bm90LWEtY3Vyc29y`, who().adminA.headers), 400);
  });

  it('a listing goes into a folder of its agency only', async () => {
    const [other] = await crm.t.db
      .insert(snapshotFolders)
      .values({ agencyId: who().agencyB._id, name: 'Bravo folder' })
      .returning();
    const error = expectError(await crm.http.put(`${BASE}/${realty._id}`, { folderId: other!._id }, who().adminA.headers), 404);
    expect(error.details).toEqual([{ path: ['folderId'], message: 'Choose one of your folders' }]);
  });

  it('edits a listing; going to the marketplace makes the share link then', async () => {
    const res = await crm.http.put(
      `${BASE}/${realty._id}`,
      { visibility: 'marketplace', price: { amountCents: 4900, currency: 'usd' }, description: '<h1>x</h1><p>Homes</p>' },
      who().staffA.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      visibility: 'marketplace',
      price: { amountCents: 4900, currency: 'usd' },
      description: 'x<p>Homes</p>',
    });
    const [row] = await crm.t.db.select().from(appSnapshots).where(eq(appSnapshots._id, realty._id));
    expect(row!.shareUrl).toMatch(/\/\?share=/);
    expect((await getOne(realty._id, anon)).json().data.viewer.shareUrl).toBe(row!.shareUrl);
    expectError(await crm.http.put(`${BASE}/${realty._id}`, { shareUrl: 'https://example.com/s' }, who().adminA.headers), 400);
  });

  it('publishes a new version: contents read again, release notes required, locations behind are outdated', async () => {
    const url = `${BASE}/publish-version`;
    const error = expectError(await crm.http.post(url, { snapshot_id: realty._id }, who().adminA.headers), 400);
    expect(JSON.stringify(error.details)).toContain('releaseNotes');
    const res = await crm.http.post(url, { snapshot_id: realty._id, releaseNotes: 'New buyer nurture' }, who().staffA.headers);
    expect(res.statusCode, res.body).toBe(201);
    const detail: TSnapshotDetail = res.json().data;
    expect(detail.version).toMatchObject({ number: 2, releaseNotes: 'New buyer nurture' });
    expect(detail.versions.map((v) => v.number)).toEqual([2, 1]);
    expect(detail).toMatchObject({ locationCount: 1, outdatedLocationCount: 1 });
    expect(detail.contents).toEqual(realty.contents);
    // Others read the versions, not who published them.
    const seen: TSnapshotDetail = (await getOne(realty._id, anon, true)).json().data;
    expect(seen.versions.map((v) => v.publishedBy)).toEqual([null, null]);
  });

  it('a snapshot deleted at the CRM is said so when a version reads it again', async () => {
    const id = crmSnapshots.get('Real Estate Lead Machine');
    const { rows } = await crm.sandbox.pool.query('SELECT * FROM crm_sandbox.snapshots WHERE id = $1', [id]);
    await crm.sandbox.pool.query('UPDATE crm_sandbox.snapshots SET company_id = $1 WHERE id = $2', [crm.sandbox.harbor.id, id]);
    try {
      const body = { snapshot_id: realty._id, releaseNotes: 'Gone' };
      expectError(await crm.http.post(`${BASE}/publish-version`, body, who().adminA.headers), 409, 'crm_snapshot_missing');
      expect((await getOne(realty._id)).json().data.version.number).toBe(2);
    } finally {
      await crm.sandbox.pool.query('UPDATE crm_sandbox.snapshots SET company_id = $1 WHERE id = $2', [rows[0].company_id, id]);
    }
  });

  it('partners publish marketplace listings with their own link and contents, and no CRM call', async () => {
    const partner = await makePartner(crm.t, 'Snapshot Partners');
    const creator = await makeCreator(crm.t, 'creator@partner.test', [partner._id]);
    const body = {
      crmSnapshotId: 'PartnerSnapshot00001',
      name: 'Med Spa Accelerator',
      shareUrl: 'https://affiliates.crm.test/share/abc',
      contents: [{ type: 'workflows', names: ['Consult follow-up'] }],
      customFields: [FIELDS[0]],
    };
    expect(JSON.stringify(expectError(await publish({ ...body, contents: undefined }, creator), 400).details)).toContain(
      'contents',
    );
    expect(JSON.stringify(expectError(await publish({ ...body, visibility: 'agency' }, creator), 400).details)).toContain(
      'visibility',
    );
    const spa = created(await publish(body, creator));
    expect(spa).toMatchObject({
      publisher: { kind: 'partner', _id: partner._id, name: 'Snapshot Partners' },
      visibility: 'marketplace',
      viewer: { owns: true, canLoad: false, shareUrl: null },
      assetTotal: 1,
      customFieldCount: 1,
    });
    const seenByB = await getOne(spa._id, who().adminB.headers);
    expect(seenByB.statusCode, seenByB.body).toBe(200);
    expect(seenByB.json().data.viewer).toEqual({
      owns: false,
      canLoad: false,
      shareUrl: 'https://affiliates.crm.test/share/abc',
    });
    expect((await list(`partnerId=${partner._id}`, anon)).data.map((s) => s._id)).toEqual([spa._id]);
    expectError(await crm.http.put(`${BASE}/${spa._id}`, { name: 'Mine' }, who().adminA.headers), 403);
    const renamed = await crm.http.put(`${BASE}/${spa._id}`, { name: 'Med Spa Accelerator 2' }, creator.headers);
    expect(renamed.statusCode, renamed.body).toBe(200);
    const version = { snapshot_id: spa._id, releaseNotes: 'More', contents: [{ type: 'forms', names: ['Intake'] }] };
    const next = await crm.http.post(`${BASE}/publish-version`, version, creator.headers);
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().data).toMatchObject({ version: { number: 2 }, assetCounts: { forms: 1 } });
  });

  it('the super admin reads every listing and may delete any; deleting takes the push history with it', async () => {
    const admin = who().superAdmin.headers;
    expect((await list('', admin)).meta.total).toBe(4);
    expectError(await crm.http.put(`${BASE}/${dental._id}`, { name: 'Moderated' }, admin), 403);
    const res = await crm.http.del(`${BASE}/${realty._id}`, admin);
    expect(res.statusCode, res.body).toBe(204);
    expectError(await getOne(realty._id), 404);
    expect(await crm.t.db.select().from(snapshotPushes).where(eq(snapshotPushes.snapshotId, realty._id))).toEqual([]);
    const own = await crm.http.del(`${BASE}/${dental._id}`, who().staffA.headers);
    expect(own.statusCode, own.body).toBe(204);
    expect((await list('scope=mine')).data.map((s) => s._id)).toEqual([coffee._id]);
  });
});
