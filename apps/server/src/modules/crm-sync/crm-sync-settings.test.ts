import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { expectError } from '../../test/http';
import { crmConnections } from '../crm/crm.tables';
import { createCrmTestApp } from '../crm/test-crm';
import { crmSyncDepsOf } from './crm-sync.routes';
import { crmContacts } from './crm-sync.tables';
import { queueScheduledRuns } from './crm-sync-schedule';
import { runQueuedCrmSyncs } from './crm-sync-worker';

const UPDATE = '/api/v1/agency/update_ghl_company';
const SETUP = '/api/v1/agency/get_app_setup';

describe('PUT /agency/update_ghl_company: the CRM link and its sync settings', () => {
  let crm: Awaited<ReturnType<typeof createCrmTestApp>>;
  beforeAll(async () => {
    crm = await createCrmTestApp();
    await crm.connect(crm.tenants.adminA, 'olivia@summitgrowth.test');
  });
  afterAll(async () => {
    await crm?.close();
  });

  const admin = () => crm.tenants.adminA;
  const setup = async () => (await crm.http.get(SETUP, admin().headers)).json().data;
  const agencyA = () => crm.tenants.agencyA._id;

  it('starts with the hourly run and contacts on, no location linked and no menu link', async () => {
    expect(await setup()).toMatchObject({
      crmCompanyId: crm.sandbox.summit.id,
      settings: { autoSync: true, syncContacts: true },
      locations: { total: 2, linked: 0 },
      menuLinks: { active: 0, failing: 0 },
    });
  });

  it('is for the agency admins only, and checks its body', async () => {
    for (const who of [crm.tenants.staffA, crm.tenants.locationAdminA1]) {
      expectError(await crm.http.put(UPDATE, { autoSync: false }, who.headers), 403);
    }
    expectError(await crm.http.put(UPDATE, { autoSync: false }), 401);
    expectError(await crm.http.put(UPDATE, { autoSync: 'no' }, admin().headers), 400);
    expectError(await crm.http.put(UPDATE, { unlink: false }, admin().headers), 400);
    expect((await setup()).settings).toEqual({ autoSync: true, syncContacts: true });
  });

  it('without contacts, a run links the locations and people and reads no contact', async () => {
    const res = await crm.http.put(UPDATE, { syncContacts: false }, admin().headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ crmCompanyId: crm.sandbox.summit.id, settings: { autoSync: true, syncContacts: false } });

    crm.sandbox.advance(11_000);
    const started = await crm.http.post('/api/v1/crm/sync', {}, admin().headers);
    expect(started.statusCode, started.body).toBe(202);
    await runQueuedCrmSyncs(crmSyncDepsOf(crm.t.app)!);
    const run = (await crm.http.get(`/api/v1/crm/sync/runs/${started.json().data._id}`, admin().headers)).json().data;
    expect(run.status, run.error ?? '').toBe('succeeded');
    expect(run.counts.locations.created).toBe(6);
    expect(run.counts.contacts.total).toBe(0);
    expect(await crm.t.db.select().from(crmContacts).where(eq(crmContacts.agencyId, agencyA()))).toEqual([]);
    // Alpha's own two locations have other names than Summit's six: they stay, unlinked.
    expect((await setup()).locations).toEqual({ total: 8, linked: 6 });
  });

  it('with the hourly run off, the schedule passes the agency by', async () => {
    const deps = { db: crm.t.db, jobs: null };
    const off = await crm.http.put(UPDATE, { autoSync: false }, admin().headers);
    expect(off.json().data.settings).toEqual({ autoSync: false, syncContacts: false });
    expect(await queueScheduledRuns(deps)).toBe(0);
    await crm.http.put(UPDATE, { autoSync: true }, admin().headers);
    expect(await queueScheduledRuns(deps)).toBe(1);
    await runQueuedCrmSyncs(crmSyncDepsOf(crm.t.app)!);
  });

  it("another agency's admin changes only their own agency", async () => {
    const res = await crm.http.put(UPDATE, { unlink: true, syncContacts: true }, crm.tenants.adminB.headers);
    expect(res.json().data).toEqual({
      crmCompanyId: null,
      settings: { autoSync: true, syncContacts: true },
      menuLinksLeft: 0,
    });
    expect(await setup()).toMatchObject({ crmCompanyId: crm.sandbox.summit.id, locations: { linked: 6 } });
  });

  it('unlinking forgets the company, its connections and the CRM ids; the agency can link again', async () => {
    const res = await crm.http.put(UPDATE, { unlink: true }, admin().headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      crmCompanyId: null,
      settings: { autoSync: true, syncContacts: false },
      menuLinksLeft: 0,
    });
    expect(await crm.t.db.select().from(crmConnections).where(eq(crmConnections.agencyId, agencyA()))).toEqual([]);
    const linked = await crm.t.db.select().from(locations).where(isNotNull(locations.crmLocationId));
    expect(linked.filter((l) => l.agencyId === agencyA())).toEqual([]);
    expect(await setup()).toMatchObject({ crmCompanyId: null, locations: { total: 8, linked: 0 } });
    expect((await crm.http.get('/api/v1/agency/get_ghl_company', admin().headers)).json().data).toBeNull();

    await crm.connect(admin(), 'olivia@summitgrowth.test');
    expect((await setup()).crmCompanyId).toBe(crm.sandbox.summit.id);
  });
});
