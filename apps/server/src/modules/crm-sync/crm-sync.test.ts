import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testWebhookKeys } from '../../integrations/crm/sandbox/test-sandbox';
import { signWebhookBody } from '../../integrations/crm/webhook-signature';
import { locations, memberships, users } from '../../platform/tenancy/tenancy.tables';
import { expectError } from '../../test/http';
import { createCrmTestApp } from '../crm/test-crm';
import { crmSyncDepsOf } from './crm-sync.routes';
import { crmContacts, crmSyncRuns } from './crm-sync.tables';
import type { CrmSyncDeps } from './crm-sync-crm';
import { runQueuedCrmSyncs } from './crm-sync-worker';

type Run = {
  _id: string;
  status: string;
  trigger: string;
  full: boolean;
  counts: Record<'locations' | 'users' | 'contacts', Record<string, number>>;
  error: string | null;
};

describe('the CRM sync of locations, users and contacts', () => {
  let crm: Awaited<ReturnType<typeof createCrmTestApp>>;
  let deps: CrmSyncDeps;
  beforeAll(async () => {
    crm = await createCrmTestApp();
    deps = crmSyncDepsOf(crm.t.app)!;
    await crm.connect(crm.tenants.adminA, 'olivia@summitgrowth.test');
  });
  afterAll(async () => {
    await crm?.close();
  });

  const admin = () => crm.tenants.adminA;
  const start = (who = admin(), body: object = {}) => crm.http.post('/api/v1/crm/sync', body, who.headers);
  const get = (url: string, who = admin()) => crm.http.get(url, who.headers);
  /** Starts a run by hand and runs what is queued, as the job queue would; the finished run. */
  const syncNow = async (body: object = {}): Promise<Run> => {
    // A new rate window at the sandbox each time: its clock only moves when a test moves it.
    crm.sandbox.advance(11_000);
    const res = await start(admin(), body);
    expect(res.statusCode, res.body).toBe(202);
    await runQueuedCrmSyncs(deps);
    return (await get(`/api/v1/crm/sync/runs/${res.json().data._id}`)).json().data;
  };
  const sandboxSql = (text: string, params: unknown[] = []) => crm.sandbox.pool.query(text, params);
  const summit = () => crm.sandbox.summit;
  const changes = (run: Run) =>
    Object.values(run.counts).reduce((n, c) => n + c.created! + c.updated! + c.archived! + c.failed!, 0);

  it('first run: one run however often it is started, then every location, user and contact arrives', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    expect(a.statusCode, a.body).toBe(202);
    expect(b.statusCode, b.body).toBe(202);
    expect(b.json().data._id).toBe(a.json().data._id);
    expect(a.json().data).toMatchObject({ status: 'queued', trigger: 'manual', full: true, startedBy: { _id: admin()._id } });
    const status = (await get('/api/v1/crm/sync', crm.tenants.staffA)).json().data;
    expect(status.current._id).toBe(a.json().data._id);

    // The run's progress goes to the agency team's room, a few times, not once per contact.
    const events: { room: string; run: Run }[] = [];
    const realtime = { to: (room: string, _event: string, payload: { run: Run }) => events.push({ room, run: payload.run }) };
    expect(await runQueuedCrmSyncs({ ...deps, realtime: realtime as CrmSyncDeps['realtime'] })).toBe(1);
    const run: Run = (await get(`/api/v1/crm/sync/runs/${a.json().data._id}`)).json().data;
    expect(events.length).toBeGreaterThanOrEqual(4);
    expect(events.length).toBeLessThan(run.counts.contacts.total! / 10);
    expect(new Set(events.map((e) => e.room))).toEqual(new Set([`team:agency:${crm.tenants.agencyA._id}`]));
    expect(events.at(-1)!.run).toEqual(run);
    expect(run.status, run.error ?? '').toBe('succeeded');
    expect(run.counts.locations).toMatchObject({ total: 6, done: 6, created: 6, failed: 0 });
    expect(run.counts.users).toMatchObject({ total: 5, done: 5, created: 5, failed: 0 });
    const [{ n: crmContactCount }] = (
      await sandboxSql(
        'SELECT count(*)::int AS n FROM crm_sandbox.contacts c JOIN crm_sandbox.locations l ON l.id = c.location_id WHERE l.company_id = $1',
        [summit().id],
      )
    ).rows;
    expect(crmContactCount).toBeGreaterThan(0);
    expect(run.counts.contacts).toMatchObject({ total: crmContactCount, done: crmContactCount, created: crmContactCount });

    const synced = await crm.t.db.select().from(locations).where(eq(locations.agencyId, crm.tenants.agencyA._id));
    expect(
      synced
        .filter((l) => l.crmLocationId)
        .map((l) => l.name)
        .sort(),
    ).toEqual(
      summit()
        .locations.map((l) => l.name)
        .sort(),
    );
    const [olivia] = await crm.t.db
      .select({ crmUserId: users.crmUserId, role: memberships.role, agencyId: memberships.agencyId })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users._id))
      .where(eq(users.email, 'olivia@summitgrowth.test'));
    expect(olivia).toEqual({ crmUserId: summit().users[0]!.id, role: 'agency_admin', agencyId: crm.tenants.agencyA._id });
    const [emma] = await crm.t.db
      .select({ role: memberships.role, locationName: locations.name })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users._id))
      .innerJoin(locations, eq(locations._id, memberships.locationId))
      .where(eq(users.email, 'emma@summitdental.test'));
    expect(emma).toEqual({ role: 'location_admin', locationName: 'Summit Dental Downtown' });

    const items = (await get(`/api/v1/crm/sync/runs/${run._id}/items?limit=5&kind=location`)).json();
    expect(items.meta.total).toBe(6);
    expect(items.data[0]).toMatchObject({ kind: 'location', action: 'created', error: null });
    const next = (
      await get(`/api/v1/crm/sync/runs/${run._id}/items?limit=5&kind=location&cursor=${items.meta.nextCursor}`)
    ).json();
    expect(next.data).toHaveLength(1);
    expect((await get(`/api/v1/crm/sync/runs/${run._id}/items?failed=true`)).json().meta.total).toBe(0);

    const after = (await get('/api/v1/crm/sync')).json().data;
    expect(after).toMatchObject({ connected: true, current: null, last: { _id: run._id } });
    expect(after.lastSucceededAt).not.toBeNull();
  });

  it('a second run with nothing changed in the CRM changes nothing and logs nothing', async () => {
    const run = await syncNow();
    expect(run).toMatchObject({ status: 'succeeded', full: false });
    expect(changes(run)).toBe(0);
    expect((await get(`/api/v1/crm/sync/runs/${run._id}/items`)).json().meta.total).toBe(0);
  });

  it('follows a rename, a deleted location (archived, kept) and a changed contact', async () => {
    const [renamed, deleted] = summit().locations.slice(4);
    await sandboxSql("UPDATE crm_sandbox.locations SET name = 'Summit Auto & Tire' WHERE id = $1", [renamed!.id]);
    await sandboxSql('UPDATE crm_sandbox.locations SET deleted_at = now() WHERE id = $1', [deleted!.id]);
    const contact = (
      await sandboxSql('SELECT id FROM crm_sandbox.contacts WHERE location_id = $1 ORDER BY id LIMIT 1', [
        summit().locations[0]!.id,
      ])
    ).rows[0].id as string;
    crm.sandbox.advance(60_000);
    await sandboxSql("UPDATE crm_sandbox.contacts SET first_name = 'Renamed', date_updated = $2 WHERE id = $1", [
      contact,
      new Date(Date.parse('2026-11-26T12:30:00Z')),
    ]);

    const run = await syncNow();
    expect(run.status, run.error ?? '').toBe('succeeded');
    expect(run.counts.locations).toMatchObject({ updated: 1, archived: 1, created: 0 });
    expect(run.counts.contacts).toMatchObject({ updated: 1, created: 0 });
    const [row] = await crm.t.db.select().from(locations).where(eq(locations.crmLocationId, renamed!.id));
    expect(row!.name).toBe('Summit Auto & Tire');
    const [stored] = await crm.t.db.select().from(crmContacts).where(eq(crmContacts.crmContactId, contact));
    expect(stored!.firstName).toBe('Renamed');

    const places = (await get('/api/v1/crm/contacts/locations')).json().data;
    const archived = places.find((p: { crmLocationId: string }) => p.crmLocationId === deleted!.id);
    expect(archived).toMatchObject({ archived: true });
    expect(places.find((p: { crmLocationId: string }) => p.crmLocationId === renamed!.id)).toMatchObject({ archived: false });
    const items = (await get(`/api/v1/crm/sync/runs/${run._id}/items?kind=location`)).json().data;
    expect(items.map((i: { action: string }) => i.action).sort()).toEqual(['archived', 'updated']);
  });

  it('a full run removes the contacts the CRM no longer has; an incremental one only reads what changed', async () => {
    const location = summit().locations[2]!;
    const gone = (
      await sandboxSql('SELECT id FROM crm_sandbox.contacts WHERE location_id = $1 ORDER BY id LIMIT 1', [location.id])
    ).rows[0].id as string;
    await sandboxSql('DELETE FROM crm_sandbox.contacts WHERE id = $1', [gone]);
    const stored = () => crm.t.db.select().from(crmContacts).where(eq(crmContacts.crmContactId, gone));
    // Without the webhook, an incremental run cannot know.
    const quiet = await syncNow();
    expect(changes(quiet)).toBe(0);
    expect(await stored()).toHaveLength(1);
    const full = await syncNow({ full: true });
    expect(full).toMatchObject({ status: 'succeeded', full: true });
    expect(full.counts.contacts).toMatchObject({ archived: 1, created: 0, updated: 0 });
    expect(await stored()).toEqual([]);
    const items = (await get(`/api/v1/crm/sync/runs/${full._id}/items?kind=contact`)).json().data;
    expect(items).toEqual([expect.objectContaining({ crmId: gone, action: 'deleted' })]);
  });

  it('never takes over another agency’s person: a failed item, and a retry once the CRM is fixed', async () => {
    const crmUserId = `user${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await sandboxSql(
      `INSERT INTO crm_sandbox.users (id, company_id, first_name, last_name, email, type, role, location_ids, password_hash)
       VALUES ($1, $2, 'Bea', 'Bravo', $3, 'agency', 'user', '{}', 'x')`,
      [crmUserId, summit().id, crm.tenants.adminB.email],
    );
    // A location user of a location Atrium does not sync has nowhere to go: failed too, with the reason.
    const homeless = `user${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await sandboxSql(
      `INSERT INTO crm_sandbox.users (id, company_id, first_name, last_name, email, type, role, location_ids, password_hash)
       VALUES ($1, $2, 'Nora', 'Nowhere', 'nora@summitgrowth.test', 'account', 'user', $3, 'x')`,
      [homeless, summit().id, [summit().locations[5]!.id]],
    );
    const run = await syncNow();
    expect(run.status).toBe('partial');
    expect(run.counts.users).toMatchObject({ failed: 2, created: 0 });
    const nora = (await get(`/api/v1/crm/sync/runs/${run._id}/items?failed=true&kind=user`)).json().data;
    expect(nora).toContainEqual(
      expect.objectContaining({ crmId: homeless, error: expect.stringMatching(/locations is synced/) }),
    );
    await sandboxSql('DELETE FROM crm_sandbox.users WHERE id = $1', [homeless]);
    const failed = (await get(`/api/v1/crm/sync/runs/${run._id}/items?failed=true&kind=user`)).json();
    expect(failed.data.filter((i: { crmId: string }) => i.crmId !== homeless)).toEqual([
      expect.objectContaining({
        kind: 'user',
        crmId: crmUserId,
        action: 'failed',
        error: expect.stringMatching(/outside this agency/),
      }),
    ]);
    const [bravo] = await crm.t.db
      .select({ agencyId: memberships.agencyId, role: memberships.role, crmUserId: users.crmUserId })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users._id))
      .where(eq(users._id, crm.tenants.adminB._id));
    expect(bravo).toEqual({ agencyId: crm.tenants.agencyB._id, role: 'agency_admin', crmUserId: null });

    // Staff read the log but do not retry; the retry of a run without failures is refused.
    expectError(await crm.http.post(`/api/v1/crm/sync/runs/${run._id}/retry`, {}, crm.tenants.staffA.headers), 403);
    const runs = (await get('/api/v1/crm/sync/runs?limit=100')).json();
    const clean = runs.data.find((r: Run) => r.status === 'succeeded' && r._id !== run._id);
    expectError(await crm.http.post(`/api/v1/crm/sync/runs/${clean._id}/retry`, {}, admin().headers), 409, 'nothing_to_retry');

    await sandboxSql("UPDATE crm_sandbox.users SET email = 'bea@summitgrowth.test' WHERE id = $1", [crmUserId]);
    const retry = await crm.http.post(`/api/v1/crm/sync/runs/${run._id}/retry`, {}, admin().headers);
    expect(retry.statusCode, retry.body).toBe(202);
    expect(retry.json().data).toMatchObject({ trigger: 'retry', retryOf: run._id, status: 'queued' });
    await runQueuedCrmSyncs(deps);
    const done: Run = (await get(`/api/v1/crm/sync/runs/${retry.json().data._id}`)).json().data;
    expect(done.status, done.error ?? '').toBe('succeeded');
    expect(done.counts.users).toMatchObject({ created: 1, failed: 0 });
    const [bea] = await crm.t.db.select().from(users).where(eq(users.crmUserId, crmUserId));
    expect(bea!.email).toBe('bea@summitgrowth.test');
  });

  it('a webhook from the CRM becomes a small run of the one contact or location it names', async () => {
    const location = summit().locations[1]!;
    const contact = (
      await sandboxSql('SELECT id FROM crm_sandbox.contacts WHERE location_id = $1 ORDER BY id LIMIT 1', [location.id])
    ).rows[0].id as string;
    await sandboxSql("UPDATE crm_sandbox.contacts SET last_name = 'Webhooked' WHERE id = $1", [contact]);
    const deliver = (body: object) => {
      const raw = JSON.stringify({ webhookId: randomUUID(), timestamp: new Date().toISOString(), ...body });
      return crm.t.app.inject({
        method: 'POST',
        url: '/api/v1/crm/webhooks',
        headers: { 'content-type': 'application/json', 'x-wh-signature': signWebhookBody(raw, testWebhookKeys().privateKey) },
        payload: raw,
      });
    };
    const res = await deliver({ type: 'ContactUpdate', locationId: location.id, id: contact });
    expect(res.statusCode, res.body).toBe(200);
    const [queued] = await crm.t.db
      .select()
      .from(crmSyncRuns)
      .where(and(eq(crmSyncRuns.trigger, 'webhook'), eq(crmSyncRuns.status, 'queued')));
    expect(queued!.target).toEqual({ kind: 'contact', crmId: contact, crmLocationId: location.id, event: 'ContactUpdate' });
    await runQueuedCrmSyncs(deps);
    const [stored] = await crm.t.db.select().from(crmContacts).where(eq(crmContacts.crmContactId, contact));
    expect(stored!.lastName).toBe('Webhooked');

    await sandboxSql('DELETE FROM crm_sandbox.contacts WHERE id = $1', [contact]);
    await deliver({ type: 'ContactDelete', locationId: location.id, id: contact });
    await sandboxSql("UPDATE crm_sandbox.locations SET name = 'Summit Realty North & South' WHERE id = $1", [location.id]);
    await deliver({ type: 'LocationUpdate', companyId: summit().id, locationId: location.id, id: location.id });
    // An event of a company nobody synced queues nothing, nor another app's INSTALL.
    await deliver({ type: 'LocationUpdate', companyId: 'unknowncompany00000000', id: 'unknownlocation0000000' });
    const appId = (kind: 'app' | 'crm_sync') => crm.t.app.deps.crm!.apps[kind].clientId.split('-')[0];
    const install = { type: 'INSTALL', installType: 'Location', companyId: summit().id, locationId: location.id };
    await deliver({ ...install, appId: appId('app') });
    expect(await runQueuedCrmSyncs(deps)).toBe(2);
    expect(await crm.t.db.select().from(crmContacts).where(eq(crmContacts.crmContactId, contact))).toEqual([]);
    const [renamed] = await crm.t.db.select().from(locations).where(eq(locations.crmLocationId, location.id));
    expect(renamed!.name).toBe('Summit Realty North & South');
    const log = (await get('/api/v1/crm/sync/runs?limit=3')).json().data as Run[];
    expect(log.every((r) => r.trigger === 'webhook' && r.status === 'succeeded')).toBe(true);

    // The sync app installed on a location reads that location and its contacts.
    await deliver({ ...install, appId: appId('crm_sync') });
    const [installRun] = await crm.t.db
      .select()
      .from(crmSyncRuns)
      .where(and(eq(crmSyncRuns.trigger, 'webhook'), eq(crmSyncRuns.status, 'queued')));
    expect(installRun!.target).toEqual({ kind: 'location', crmId: location.id, crmLocationId: location.id, event: 'INSTALL' });
    expect(await runQueuedCrmSyncs(deps)).toBe(1);
  });

  it('a run whose process died is taken up again, or failed when it is too old: never running forever', async () => {
    const [stale] = await crm.t.db
      .insert(crmSyncRuns)
      .values({
        agencyId: crm.tenants.agencyA._id,
        trigger: 'schedule',
        status: 'running',
        phase: 'contacts',
        counts: { locations: zero(), users: zero(), contacts: zero() },
        startedAt: new Date(Date.now() - 10 * 60_000),
        heartbeatAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning();
    crm.sandbox.advance(11_000);
    expect(await runQueuedCrmSyncs(deps)).toBe(1);
    expect((await get(`/api/v1/crm/sync/runs/${stale!._id}`)).json().data.status).toBe('succeeded');

    const [ancient] = await crm.t.db
      .insert(crmSyncRuns)
      .values({
        agencyId: crm.tenants.agencyA._id,
        trigger: 'schedule',
        status: 'running',
        counts: { locations: zero(), users: zero(), contacts: zero() },
        createdAt: new Date(Date.now() - 3 * 3_600_000),
        heartbeatAt: new Date(Date.now() - 3 * 3_600_000),
      })
      .returning();
    expect(await runQueuedCrmSyncs(deps)).toBe(0);
    const gaveUp = (await get(`/api/v1/crm/sync/runs/${ancient!._id}`)).json().data;
    expect(gaveUp).toMatchObject({ status: 'failed', error: expect.stringMatching(/stopped before it finished/) });
  });

  it('keeps Harbor out of Summit’s runs, items and contacts, and locations to their own contacts', async () => {
    const [run] = await crm.t.db.select().from(crmSyncRuns).where(eq(crmSyncRuns.agencyId, crm.tenants.agencyA._id)).limit(1);
    const dental = summit().locations[0]!;
    const [dentalRow] = await crm.t.db.select().from(locations).where(eq(locations.crmLocationId, dental.id));
    const [realtyRow] = await crm.t.db.select().from(locations).where(eq(locations.crmLocationId, summit().locations[1]!.id));
    const b = crm.tenants.adminB;
    for (const url of [
      `/api/v1/crm/sync/runs/${run!._id}`,
      `/api/v1/crm/sync/runs/${run!._id}/items`,
      `/api/v1/crm/locations/${dentalRow!._id}/contacts`,
    ]) {
      const res = await get(url, b);
      expectError(res, 404, 'not_found');
      expect(res.body).not.toContain(dental.id);
    }
    expectError(await crm.http.post(`/api/v1/crm/sync/runs/${run!._id}/retry`, {}, b.headers), 404);
    expect((await get('/api/v1/crm/sync/runs', b)).json()).toEqual({ data: [], meta: { total: 0, nextCursor: null } });
    expect((await get('/api/v1/crm/sync', b)).json().data).toEqual({
      connected: false,
      current: null,
      last: null,
      lastSucceededAt: null,
    });
    expect(
      (await get('/api/v1/crm/contacts/locations', b)).json().data.some((l: { crmLocationId: string | null }) => l.crmLocationId),
    ).toBe(false);
    expectError(await start(b), 409, 'crm_not_connected');
    expectError(await start(crm.tenants.staffA), 403);
    expectError(await get('/api/v1/crm/sync', crm.tenants.endUser), 403);
    expectError(await crm.http.get('/api/v1/crm/sync'), 401);

    // A location admin of Summit Dental reads its contacts, searchable, and nobody else's.
    const lead = await crm.t.db
      .update(memberships)
      .set({ locationId: dentalRow!._id })
      .where(eq(memberships.userId, crm.tenants.locationAdminA1._id))
      .returning();
    expect(lead).toHaveLength(1);
    const who = crm.tenants.locationAdminA1;
    const own = (await get(`/api/v1/crm/locations/${dentalRow!._id}/contacts?limit=10`, who)).json();
    expect(own.meta.total).toBeGreaterThan(10);
    expect(own.data).toHaveLength(10);
    const names = own.data.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)));
    const page2 = (
      await get(`/api/v1/crm/locations/${dentalRow!._id}/contacts?limit=10&cursor=${own.meta.nextCursor}`, who)
    ).json();
    expect(page2.data[0]._id).not.toBe(own.data[9]._id);
    const first = own.data[0] as { email: string; phone: string; name: string };
    const byEmail = (
      await get(`/api/v1/crm/locations/${dentalRow!._id}/contacts?q=${encodeURIComponent(first.email.toUpperCase())}`, who)
    ).json();
    expect(byEmail.data.map((c: { email: string }) => c.email)).toEqual([first.email]);
    const digits = first.phone.replace(/\D/g, '').slice(-7);
    const byPhone = (
      await get(`/api/v1/crm/locations/${dentalRow!._id}/contacts?q=${digits.slice(0, 3)}-${digits.slice(3)}`, who)
    ).json();
    expect(byPhone.data.map((c: { phone: string }) => c.phone)).toContain(first.phone);
    expect((await get(`/api/v1/crm/locations/${dentalRow!._id}/contacts?q=nobody-is-called-this`, who)).json().meta.total).toBe(
      0,
    );
    expectError(await get(`/api/v1/crm/locations/${realtyRow!._id}/contacts`, who), 404);
    expectError(await get(`/api/v1/crm/locations/${dentalRow!._id}/contacts`, crm.tenants.locationAdminB1), 404);
    expect((await get('/api/v1/crm/contacts/locations', who)).json().data.map((l: { _id: string }) => l._id)).toEqual([
      dentalRow!._id,
    ]);
    expectError(await get('/api/v1/crm/sync/runs', who), 403);
    // Agency staff read any of the agency's locations.
    expect((await get(`/api/v1/crm/locations/${realtyRow!._id}/contacts`, crm.tenants.staffA)).statusCode).toBe(200);
  });

  it('refuses bad ids, bad cursors and broken text with a 400', async () => {
    const [run] = await crm.t.db.select().from(crmSyncRuns).limit(1);
    for (const url of [
      '/api/v1/crm/sync/runs/not-a-uuid',
      '/api/v1/crm/sync/runs/%00/items',
      `/api/v1/crm/sync/runs/${run!._id}/items?cursor=bm9wZQ`,
      `/api/v1/crm/sync/runs/${run!._id}/items?kind=planet`,
      '/api/v1/crm/sync/runs?limit=0',
      '/api/v1/crm/locations/123/contacts',
    ]) {
      expectError(await get(url), 400);
    }
    const [place] = await crm.t.db.select().from(locations).where(sql`${locations.crmLocationId} is not null`).limit(1);
    expectError(await get(`/api/v1/crm/locations/${place!._id}/contacts?q=a%00b`), 400);
    expectError(
      await get(`/api/v1/crm/locations/${place!._id}/contacts?cursor=${Buffer.from('["a","b"]').toString('base64url')}`),
      400,
    );
    expectError(await start(admin(), { full: 'yes' }), 400);
  });
});

const zero = () => ({ total: 0, done: 0, created: 0, updated: 0, archived: 0, failed: 0 });
