import { SNAPSHOT_ASSET_TYPES } from '@atrium/contracts/snapshots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCrmSandbox } from '../app';
import { apiHeaders, createTestSandbox, type TestSandbox, testSandboxOptions } from '../test-sandbox';

let t: TestSandbox;
let summitAgency: string;
let summitReader: string;
let harborAgency: string;
let dentalToken: string;
let dentalSnapshot: string;
const WRITE = ['snapshots.readonly', 'snapshots.write'];

beforeAll(async () => {
  t = await createTestSandbox();
  summitAgency = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, scopes: WRITE });
  summitReader = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, scopes: ['snapshots.readonly'] });
  harborAgency = await t.token({ clientKey: 'crm_sync', companyId: t.harbor.id, scopes: WRITE });
  dentalToken = await t.token({
    clientKey: 'crm_sync',
    companyId: t.summit.id,
    locationId: t.summit.locations[0]!.id,
    scopes: WRITE,
  });
  const list = await t.app.inject({
    method: 'GET',
    url: '/snapshots/',
    query: { companyId: t.summit.id },
    headers: apiHeaders(summitAgency),
  });
  dentalSnapshot = list.json().snapshots.find((s: { name: string }) => s.name === 'Dental Practice Starter').id;
});
afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'POST',
  url: string,
  token: string,
  opts: { query?: Record<string, string>; body?: unknown; companyId?: string } = {},
) =>
  t.app.inject({
    method,
    url,
    query: { companyId: opts.companyId ?? t.summit.id, ...opts.query },
    headers: apiHeaders(token),
    ...(opts.body === undefined ? {} : { payload: opts.body as Record<string, unknown> }),
  });

const push = (locationIds: string[], token = summitAgency, snapshotId = dentalSnapshot, companyId = t.summit.id) =>
  call('POST', `/snapshots/sandbox/${snapshotId}/push`, token, { body: { locationIds }, companyId });
const latest = (locationId: string, token = summitAgency, snapshotId = dentalSnapshot, companyId = t.summit.id) =>
  call('GET', `/snapshots/snapshot-status/${snapshotId}/location/${locationId}`, token, { companyId });
const retry = (locationId: string, asset: string) =>
  call('POST', `/snapshots/sandbox/${dentalSnapshot}/location/${locationId}/retry`, summitAgency, { body: { asset } });
const DENTAL_TYPES = [...SNAPSHOT_ASSET_TYPES];

describe('the demo snapshots', () => {
  it('gives Summit eight niche snapshots with their contents and the custom values they expect', async () => {
    const list = await call('GET', '/snapshots/', summitAgency);
    expect(list.json().snapshots.map((s: { name: string }) => s.name)).toEqual([
      'Coaching Client Engine',
      'Coffee Shop Launch Kit',
      'Dental Practice Starter',
      'Fitness Studio Growth Kit',
      'Home Services Pro',
      'Local Services Base',
      'Real Estate Lead Machine',
      'Restaurant Table Filler',
    ]);
    const contents = await call('GET', `/snapshots/sandbox/${dentalSnapshot}/contents`, summitReader);
    expect(contents.statusCode).toBe(200);
    const body = contents.json();
    expect(body.snapshot).toEqual({ id: dentalSnapshot, name: 'Dental Practice Starter', type: 'own' });
    expect(body.assets.map((a: { type: string }) => a.type)).toEqual(DENTAL_TYPES);
    expect(body.assets.find((a: { type: string }) => a.type === 'workflows').names).toContain('Missed Call Text Back');
    expect(body.customValues.map((v: { name: string }) => v.name)).toEqual([
      'Business Name',
      'Business Phone',
      'Booking Link',
      'Brand Colour',
      'Practice Address',
      'Emergency Phone',
    ]);
    expect(
      (await call('GET', `/snapshots/sandbox/${dentalSnapshot}/contents`, harborAgency, { companyId: t.harbor.id })).statusCode,
    ).toBe(404);
  });
});

