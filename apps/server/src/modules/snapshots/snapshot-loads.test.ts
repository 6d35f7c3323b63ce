import type { TSnapshotLoad, TSnapshotPush, TSnapshotTargetLocation } from '@atrium/contracts/snapshots';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/http';
import { BRAND_FIELDS, createLoadTestApp, type LoadTestApp } from './snapshot-load-fixture';
import { PROGRESS_EVERY_MS } from './snapshot-progress';
import { appSnapshots, snapshotLoads, snapshotPushes } from './snapshots.tables';

const TARGETS = '/api/v1/snap_shot/list-ghl_locations';
const ATTACH = '/api/v1/snap_shot/attach-location';
const PUSHES = '/api/v1/snap_shot/pushes';
const RETRY = '/api/v1/snap_shot/retry-asset';

describe('loading a snapshot into locations', () => {
  let x: LoadTestApp;
  let listingId: string;
  beforeAll(async () => {
    x = await createLoadTestApp();
    listingId = (await x.listing({ crmName: 'Coaching Client Engine', fields: BRAND_FIELDS }))._id;
  });
  afterAll(async () => {
    await x?.crm.close();
  });

  const admin = () => x.tenants.adminA.headers;
  const targets = async (who = admin(), id = listingId) => x.http.get(`${TARGETS}?snapshot_id=${id}`, who);
  const attach = (body: object, who = admin()) => x.http.post(ATTACH, { snapshot_id: listingId, ...body }, who);
  const values = { business_name: 'Bright Smiles', business_phone: '+1 555 010 0000' };
  /** Locations no test loaded before: the first by name and A1 are loaded early on. */
  const fresh = (n: number) =>
    x.summitLocations.filter((l) => l._id !== x.summitLocations[0]!._id && l._id !== x.tenants.locationA1._id)[n]!;
  const pushCount = async () => (await x.crm.t.db.select().from(snapshotPushes)).length;

  it('lists the agency’s CRM locations for its team, a location’s own for its people, nothing for others', async () => {
    const res = await targets();
    expect(res.statusCode, res.body).toBe(200);
    const all: TSnapshotTargetLocation[] = res.json().data;
    expect(all.map((l) => l.name)).toEqual(x.summitLocations.map((l) => l.name));
    expect(all[0]).toMatchObject({ version: null, lastPush: null, updateAvailable: false });
    expect((await targets(x.tenants.staffA.headers)).json().data).toHaveLength(6);

    const own: TSnapshotTargetLocation[] = (await targets(x.tenants.locationAdminA1.headers)).json().data;
    expect(own.map((l) => l._id)).toEqual([x.tenants.locationA1._id]);

    // Another agency, its location, an end user: the listing (private to A's team and locations) does not exist.
    expectError(await targets(x.tenants.adminB.headers), 404, 'not_found');
    expectError(await targets(x.tenants.locationAdminB1.headers), 404, 'not_found');
    expectError(await targets(x.tenants.endUser.headers), 404, 'not_found');
    // On the marketplace Harbor reads it, yet loads only what it owns.
    await x.crm.t.db.update(appSnapshots).set({ visibility: 'marketplace' }).where(eq(appSnapshots._id, listingId));
    expectError(await targets(x.tenants.adminB.headers), 403, 'forbidden');
    await x.crm.t.db.update(appSnapshots).set({ visibility: 'locations' }).where(eq(appSnapshots._id, listingId));
    expectError(await x.http.get(`${TARGETS}?snapshot_id=${listingId}`), 401);
  });

  it('refuses missing or malformed values with a 400 naming the location and field, writing and pushing nothing', async () => {
    const [first, second] = x.summitLocations;
    const missing = await attach({
      locations: [
        { locationId: first!._id, values: { business_name: 'Bright Smiles' } },
        { locationId: second!._id, values: { ...values, brand_colour: 'blue' } },
      ],
    });
    const error = expectError(missing, 400, 'validation_error');
    expect(error.message).toBe(`${first!.name}: Business phone is required`);
    expect(error.details).toEqual([
      {
        path: ['locations', 0, 'values', 'business_phone'],
        locationId: first!._id,
        locationName: first!.name,
        key: 'business_phone',
        message: 'Business phone is required',
      },
      {
        path: ['locations', 1, 'values', 'brand_colour'],
        locationId: second!._id,
        locationName: second!.name,
        key: 'brand_colour',
        message: 'Brand colour must be a colour such as #1a73e8',
      },
    ]);
    expect(await pushCount()).toBe(0);
    expect(await x.crm.t.db.select().from(snapshotLoads)).toHaveLength(0);
    expect(await x.crmPushCount(first!.crmLocationId!)).toBe(0);
    expectError(await attach({ locations: [] }), 400, 'validation_error');
  });

  it('refuses locations the viewer may not load into with a 404, naming nothing', async () => {
    const sibling = await attach(
      { locations: [{ locationId: x.tenants.locationA2._id, values }] },
      x.tenants.locationAdminA1.headers,
    );
    expect(expectError(sibling, 404, 'not_found').message).toBe('Location not found');
    const foreign = await attach({ locations: [{ locationId: x.tenants.locationB1._id, values }] });
    expectError(foreign, 404, 'not_found');
    expectError(await attach({ locations: [{ locationId: x.summitLocations[0]!._id, values }] }, x.tenants.adminB.headers), 404);
    const future = await attach({ includeFuture: true }, x.tenants.staffA.headers);
    expectError(future, 403, 'forbidden');
    expect(await pushCount()).toBe(0);
  });

  it('loads into two locations: pushes queued, then run to the end with the values in the CRM', async () => {
    const [first] = x.summitLocations;
    const res = await attach({
      locations: [
        { locationId: first!._id, values },
        { locationId: x.tenants.locationA1._id, values: { business_name: 'Second', business_phone: '+44 20 7946 0000' } },
      ],
    });
    expect(res.statusCode, res.body).toBe(202);
    const load: TSnapshotLoad = res.json().data;
    expect(load).toMatchObject({
      status: 'queued',
      mode: 'automatic',
      trigger: 'manual',
      shareLink: null,
      version: 1,
      skipped: [],
    });
    expect(load.pushes).toHaveLength(2);
    expect(load.pushes[0]).toMatchObject({
      status: 'queued',
      shareLink: null,
      valueKeys: ['brand_colour', 'business_name', 'business_phone'],
      requestedBy: { _id: x.tenants.adminA._id },
    });
    expect(JSON.stringify(load)).not.toContain('Bright Smiles');
    expect(load.pushes[0]!.assets.every((a) => a.status === 'pending' && a.retries === 0 && a.count > 0)).toBe(true);

    const events: { room: string; pushes: TSnapshotPush[] }[] = [];
    const realtime = {
      to: (room: string, _e: string, event: { pushes: TSnapshotPush[] }) => events.push({ room, pushes: event.pushes }),
    };
    const started = Date.now();
    expect(await x.runLoads({ realtime: realtime as never })).toBe(1);
    const elapsed = Date.now() - started;

    const done = (await x.http.get(`${PUSHES}?load_id=${load._id}`, admin())).json().data as TSnapshotPush[];
    expect(done.map((p) => p.status)).toEqual(['completed', 'completed']);
    expect(done.every((p) => p.valuesWritten && p.assets.every((a) => a.status === 'completed'))).toBe(true);
    const [row] = await x.crm.t.db.select().from(snapshotLoads).where(eq(snapshotLoads._id, load._id));
    expect(row!.status).toBe('done');
    expect(await x.crmValue(first!.crmLocationId!, 'business_name')).toBe('Bright Smiles');
    expect(await x.crmValue(first!.crmLocationId!, 'brand_colour')).toBe('#1a73e8');
    const a1 = x.summitLocations.find((l) => l._id === x.tenants.locationA1._id)!;
    expect(await x.crmValue(a1.crmLocationId!, 'business_phone')).toBe('+44 20 7946 0000');

    // Progress reached the agency's team and each location's room, ending with the last state.
    const team = events.filter((e) => e.room === `team:agency:${x.tenants.agencyA._id}`);
    expect(team.length).toBeGreaterThanOrEqual(2);
    // Throttled: at most one send per PROGRESS_EVERY_MS (and the last), however many statuses were read.
    expect(team.length).toBeLessThanOrEqual(Math.ceil(elapsed / PROGRESS_EVERY_MS) + 1);
    const last = new Map(team.flatMap((e) => e.pushes).map((p) => [p._id, p.status]));
    expect([...last.values()]).toEqual(['completed', 'completed']);
    expect(events.some((e) => e.room === `location:${x.tenants.locationA1._id}`)).toBe(true);
    expect(
      events
        .filter((e) => e.room === `location:${x.tenants.locationA1._id}`)
        .every((e) => e.pushes.every((p) => p.location._id === x.tenants.locationA1._id)),
    ).toBe(true);

    const listed: TSnapshotTargetLocation[] = (await targets()).json().data;
    expect(listed.find((l) => l._id === first!._id)).toMatchObject({
      version: 1,
      updateAvailable: false,
      lastPush: { status: 'completed' },
    });
  });

  it('skips locations that have the version or a push under way, also when two requests race', async () => {
    const [first] = x.summitLocations;
    const third = fresh(0);
    const again = await attach({ locations: [{ locationId: first!._id, values }] });
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json().data).toMatchObject({
      status: 'done',
      pushes: [],
      skipped: [{ locationId: first!._id, reason: 'already_loaded' }],
    });

    const body = { locations: [{ locationId: third!._id, values }] };
    const [a, b] = await Promise.all([attach(body), attach(body)]);
    const loads = [a.json().data, b.json().data] as TSnapshotLoad[];
    expect(loads.map((l) => l.pushes.length).sort()).toEqual([0, 1]);
    expect(loads.flatMap((l) => l.skipped)).toEqual([{ locationId: third!._id, reason: 'in_progress' }]);
    await x.runLoads();
    expect(await x.crmPushCount(third!.crmLocationId!)).toBe(1);
  });

  it('an update needs no retyping: the last values, then "Update available" goes away', async () => {
    const [first] = x.summitLocations;
    await x.publish(listingId, 2);
    let listed: TSnapshotTargetLocation[] = (await targets()).json().data;
    expect(listed.find((l) => l._id === first!._id)).toMatchObject({ version: 1, updateAvailable: true });
    const res = await attach({ trigger: 'update', locations: [{ locationId: first!._id, values: { business_name: '' } }] });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toMatchObject({ version: 2, trigger: 'update', pushes: [{ version: 2, trigger: 'update' }] });
    await x.runLoads();
    listed = (await targets()).json().data;
    expect(listed.find((l) => l._id === first!._id)).toMatchObject({ version: 2, updateAvailable: false });
    expect(await x.crmValue(first!.crmLocationId!, 'business_name')).toBe('Bright Smiles');
    expectError(await attach({ version: 9, locations: [{ locationId: first!._id, values }] }), 400);
  });

  it('a failed asset is retried alone: partial, then completed; anything else is a 409 in words', async () => {
    const fourth = fresh(1);
    x.sandbox.deps.snapshotPushes.failureRate = 1;
    const res = await attach({ locations: [{ locationId: fourth._id, values }] });
    await x.runLoads();
    x.sandbox.deps.snapshotPushes.failureRate = 0;
    const [push] = (await x.http.get(`${PUSHES}?load_id=${res.json().data._id}`, admin())).json().data as TSnapshotPush[];
    expect(push!.status).toBe('partial');
    expect(push!.assets.every((a) => a.status === 'failed')).toBe(true);
    expect(push!.valuesWritten).toBe(false);

    expectError(await x.http.post(RETRY, { push_id: push!._id, asset: 'funnels' }, x.tenants.adminB.headers), 404);
    expectError(await x.http.post(RETRY, { push_id: push!._id, asset: 'funnels' }, x.tenants.locationAdminA1.headers), 404);
    const retried = await x.http.post(RETRY, { push_id: push!._id, asset: 'funnels' }, admin());
    expect(retried.statusCode, retried.body).toBe(202);
    expect(retried.json().data.status).toBe('pushing');
    expect(retried.json().data.assets.find((a: { type: string }) => a.type === 'funnels')).toMatchObject({
      status: 'pending',
      retries: 1,
    });
    expectError(await x.http.post(RETRY, { push_id: push!._id, asset: 'tags' }, admin()), 409, 'conflict');
    await x.runLoads();
    const after = (await x.http.get(`${PUSHES}?load_id=${push!.loadId}`, admin())).json().data[0] as TSnapshotPush;
    expect(after.status).toBe('partial');
    expect(after.assets.find((a) => a.type === 'funnels')).toMatchObject({ status: 'completed', retries: 1 });
    expectError(await x.http.post(RETRY, { push_id: push!._id, asset: 'funnels' }, admin()), 409, 'conflict');

    // Loaded again whole, the old push's failures are no longer the CRM's to retry: a 409 that says why.
    expect((await attach({ locations: [{ locationId: fourth._id, values }] })).statusCode).toBe(202);
    await x.runLoads();
    const stale = await x.http.post(RETRY, { push_id: push!._id, asset: 'tags' }, admin());
    expectError(stale, 409, 'conflict');
    expect(stale.json().error.message).toMatch(/newer load/);
  });

  it('shows push history newest first to the team, a location its own, and another tenant nothing', async () => {
    const all = (await x.http.get(`${PUSHES}?snapshot_id=${listingId}&limit=2`, admin())).json();
    expect(all.data).toHaveLength(2);
    // Every push of the listing the tests above made (the retry test's second load is the sixth).
    expect(all.meta.total).toBe(6);
    expect(all.data[0].createdAt >= all.data[1].createdAt).toBe(true);
    const next = (await x.http.get(`${PUSHES}?snapshot_id=${listingId}&limit=2&cursor=${all.meta.nextCursor}`, admin())).json();
    expect(next.data[0]._id).not.toBe(all.data[1]._id);

    const own = (await x.http.get(PUSHES, x.tenants.locationAdminA1.headers)).json().data as TSnapshotPush[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((p) => p.location._id === x.tenants.locationA1._id)).toBe(true);
    expectError(await x.http.get(`${PUSHES}?location_id=${x.tenants.locationA2._id}`, x.tenants.locationAdminA1.headers), 404);

    const harbor = x.tenants.adminB.headers;
    expect((await x.http.get(PUSHES, harbor)).json()).toMatchObject({ data: [], meta: { total: 0 } });
    expectError(await x.http.get(`${PUSHES}?snapshot_id=${listingId}`, harbor), 404);
    expectError(await x.http.get(`${PUSHES}?load_id=${all.data[0].loadId}`, harbor), 404);
    expectError(await x.http.get(`${PUSHES}?location_id=${x.tenants.locationA1._id}`, harbor), 404);
    expectError(await x.http.get(PUSHES, x.tenants.endUser.headers), 403);
  });
});
