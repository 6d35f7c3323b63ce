import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, createTestSandbox, TEST_ATRIUM_URL, type TestSandbox } from '../test-sandbox';

let t: TestSandbox;
let summitApp: string;
let harborApp: string;
beforeAll(async () => {
  t = await createTestSandbox();
  summitApp = await t.token({ clientKey: 'app', companyId: t.summit.id });
  harborApp = await t.token({ clientKey: 'app', companyId: t.harbor.id });
});
afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
  query?: Record<string, string>,
) => t.app.inject({ method, url, payload, query, headers: apiHeaders(token) });

const link = (overrides: Record<string, unknown> = {}) => ({
  title: 'Atrium',
  url: `${TEST_ATRIUM_URL}/embedded/{{location.id}}`,
  icon: { name: 'store', fontFamily: 'fas' },
  showOnCompany: false,
  showOnLocation: true,
  showToAllLocations: false,
  openMode: 'iframe',
  locations: [t.summit.locations[0]!.id],
  userRole: 'all',
  ...overrides,
});

describe('custom menu links', () => {
  it('creates, lists by location, reads, updates and deletes the app’s own links', async () => {
    const created = await call('POST', '/custom-menus/', summitApp, link());
    expect(created.statusCode).toBe(201);
    const menu = created.json().customMenu;
    expect(menu).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), title: 'Atrium', order: 1, openMode: 'iframe' });
    const agencyLink = (
      await call(
        'POST',
        '/custom-menus/',
        summitApp,
        link({ title: 'Atrium for agencies', showOnCompany: true, showOnLocation: false, locations: [] }),
      )
    ).json().customMenu;

    const onDental = await call('GET', '/custom-menus/', summitApp, undefined, { locationId: t.summit.locations[0]!.id });
    expect(onDental.json()).toEqual({ customMenus: [menu], totalLinks: 1 });
    const onRealty = await call('GET', '/custom-menus/', summitApp, undefined, { locationId: t.summit.locations[1]!.id });
    expect(onRealty.json().totalLinks).toBe(0);
    const agency = await call('GET', '/custom-menus/', summitApp, undefined, { showOnCompany: 'true' });
    expect(agency.json().customMenus.map((m: { id: string }) => m.id)).toEqual([agencyLink.id]);
    expect((await call('GET', '/custom-menus/', summitApp)).json().totalLinks).toBe(2);

    const updated = await call('PUT', `/custom-menus/${menu.id}`, summitApp, { title: 'Atrium apps', showToAllLocations: true });
    expect(updated.json()).toMatchObject({
      success: true,
      customMenu: { title: 'Atrium apps', showToAllLocations: true, url: menu.url },
    });
    expect((await call('GET', `/custom-menus/${menu.id}`, summitApp)).json().customMenu.title).toBe('Atrium apps');
    const deleted = await call('DELETE', `/custom-menus/${menu.id}`, summitApp);
    expect(deleted.json()).toMatchObject({ success: true, deletedMenuId: menu.id });
    expect((await call('GET', `/custom-menus/${menu.id}`, summitApp)).statusCode).toBe(404);
  });

  it('keeps apps and agencies apart', async () => {
    const menu = (await call('POST', '/custom-menus/', summitApp, link({ title: 'Private' }))).json().customMenu;
    for (const token of [
      harborApp,
      await t.token({
        clientKey: 'crm_sync',
        companyId: t.summit.id,
        scopes: ['custom-menu-link.readonly', 'custom-menu-link.write'],
      }),
    ]) {
      expect((await call('GET', `/custom-menus/${menu.id}`, token)).statusCode).toBe(404);
      expect((await call('PUT', `/custom-menus/${menu.id}`, token, { title: 'Mine now' })).statusCode).toBe(404);
      expect((await call('DELETE', `/custom-menus/${menu.id}`, token)).statusCode).toBe(404);
      expect((await call('GET', '/custom-menus/', token)).json().customMenus).toEqual([]);
    }
    expect((await call('GET', `/custom-menus/${menu.id}`, summitApp)).json().customMenu.title).toBe('Private');
    // A link may not point at another agency's locations.
    const foreign = await call('POST', '/custom-menus/', summitApp, link({ locations: [t.harbor.locations[0]!.id] }));
    expect(foreign.statusCode).toBe(403);
  });

  it('refuses location tokens, missing scopes and bad links', async () => {
    const locationToken = await t.token({ clientKey: 'app', companyId: t.summit.id, locationId: t.summit.locations[0]!.id });
    expect((await call('GET', '/custom-menus/', locationToken)).statusCode).toBe(401);
    const readOnly = await t.token({ clientKey: 'app', companyId: t.summit.id, scopes: ['custom-menu-link.readonly'] });
    expect((await call('POST', '/custom-menus/', readOnly, link())).statusCode).toBe(401);
    const bad = await call(
      'POST',
      '/custom-menus/',
      summitApp,
      link({ url: 'javascript:alert(1)', openMode: 'popup', icon: { name: 'x' } }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toHaveLength(3);
  });
});