describe('POST /snapshots/share/link', () => {
  it('makes each kind of link the document names', async () => {
    const location = t.summit.locations[1]!.id;
    for (const body of [
      { snapshot_id: dentalSnapshot, share_type: 'link' },
      { snapshot_id: dentalSnapshot, share_type: 'permanent_link' },
      { snapshot_id: dentalSnapshot, share_type: 'agency_link', relationship_number: '0-128-926, 1-208-926' },
      { snapshot_id: dentalSnapshot, share_type: 'location_link', share_location_id: `${location}, ${location}` },
    ]) {
      const response = await call('POST', '/snapshots/share/link', summitAgency, { body });
      expect(response.statusCode).toBe(201);
      const { id, shareLink } = response.json();
      expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(shareLink).toBe(`http://crm.sandbox.test/?share=${id}`);
    }
    const { rows } = await t.pool.query(
      'SELECT share_type, relationship_numbers FROM crm_sandbox.snapshot_share_links ORDER BY share_type',
    );
    expect(rows.find((r) => r.share_type === 'agency_link').relationship_numbers).toEqual(['0-128-926', '1-208-926']);
  });

  it('refuses bad input naming the field, and another company’s snapshot', async () => {
    const bad = async (body: unknown, field: string) => {
      const response = await call('POST', '/snapshots/share/link', summitAgency, { body });
      expect(response.statusCode).toBe(422);
      expect(JSON.stringify(response.json().message)).toContain(field);
    };
    await bad({ snapshot_id: dentalSnapshot, share_type: 'agency_link' }, 'relationship_number');
    await bad({ snapshot_id: dentalSnapshot, share_type: 'location_link' }, 'share_location_id');
    await bad({ snapshot_id: dentalSnapshot, share_type: 'forever' }, 'share_type');
    await bad({ share_type: 'link' }, 'snapshot_id');
    await bad({ snapshot_id: dentalSnapshot, share_type: 'location_link', share_location_id: 'nope' }, 'share_location_id');
    const harbor = await call('POST', '/snapshots/share/link', harborAgency, {
      companyId: t.harbor.id,
      body: { snapshot_id: dentalSnapshot, share_type: 'link' },
    });
    expect(harbor.statusCode).toBe(422);
    const body = { snapshot_id: dentalSnapshot, share_type: 'link' };
    expect((await call('POST', '/snapshots/share/link', harborAgency, { body })).statusCode).toBe(403);
    expect((await call('POST', '/snapshots/share/link', summitReader, { body })).statusCode).toBe(401);
    expect((await call('POST', '/snapshots/share/link', dentalToken, { body })).statusCode).toBe(401);
  });
});

