import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientKey } from '../deps';
import type { InstallEvent } from '../events';
import { apiHeaders, createTestSandbox, TEST_ATRIUM_URL, type TestSandbox } from '../test-sandbox';

let t: TestSandbox;
const uninstalls: InstallEvent[] = [];
beforeAll(async () => {
  t = await createTestSandbox();
  t.deps.events.on('uninstall', (event) => {
    uninstalls.push(event);
  });
});
afterAll(async () => {
  await t?.close();
});

const appId = (key: ClientKey) => t.clients[key].clientId.split('-')[0]!;
const uninstall = (token: string, body: object, id = appId('app')) =>
  t.app.inject({ method: 'DELETE', url: `/marketplace/app/${id}/installations`, payload: body, headers: apiHeaders(token) });
const installs = async (clientKey: string, companyId: string) =>
  (
    await t.pool.query<{ location_id: string | null }>(
      'SELECT location_id FROM crm_sandbox.app_installs WHERE client_key = $1 AND company_id = $2',
      [clientKey, companyId],
    )
  ).rows.map((r) => r.location_id);

describe('DELETE /marketplace/app/:appId/installations', () => {
  it('removes the app from one location: its token there stops working, the rest stays', async () => {
    const [dental, realty] = t.summit.locations;
    const dentalToken = await t.token({ clientKey: 'app', companyId: t.summit.id, locationId: dental!.id });
    const realtyToken = await t.token({ clientKey: 'app', companyId: t.summit.id, locationId: realty!.id });
    const response = await uninstall(dentalToken, { locationId: dental!.id, reason: 'Not needed here' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const left = await installs('app', t.summit.id);
    expect(left).not.toContain(dental!.id);
    expect(left).toContain(realty!.id);
    expect(left).toContain(null);
    expect((await uninstall(dentalToken, {})).statusCode).toBe(401);
    expect(uninstalls.at(-1)).toEqual({
      clientKey: 'app',
      appId: appId('app'),
      installType: 'Location',
      companyId: t.summit.id,
      locationId: dental!.id,
      userId: t.summit.users[0]!.id,
    });
    // Other apps on the location keep their installs.
    expect(await installs('crm_sync', t.summit.id)).toContain(dental!.id);
    expect((await uninstall(realtyToken, { locationId: dental!.id })).statusCode).toBe(403);
  });

  it('removes the app from a whole agency with an agency token, with its menu links', async () => {
    const agency = await t.token({ clientKey: 'app', companyId: t.summit.id });
    const menu = await t.app.inject({
      method: 'POST',
      url: '/custom-menus/',
      headers: apiHeaders(agency),
      payload: {
        title: 'Atrium',
        url: `${TEST_ATRIUM_URL}/embedded`,
        icon: { name: 'store', fontFamily: 'fas' },
        showOnCompany: true,
        showOnLocation: true,
        showToAllLocations: true,
        openMode: 'iframe',
        locations: [],
        userRole: 'all',
      },
    });
    expect(menu.statusCode).toBe(201);
    expect((await uninstall(agency, {})).statusCode).toBe(422);
    expect((await uninstall(agency, { companyId: t.harbor.id })).statusCode).toBe(403);
    expect((await uninstall(agency, { companyId: t.summit.id })).json()).toEqual({ success: true });
    expect(await installs('app', t.summit.id)).toEqual([]);
    expect(await installs('crm_sync', t.summit.id)).not.toEqual([]);
    const { rowCount } = await t.pool.query('SELECT 1 FROM crm_sandbox.custom_menus WHERE company_id = $1', [t.summit.id]);
    expect(rowCount).toBe(0);
    expect(uninstalls.at(-1)).toMatchObject({ installType: 'Company', companyId: t.summit.id });
    expect(uninstalls.at(-1)).not.toHaveProperty('locationId');
  });

  it('lets an app uninstall only itself', async () => {
    const sync = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id });
    const before = uninstalls.length;
    expect((await uninstall(sync, { companyId: t.summit.id }, appId('app'))).statusCode).toBe(403);
    const support = await t.token({ clientKey: 'support', companyId: t.summit.id, scopes: ['contacts.readonly'] });
    expect((await uninstall(support, { companyId: t.summit.id }, appId('support'))).statusCode).toBe(401);
    expect(await installs('crm_sync', t.summit.id)).not.toEqual([]);
    expect(uninstalls.length).toBe(before);
  });
});
