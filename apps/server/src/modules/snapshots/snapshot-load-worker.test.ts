import type { TSnapshotLoad, TSnapshotPush } from '@atrium/contracts/snapshots';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrmApiError, CrmRateLimitError } from '../../integrations/crm/crm-errors';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { expectError } from '../../test/http';
import { crmConnections } from '../crm/crm.tables';
import { runQueuedCrmSyncs } from '../crm-sync/crm-sync-worker';
import { attachSnapshot } from './snapshot-load-attach';
import { BRAND_FIELDS, createLoadTestApp, type LoadTestApp } from './snapshot-load-fixture';
import { processSnapshotLoad } from './snapshot-load-worker';
import { retrySnapshotAsset } from './snapshot-push-history';
import { assetsFrom } from './snapshot-push-steps';
import { appSnapshots, snapshotLoads, snapshotPushes } from './snapshots.tables';

const ATTACH = '/api/v1/snap_shot/attach-location';
const values = { business_name: 'Harbour Yoga', business_phone: '+1 555 010 0001' };

describe('the snapshot load worker', () => {
  let x: LoadTestApp;
  let listingId: string;
  beforeAll(async () => {
    x = await createLoadTestApp();
    listingId = (await x.listing({ crmName: 'Fitness Studio Growth Kit', fields: BRAND_FIELDS }))._id;
  });
  afterAll(async () => {
    await x?.crm.close();
  });

  const admin = () => x.tenants.adminA.headers;
  const attach = async (locationIds: string[], snapshotId = listingId) => {
    const res = await x.http.post(
      ATTACH,
      { snapshot_id: snapshotId, locations: locationIds.map((locationId) => ({ locationId, values })) },
      admin(),
    );
    expect(res.statusCode, res.body).toBe(202);
    return res.json().data as TSnapshotLoad;
  };
  const pushesOf = (loadId: string) => x.crm.t.db.select().from(snapshotPushes).where(eq(snapshotPushes.loadId, loadId));
  const loadOf = async (loadId: string) =>
    (await x.crm.t.db.select().from(snapshotLoads).where(eq(snapshotLoads._id, loadId)))[0]!;

  it('a load whose process stopped mid-push is taken over by another and finishes, without pushing twice', async () => {
    const [a, b] = x.summitLocations;
    const load = await attach([a!._id, b!._id]);
    const stop = new AbortController();
    // The first "process": it starts the pushes, then dies while they run (its heartbeat stops with it).
    const first = processSnapshotLoad(x.fast({ signal: stop.signal }), load._id);
    // The CRM's clock moves a step at a time until both pushes are under way there (10 s at most: a loaded machine
    // is slow to get there), then stands still: a clock running on its own could finish a push before the abort.
    const underWay = async () => (await pushesOf(load._id)).every((p) => p.status === 'pushing' && p.crmPushId);
    for (let i = 0; i < 2000 && !(await underWay()); i++) {
      x.sandbox.advance(x.sandbox.deps.snapshotPushes.stepMs);
      await new Promise((r) => setTimeout(r, 5));
    }
    stop.abort();
    await first;
    const midway = await pushesOf(load._id);
    expect(midway.every((p) => p.status === 'pushing' && p.crmPushId)).toBe(true);
    expect((await loadOf(load._id)).status).toBe('running');

    // A live heartbeat keeps the sweep away; a stale one lets the next process take it over.
    expect(await x.runLoads()).toBe(0);
    await x.crm.t.db
      .update(snapshotLoads)
      .set({ heartbeatAt: sql`now() - interval '10 minutes'` })
      .where(eq(snapshotLoads._id, load._id));
    expect(await x.runLoads()).toBe(1);
    expect((await loadOf(load._id)).status).toBe('done');
    const done = await pushesOf(load._id);
    expect(done.map((p) => p.status)).toEqual(['completed', 'completed']);
    expect(done.map((p) => p.crmPushId).sort()).toEqual(midway.map((p) => p.crmPushId).sort());
    expect(await x.crmPushCount(a!.crmLocationId!)).toBe(1);
    expect(await x.crmValue(b!.crmLocationId!, 'business_name')).toBe('Harbour Yoga');
  });

  it('a 429 mid-push is retried; a CRM that keeps failing is reported on the push in words', async () => {
    const [, , c, d] = x.summitLocations;
    const load = await attach([c!._id]);
    let refusals = 0;
    const limited = {
      ...x.deps.client,
      getLatestSnapshotPush: async (input: Parameters<typeof x.deps.client.getLatestSnapshotPush>[0]) => {
        if (refusals++ < 2)
          throw new CrmRateLimitError({ status: 429, code: 'rate_limited', message: 'slow down', retryAfterMs: 5 });
        return x.deps.client.getLatestSnapshotPush(input);
      },
    };
    await x.runLoads({ client: limited });
    expect(refusals).toBeGreaterThan(2);
    expect((await pushesOf(load._id))[0]).toMatchObject({ status: 'completed', valuesWritten: true, error: null });

    const broken = await attach([d!._id]);
    const down = {
      ...x.deps.client,
      getLatestSnapshotPush: async () => {
        throw new CrmApiError({ status: 503, code: 'crm_unavailable', message: 'The CRM answered 503 (getLatestSnapshotPush)' });
      },
    };
    await x.runLoads({ client: down });
    const [failed] = await pushesOf(broken._id);
    expect(failed!.status).toBe('failed');
    expect(failed!.error).toBe('The CRM’s status of the push could not be read: The CRM answered 503 (getLatestSnapshotPush)');
    expect((await loadOf(broken._id)).status).toBe('failed');
  });

  it('with a real CRM: a share link for a person to open, then the push they start is followed to the end', async () => {
    const manual = x.fast({ settings: { ...x.deps.settings, sandbox: false } });
    const target = x.summitLocations[4]!;
    const actor = {
      kind: 'user' as const,
      userId: x.tenants.adminA._id,
      sessionId: 'test',
      email: x.tenants.adminA.email,
      role: 'agency_admin' as const,
      agencyId: x.tenants.agencyA._id,
      locationId: null,
    };
    const body = {
      snapshot_id: listingId,
      locations: [{ locationId: target._id, values }],
      includeFuture: false,
      trigger: 'manual' as const,
    };
    const load = await attachSnapshot({ deps: manual, actor, body });
    expect(load).toMatchObject({ mode: 'manual', status: 'queued', pushes: [{ status: 'waiting_for_crm' }] });
    expect(load.shareLink).toMatch(/\?share=/);
    // The push carries the link while it waits, so a page opened later still shows what to open at the CRM.
    expect(load.pushes[0]!.shareLink).toBe(load.shareLink);
    const { rows } = await x.sandbox.pool.query('SELECT share_type, location_ids FROM crm_sandbox.snapshot_share_links');
    expect(rows).toEqual([{ share_type: 'location_link', location_ids: [target.crmLocationId] }]);

    // The sandbox's clock meets Atrium's, and the person at the CRM loads the snapshot (the sandbox's push stands in).
    x.sandbox.advance(Date.now() - x.sandbox.deps.now().getTime());
    // That jump can pass the day Atrium's tokens live at the sandbox (the sandbox starts at a fixed time): Atrium
    // takes fresh ones, as it would after a day.
    await x.crm.t.db
      .update(crmConnections)
      .set({ expiresAt: new Date(0) })
      .where(eq(crmConnections.agencyId, x.tenants.agencyA._id));
    const [listing] = await x.crm.t.db.select().from(appSnapshots).where(eq(appSnapshots._id, listingId));
    await x.deps.client.sandboxPushSnapshot({
      accessToken: await x.sandbox.token({ clientKey: 'crm_sync', companyId: x.sandbox.summit.id }),
      companyId: x.sandbox.summit.id,
      snapshotId: listing!.crmSnapshotId!,
      locationIds: [target.crmLocationId!],
    });
    await x.withClock(() => processSnapshotLoad(manual, load._id));
    expect((await pushesOf(load._id))[0]).toMatchObject({ status: 'completed', valuesWritten: true });
    expect(await x.crmValue(target.crmLocationId!, 'business_phone')).toBe('+1 555 010 0001');

    // A link nobody opens within a day is given up, in words.
    const stale = await attachSnapshot({
      deps: manual,
      actor,
      body: { ...body, locations: [{ locationId: x.summitLocations[5]!._id, values }] },
    });
    await x.crm.t.db
      .update(snapshotLoads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(snapshotLoads._id, stale._id));
    await processSnapshotLoad(manual, stale._id);
    expect((await pushesOf(stale._id))[0]).toMatchObject({
      status: 'failed',
      error: 'Nobody loaded the snapshot at the CRM within 24 hours: load it again to get a new link',
    });

    const [push] = await pushesOf(load._id);
    await x.crm.t.db
      .update(snapshotPushes)
      .set({ status: 'partial', assets: push!.assets.map((a) => ({ ...a, status: 'failed' as const })) })
      .where(eq(snapshotPushes._id, push!._id));
    const retry = retrySnapshotAsset({ deps: manual, actor, pushId: push!._id, asset: 'funnels' });
    await expect(retry).rejects.toMatchObject({ statusCode: 409, message: expect.stringMatching(/at the CRM/) });
  });

  it('a location the CRM refuses fails alone; a connection to connect again fails the load in words', async () => {
    const dental = await x.listing({ crmName: 'Dental Practice Starter' });
    const [a, b, c] = x.summitLocations;
    const load = await attach([a!._id, b!._id], dental._id);
    await x.sandbox.pool.query('UPDATE crm_sandbox.locations SET deleted_at = now() WHERE id = $1', [b!.crmLocationId]);
    try {
      await x.runLoads();
    } finally {
      await x.sandbox.pool.query('UPDATE crm_sandbox.locations SET deleted_at = NULL WHERE id = $1', [b!.crmLocationId]);
    }
    const byLocation = new Map((await pushesOf(load._id)).map((p) => [p.locationId, p]));
    expect(byLocation.get(a!._id)).toMatchObject({ status: 'completed' });
    expect(byLocation.get(b!._id)!.status).toBe('failed');
    expect(byLocation.get(b!._id)!.error).toMatch(/^The CRM did not start the push: /);
    expect((await loadOf(load._id)).status).toBe('partial');

    const later = await attach([c!._id], dental._id);
    const agency = eq(crmConnections.agencyId, x.tenants.agencyA._id);
    await x.crm.t.db.update(crmConnections).set({ status: 'needs_reconnect' }).where(agency);
    try {
      await x.runLoads();
    } finally {
      await x.crm.t.db.update(crmConnections).set({ status: 'connected' }).where(agency);
    }
    expect((await pushesOf(later._id))[0]).toMatchObject({
      status: 'failed',
      error: 'The CRM connection has to be connected again',
    });
    expect(await loadOf(later._id)).toMatchObject({ status: 'failed', error: 'The CRM connection has to be connected again' });
  });

  it('a location the CRM sync creates gets the listings that ask for it, with the fields’ defaults', async () => {
    const withDefaults = await x.listing({
      crmName: 'Local Services Base',
      fields: [
        { label: 'Brand colour', key: 'brand_colour', type: 'color', required: true, defaultValue: '#0a7f5a' },
        // Not among the CRM snapshot's custom values: Atrium creates it.
        { label: 'Welcome line', key: 'welcome_line', type: 'text', defaultValue: 'Hello from Summit' },
      ],
    });
    for (const id of [listingId, withDefaults._id]) {
      const res = await x.http.post(ATTACH, { snapshot_id: id, includeFuture: true }, admin());
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json().data).toMatchObject({ pushes: [], skipped: [] });
    }
    const token = await x.sandbox.token({ clientKey: 'crm_sync', companyId: x.sandbox.summit.id });
    const created = await x.deps.client.createLocation({
      accessToken: token,
      location: { name: 'Summit Pilates Loft', companyId: x.sandbox.summit.id },
    });
    x.sandbox.advance(11_000);
    expect((await x.http.post('/api/v1/crm/sync', {}, admin())).statusCode).toBe(202);
    await runQueuedCrmSyncs(x.deps);
    const [location] = await x.crm.t.db
      .select()
      .from(locations)
      .where(and(eq(locations.agencyId, x.tenants.agencyA._id), eq(locations.crmLocationId, created.id)));
    expect(location).toBeDefined();
    await x.runLoads();

    const history = await x.http.get(`/api/v1/snap_shot/pushes?location_id=${location!._id}`, admin());
    const pushes = history.json().data as TSnapshotPush[];
    const byListing = new Map(pushes.map((p) => [p.snapshotId, p]));
    expect(byListing.get(listingId)).toMatchObject({
      trigger: 'new_location',
      status: 'failed',
      error: 'needs values: Business name, Business phone',
      requestedBy: null,
    });
    expect(byListing.get(withDefaults._id)).toMatchObject({ trigger: 'new_location', status: 'completed', valuesWritten: true });
    expect(await x.crmValue(created.id, 'brand_colour')).toBe('#0a7f5a');
    expect(await x.crmValue(created.id, 'welcome_line')).toBe('Hello from Summit');
    expectError(await x.http.get(`/api/v1/snap_shot/pushes?location_id=${location!._id}`, x.tenants.adminB.headers), 404);
  });
});

describe('a push’s assets by the CRM’s answer', () => {
  const assets = [
    { type: 'tags' as const, count: 2, status: 'pending' as const, retries: 0 },
    { type: 'funnels' as const, count: 1, status: 'pending' as const, retries: 1 },
  ];
  const crm = { id: 'push', locationId: 'location', completed: ['tags'], pending: [] as string[] };

  it('keeps what the CRM names nowhere pending while its push runs, and counts it failed once it ended', () => {
    expect(assetsFrom(assets, { ...crm, status: 'processing' }).map((a) => a.status)).toEqual(['completed', 'pending']);
    expect(assetsFrom(assets, { ...crm, status: 'completed' }).map((a) => a.status)).toEqual(['completed', 'failed']);
    expect(assetsFrom(assets, { ...crm, status: 'failed', failed: ['funnels'] })[1]).toEqual({ ...assets[1], status: 'failed' });
  });
});
