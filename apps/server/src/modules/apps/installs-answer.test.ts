import { ZAppInstallStateResponse, ZInstallListResponse, ZUninstallResponse } from '@atrium/contracts/installs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { activeInstalls, insertApp, insertPartner, installCountOf } from './installs-fixtures';

/**
 * What installing and uninstalling answer (the installs and the viewer's new state, which the app page
 * applies as it is), "more places" in that state, and that the install count and chart commit with the
 * installs they count.
 */

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
let partnerId: string;

const INSTALL = '/api/v1/app/update_app_with_company_id';
const UNINSTALL = '/api/v1/app/remove_subscription';

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  http = jsonRequest(t.app);
  partnerId = (await insertPartner(t.db, 'answer-labs'))._id;
});
afterAll(() => t.close());

const stateOf = async (appId: string, headers: Record<string, string>) => {
  const res = await http.get(`/api/v1/app/install_state?app_id=${appId}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZAppInstallStateResponse.parse(res.json()).data;
};

const chartOf = async (appId: string) => {
  const { rows } = await t.db.execute<{ installs: number; uninstalls: number }>(
    sql`select coalesce(sum(installs), 0)::int as installs, coalesce(sum(uninstalls), 0)::int as uninstalls
        from app_install_daily where app_id = ${appId}`,
  );
  return rows[0];
};

describe('the answers of installing and uninstalling', () => {
  it('carry the viewer’s new state, the same the state endpoint then reads', async () => {
    const app = await insertApp(t.db, partnerId, { name: 'Answered Install' });
    const res = await http.post(
      INSTALL,
      { appId: app._id, target: { kind: 'locations', locationIds: [tenants.locationA1._id] } },
      tenants.adminA.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZInstallListResponse.parse(res.json()).data;
    expect(answer.installs.map((i) => i.locationId)).toEqual([tenants.locationA1._id]);
    expect(answer.state).toMatchObject({ state: 'installed', approved: true, allLocations: false, canInstallMore: true });
    expect(answer.state).toEqual(await stateOf(app._id, tenants.adminA.headers));

    const off = await http.post(
      UNINSTALL,
      { appId: app._id, target: { kind: 'locations', locationIds: [tenants.locationA1._id] } },
      tenants.adminA.headers,
    );
    expect(off.statusCode, off.body).toBe(200);
    const removed = ZUninstallResponse.parse(off.json()).data;
    expect(removed.removed).toBe(1);
    expect(removed.state).toMatchObject({ state: 'install', installs: [], canInstallMore: true });
    expect(removed.state).toEqual(await stateOf(app._id, tenants.adminA.headers));
  });

  it('say no more places are left once the agency and every location have it', async () => {
    const app = await insertApp(t.db, partnerId, { name: 'Everywhere' });
    const some = await http.post(INSTALL, { appId: app._id, target: { kind: 'agency' } }, tenants.adminA.headers);
    expect(some.json().data.state.canInstallMore).toBe(true);
    const all = await http.post(INSTALL, { appId: app._id, target: { kind: 'all_locations' } }, tenants.adminA.headers);
    expect(all.json().data.state).toMatchObject({ state: 'installed', allLocations: true, canInstallMore: false });
    // A location admin's only place is its own location.
    expect((await stateOf(app._id, tenants.locationAdminA1.headers)).canInstallMore).toBe(false);
    // Another agency sees none of it: every place of its own is still open.
    expect(await stateOf(app._id, tenants.adminB.headers)).toMatchObject({
      state: 'install',
      installs: [],
      canInstallMore: true,
    });

    const agencyOnly = await insertApp(t.db, partnerId, { name: 'Agency Only', installTarget: 'agency' });
    const done = await http.post(INSTALL, { appId: agencyOnly._id, target: { kind: 'agency' } }, tenants.adminA.headers);
    // Locations cannot have it, so the agency's own install leaves nothing.
    expect(done.json().data.state.canInstallMore).toBe(false);
  });

  it('refuse another agency’s location without installing or counting anything', async () => {
    const app = await insertApp(t.db, partnerId, { name: 'Not Yours' });
    const res = await http.post(
      INSTALL,
      { appId: app._id, target: { kind: 'locations', locationIds: [tenants.locationB1._id] } },
      tenants.adminA.headers,
    );
    expectError(res, 404);
    expect(JSON.stringify(res.json())).not.toContain('Bravo');
    expect(await activeInstalls(t.db, app._id, tenants.agencyB._id)).toEqual([]);
    expect(await installCountOf(t.db, app._id)).toBe(10);
  });
});

describe('the install count and chart', () => {
  /** Makes writing the app's chart row fail, as a lost connection or a full disk would. */
  async function breakChartOf(appId: string) {
    await t.db.execute(sql`create or replace function h3_chart_down() returns trigger language plpgsql as $$
      begin raise exception 'install chart unavailable'; end $$`);
    await t.db.execute(
      sql.raw(`create trigger h3_chart_down_${appId.replaceAll('-', '')} before insert on app_install_daily
        for each row when (new.app_id = '${appId}') execute function h3_chart_down()`),
    );
  }

  it('commit with the install: when counting fails, the install does not happen', async () => {
    const app = await insertApp(t.db, partnerId, { name: 'Counted Together' });
    await breakChartOf(app._id);
    const res = await http.post(INSTALL, { appId: app._id, target: { kind: 'agency' } }, tenants.adminA.headers);
    expect(res.statusCode).toBe(500);
    expect(await activeInstalls(t.db, app._id, tenants.agencyA._id)).toEqual([]);
    expect(await installCountOf(t.db, app._id)).toBe(10);
    expect(await chartOf(app._id)).toEqual({ installs: 0, uninstalls: 0 });
  });

  it('commit with the uninstall: when counting fails, the app stays installed', async () => {
    const app = await insertApp(t.db, partnerId, { name: 'Uncounted Removal' });
    const ok = await http.post(INSTALL, { appId: app._id, target: { kind: 'agency' } }, tenants.adminA.headers);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await installCountOf(t.db, app._id)).toBe(11);
    await breakChartOf(app._id);
    const res = await http.post(UNINSTALL, { appId: app._id, target: { kind: 'agency' } }, tenants.adminA.headers);
    expect(res.statusCode).toBe(500);
    expect(await activeInstalls(t.db, app._id, tenants.agencyA._id)).toHaveLength(1);
    expect(await installCountOf(t.db, app._id)).toBe(11);
    expect(await chartOf(app._id)).toEqual({ installs: 1, uninstalls: 0 });
  });
});