describe('snapshot pushes', () => {
  it('progresses asset type by asset type, lists by dates, and lands the custom values', async () => {
    const [a, b] = [t.summit.locations[2]!.id, t.summit.locations[3]!.id];
    const started = await push([a, b, a]);
    expect(started.statusCode).toBe(201);
    const data = started.json().data;
    expect(data).toHaveLength(2);
    expect(data[0]).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      locationId: a,
      status: 'processing',
      dateAdded: expect.any(String),
      completed: [],
      pending: DENTAL_TYPES,
      failed: [],
    });
    // Pushing again while it runs does the work once, even two at the same moment.
    const twice = await Promise.all([push([a]), push([a])]);
    expect(twice.map((r) => r.json().data[0].id)).toEqual([data[0].id, data[0].id]);
    const { rows: pushes } = await t.pool.query('SELECT id FROM crm_sandbox.snapshot_pushes WHERE location_id = $1', [a]);
    expect(pushes).toHaveLength(1);

    t.advance(400);
    expect((await latest(a)).json().data).toMatchObject({ status: 'processing', completed: ['custom_fields'] });
    t.advance(400);
    const second = (await latest(a)).json().data;
    expect(second.completed).toEqual(['custom_fields', 'custom_values']);
    expect(second.pending).toHaveLength(DENTAL_TYPES.length - 2);
    const values = await t.pool.query<{ name: string; field_key: string }>(
      'SELECT name, field_key FROM crm_sandbox.custom_values WHERE location_id = $1',
      [a],
    );
    // The snapshot's new keys land; a key the location already had keeps its own name and value.
    expect(values.rows).toContainEqual({ name: 'Practice Address', field_key: '{{ custom_values.practice_address }}' });
    expect(values.rows.filter((v) => v.field_key === '{{ custom_values.booking_link }}')).toEqual([
      { name: 'Booking link', field_key: '{{ custom_values.booking_link }}' },
    ]);

    t.advance(400 * DENTAL_TYPES.length);
    expect((await latest(b)).json().data).toMatchObject({ status: 'completed', completed: DENTAL_TYPES, pending: [] });

    const page = (query: Record<string, string>) =>
      call('GET', `/snapshots/snapshot-status/${dentalSnapshot}`, summitReader, {
        query: { from: '11-26-2026 12:00 AM', to: '11-26-2026 11:59 PM', limit: '1', lastDoc: '', ...query },
      });
    const first = await page({});
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toHaveLength(1);
    expect(Object.keys(first.json().data[0]).sort()).toEqual(['dateAdded', 'id', 'locationId', 'status']);
    const next = await page({ lastDoc: first.json().data[0].id });
    expect(next.json().data).toHaveLength(1);
    expect(next.json().data[0].id).not.toBe(first.json().data[0].id);
    expect((await page({ lastDoc: next.json().data[0].id })).json().data).toEqual([]);
    expect((await page({ from: '11-27-2026 12:00 AM', to: '11-28-2026 12:00 AM' })).json().data).toEqual([]);
    const badTime = await page({ from: '2026-11-26' });
    expect(badTime.statusCode).toBe(422);
    expect(JSON.stringify(badTime.json().message)).toContain('from');
    expect((await page({ limit: '0' })).statusCode).toBe(422);
  });

  it('fails assets at the configured rate, and a retry completes one', async () => {
    const location = t.summit.locations[4]!.id;
    t.deps.snapshotPushes.failureRate = 1;
    try {
      await push([location]);
      t.advance(400 * DENTAL_TYPES.length);
      const failed = (await latest(location)).json().data;
      expect(failed).toMatchObject({ status: 'failed', completed: [], pending: [], failed: DENTAL_TYPES });
    } finally {
      t.deps.snapshotPushes.failureRate = 0;
    }
    const retried = await retry(location, 'workflows');
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ status: 'processing', pending: ['workflows'] });
    t.advance(400);
    const done = (await latest(location)).json().data;
    expect(done.completed).toEqual(['workflows']);
    expect(done.failed).toHaveLength(DENTAL_TYPES.length - 1);
    expect(done.status).toBe('failed');
    const again = await retry(location, 'workflows');
    expect(again.statusCode).toBe(422);
    expect(JSON.stringify(again.json().message)).toContain('asset');
    expect((await retry(location, 'spaceships')).statusCode).toBe(422);
  });

  it('carries on by the clock after a restart', async () => {
    const location = t.summit.locations[5]!.id;
    await push([location]);
    t.advance(400 * 3);
    expect((await latest(location)).json().data.completed).toHaveLength(3);
    const restarted = await buildCrmSandbox({
      ...testSandboxOptions(t.pool),
      now: () => new Date(t.deps.now().getTime() + 400 * DENTAL_TYPES.length),
    });
    try {
      const response = await restarted.inject({
        method: 'GET',
        url: `/snapshots/snapshot-status/${dentalSnapshot}/location/${location}`,
        query: { companyId: t.summit.id },
        headers: apiHeaders(summitAgency),
      });
      expect(response.json().data).toMatchObject({ status: 'completed', completed: DENTAL_TYPES });
    } finally {
      await restarted.close();
    }
  });

  it('keeps Harbor and location tokens out, and answers 404 without a push', async () => {
    const summitLocation = t.summit.locations[0]!.id;
    const harborLocation = t.harbor.locations[0]!.id;
    expect((await push([harborLocation])).statusCode).toBe(422);
    expect((await push([summitLocation], harborAgency, dentalSnapshot, t.harbor.id)).statusCode).toBe(404);
    expect((await push([summitLocation], harborAgency)).statusCode).toBe(403);
    expect((await push([summitLocation], summitReader)).statusCode).toBe(401);
    expect((await push([summitLocation], dentalToken)).statusCode).toBe(401);
    expect((await push([])).statusCode).toBe(422);
    expect((await latest(summitLocation, harborAgency, dentalSnapshot, t.harbor.id)).statusCode).toBe(404);
    expect((await latest(harborLocation)).statusCode).toBe(403);
    expect((await latest(summitLocation)).statusCode).toBe(404);
    expect((await latest(summitLocation, summitAgency, 'not-an-id')).statusCode).toBe(404);
    expect((await latest(summitLocation, dentalToken)).statusCode).toBe(401);
  });

  it('pushes the snapshot a location is created from', async () => {
    const token = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, scopes: ['locations.write', ...WRITE] });
    const created = await t.app.inject({
      method: 'POST',
      url: '/locations/',
      headers: apiHeaders(token),
      payload: { companyId: t.summit.id, name: 'Bright Smile Dental North', snapshotId: dentalSnapshot },
    });
    expect(created.statusCode).toBe(201);
    expect((await latest(created.json().id)).json().data).toMatchObject({ status: 'processing', pending: DENTAL_TYPES });
  });
});

