import type { TCrmImport } from '@atrium/contracts/crm-imports';
import type { TProspect } from '@atrium/contracts/prospects';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmClient } from '../../integrations/crm/crm-client';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { expectError } from '../../test/http';
import { crmConnections } from '../crm/crm.tables';
import { ATRIUM_URL, createCrmTestApp } from '../crm/test-crm';
import { runImport } from '../crm-imports/crm-imports.run';
import { crmImports } from '../crm-imports/crm-imports.tables';
import { importSteps } from '../crm-imports/test-imports';

/** Converting prospects and importing locations where the agency's crm_sync connection creates them in the CRM. */
describe('prospects and location imports into the CRM', () => {
  let crm: Awaited<ReturnType<typeof createCrmTestApp>>;
  let steps: ReturnType<typeof importSteps>;
  beforeAll(async () => {
    crm = await createCrmTestApp();
    steps = importSteps(crm.t.app);
  });
  afterAll(async () => {
    await crm?.close();
  });
  const inCrm = async (name: string) =>
    (await crm.sandbox.pool.query('select id, company_id, city, country from crm_sandbox.locations where name = $1', [name]))
      .rows as { id: string; company_id: string; city: string | null; country: string | null }[];

  it('without a crm_sync connection, converting is a 409 and creates nothing', async () => {
    const { adminA } = crm.tenants;
    const p = (await crm.http.post('/api/v1/crm/prospects', { businessName: 'Early Bird' }, adminA.headers)).json().data;
    expectError(await crm.http.post(`/api/v1/crm/prospects/${p._id}/convert`, {}, adminA.headers), 409, 'crm_not_connected');
    expect(await inCrm('Early Bird')).toEqual([]);
  });

  it('converts a prospect into a CRM location and an Atrium location, once however often it is asked', async () => {
    const { adminA, agencyA } = crm.tenants;
    await crm.connect(adminA, 'olivia@summitgrowth.test');
    const created = await crm.http.post(
      '/api/v1/crm/prospects',
      { businessName: 'Peak Fitness', contactName: 'Pat Peak', email: 'pat@peak.test', city: 'Boulder', country: 'us' },
      adminA.headers,
    );
    const prospect = created.json().data as TProspect;
    const url = `/api/v1/crm/prospects/${prospect._id}/convert`;
    // Twice at once, then once more: one CRM location, one Atrium location.
    const [a, b] = await Promise.all([crm.http.post(url, {}, adminA.headers), crm.http.post(url, {}, adminA.headers)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const again = await crm.http.post(url, {}, adminA.headers);
    const converted = again.json().data as TProspect;
    expect(converted).toMatchObject({ status: 'converted', locationId: expect.any(String), crmLocationId: expect.any(String) });
    expect(converted.convertedAt).not.toBeNull();

    const remote = await inCrm('Peak Fitness');
    expect(remote).toEqual([{ id: converted.crmLocationId, company_id: crm.sandbox.summit.id, city: 'Boulder', country: 'US' }]);
    const local = await crm.t.db
      .select()
      .from(locations)
      .where(and(eq(locations.agencyId, agencyA._id), eq(locations.name, 'Peak Fitness')));
    expect(local.map((l) => [l._id, l.crmLocationId])).toEqual([[converted.locationId, converted.crmLocationId]]);
    // A converted prospect keeps its status.
    expectError(await crm.http.put(`/api/v1/crm/prospects/${prospect._id}`, { status: 'lost' }, adminA.headers), 409);
  });

  it('imports new locations into the CRM first, keeps their CRM ids, and a second run changes nothing', async () => {
    const { adminA, agencyA } = crm.tenants;
    const csv = 'Name,City,Country,Phone\nRiver Yoga,Austin,US,+1 512 555 0101\nHill Bakery,Dallas,US,\n';
    const first = await steps.importFile(adminA, 'locations', csv);
    expect(first).toMatchObject({ status: 'done', toCrm: true, created: 2, failed: 0 });
    const [river] = await inCrm('River Yoga');
    expect(river).toMatchObject({ company_id: crm.sandbox.summit.id, city: 'Austin' });
    const [local] = await crm.t.db
      .select()
      .from(locations)
      .where(and(eq(locations.agencyId, agencyA._id), eq(locations.name, 'River Yoga')));
    expect(local?.crmLocationId).toBe(river!.id);

    const again = await steps.importFile(adminA, 'locations', csv);
    expect(again).toMatchObject({ status: 'done', created: 0, unchanged: 2 });
    expect(await inCrm('River Yoga')).toHaveLength(1);

    // By CRM id: a rename follows the id, not the name.
    const renamed = await steps.importFile(adminA, 'locations', `Location ID,Name\n${river!.id},River Yoga Studio\n`);
    expect(renamed).toMatchObject({ status: 'done', updated: 1 });
    const [after] = await crm.t.db.select().from(locations).where(eq(locations._id, local!._id));
    expect(after?.name).toBe('River Yoga Studio');
  });

  it('says the connection must be connected again, before writing and when it is lost midway', async () => {
    const { adminA, agencyA } = crm.tenants;
    const p = (await crm.http.post('/api/v1/crm/prospects', { businessName: 'Lost Link' }, adminA.headers)).json().data;
    const up = (await steps.upload(adminA, 'locations', 'Name\nLost Link Two\n')).json().data as TCrmImport;
    expect((await steps.check(adminA, up._id, up.mapping)).statusCode).toBe(200);
    await crm.t.db.update(crmConnections).set({ status: 'needs_reconnect' }).where(eq(crmConnections.agencyId, agencyA._id));
    try {
      expectError(await crm.http.post(`/api/v1/crm/prospects/${p._id}/convert`, {}, adminA.headers), 409, 'crm_reconnect_needed');
      expectError(await crm.http.post(`/api/v1/crm/imports/${up._id}/run`, {}, adminA.headers), 409, 'crm_reconnect_needed');
      expect((await steps.read(adminA, up._id)).status).toBe('checked');
      // Lost after the import was queued: it stops as a whole, saying why, instead of failing row after row.
      await crm.t.db.update(crmImports).set({ status: 'queued', toCrm: true }).where(eq(crmImports._id, up._id));
      const { db, secrets, mailer, crm: settings } = crm.t.app.deps;
      await runImport(
        {
          db,
          secrets,
          mailer,
          settings,
          client: createCrmClient({ apiUrl: settings!.apiUrl }),
          realtime: null,
          baseUrl: ATRIUM_URL,
          log: crm.t.app.log,
        },
        up._id,
      );
      expect(await steps.read(adminA, up._id)).toMatchObject({
        status: 'failed',
        failed: 0,
        message: 'The CRM connection has to be connected again',
      });
    } finally {
      await crm.t.db.update(crmConnections).set({ status: 'connected' }).where(eq(crmConnections.agencyId, agencyA._id));
    }
    expect(await inCrm('Lost Link')).toEqual([]);
    expect(await inCrm('Lost Link Two')).toEqual([]);
  });
});