describe('the rate limit', () => {
  it('holds on the snapshot routes as on every route', async () => {
    const limited = await createTestSandbox({ rateLimit: { max: 2, windowMs: 10_000 } });
    try {
      const token = await limited.token({ clientKey: 'crm_sync', companyId: limited.summit.id, scopes: WRITE });
      const status = () =>
        limited.app.inject({
          method: 'GET',
          url: `/snapshots/snapshot-status/${dentalSnapshot}/location/${limited.summit.locations[0]!.id}`,
          query: { companyId: limited.summit.id },
          headers: apiHeaders(token),
        });
      expect((await status()).statusCode).toBe(404);
      expect((await status()).statusCode).toBe(404);
      const refused = await status();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('a sandbox seeded before the snapshots had contents', () => {
  it('gains the demo snapshots and their contents at its next start, and keeps what it has', async () => {
    const count = async (sql: string, values: unknown[]) => Number((await t.pool.query(sql, values)).rows[0].n);
    const assetsOf = (id: string) => count('SELECT count(*) AS n FROM crm_sandbox.snapshot_assets WHERE snapshot_id = $1', [id]);
    const dentalAssets = await assetsOf(dentalSnapshot);
    expect(dentalAssets).toBeGreaterThan(30);
    await t.pool.query('DELETE FROM crm_sandbox.snapshot_assets WHERE snapshot_id = $1', [dentalSnapshot]);
    await t.pool.query(`DELETE FROM crm_sandbox.snapshots WHERE company_id = $1 AND name = 'Home Services Pro'`, [t.summit.id]);
    await t.pool.query(`UPDATE crm_sandbox.snapshots SET name = 'Dental (renamed at the CRM)' WHERE id = $1`, [dentalSnapshot]);
    const restarted = await buildCrmSandbox(testSandboxOptions(t.pool));
    await restarted.close();
    expect(await assetsOf(dentalSnapshot)).toBe(dentalAssets);
    const names = (await t.pool.query('SELECT name FROM crm_sandbox.snapshots WHERE company_id = $1', [t.summit.id])).rows;
    expect(names.map((r) => r.name).sort()).toEqual([
      'Coaching Client Engine',
      'Coffee Shop Launch Kit',
      'Dental (renamed at the CRM)',
      'Fitness Studio Growth Kit',
      'Home Services Pro',
      'Local Services Base',
      'Real Estate Lead Machine',
      'Restaurant Table Filler',
    ]);
    expect(await count('SELECT count(*) AS n FROM crm_sandbox.snapshots WHERE company_id = $1', [t.harbor.id])).toBe(0);
  });
});
