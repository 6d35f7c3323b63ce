import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxClients } from '../../integrations/crm/sandbox/default-clients';
import { createTestSandbox, testWebhookKeys } from '../../integrations/crm/sandbox/test-sandbox';
import { agencies, locations } from '../../platform/tenancy/tenancy.tables';
import { seedDemoData } from '../../seed/demo-data';
import { DEMO_CRM_PAGE_URL, DEMO_CRM_SCOPES } from '../../seed/demo-installs';
import { createTestApp, TEST_SUPER_ADMIN, type TestApp } from '../../test/test-app';
import { apps } from '../apps/apps.tables';
import { appInstalls } from '../apps/installs.tables';
import { processMenuLinks } from '../crm-apps/crm-menu-links';
import { crmSyncDepsOf } from '../crm-sync/crm-sync.routes';
import { crmConnections } from './crm.tables';
import { connectDemoAgencies } from './crm-demo';
import { crmSettingsForSandbox } from './crm-settings';
import { ATRIUM_URL } from './test-crm';

describe('the demo on its first start', () => {
  let t: TestApp;
  let sandbox: Awaited<ReturnType<typeof createTestSandbox>>;
  beforeAll(async () => {
    sandbox = await createTestSandbox({ clients: sandboxClients(ATRIUM_URL) });
    await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    const address = sandbox.app.server.address();
    const sandboxUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const webhookPublicKey = testWebhookKeys().publicKey;
    t = await createTestApp({}, { crm: crmSettingsForSandbox({ sandboxUrl, atriumUrl: ATRIUM_URL, webhookPublicKey }) });
    await seedDemoData({ db: t.db, superAdminEmail: TEST_SUPER_ADMIN });
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  it('connects Summit Growth through its apps installed in the sandbox, and leaves Harbor Digital to connect', async () => {
    const connected = await connectDemoAgencies({
      db: t.db,
      pool: sandbox.pool,
      secrets: t.app.deps.secrets,
      clients: sandbox.clients,
    });
    expect(connected).toBe(1);
    const rows = await t.db
      .select({
        agency: agencies.name,
        kind: crmConnections.kind,
        company: crmConnections.crmCompanyId,
        status: crmConnections.status,
      })
      .from(crmConnections)
      .innerJoin(agencies, eq(agencies._id, crmConnections.agencyId));
    expect(rows.map((r) => r.kind).sort()).toEqual(['app', 'associate', 'crm_sync', 'support']);
    expect(new Set(rows.map((r) => r.agency))).toEqual(new Set(['Summit Growth Agency']));
    expect(rows.every((r) => r.company === sandbox.summit.id && r.status === 'connected')).toBe(true);
  });

  it('links Summit’s locations to its CRM locations, and its demo app with a CRM page gets a menu link in each', async () => {
    const summit = sandbox.summit;
    const linked = await t.db
      .select({ name: locations.name, crmLocationId: locations.crmLocationId })
      .from(locations)
      .innerJoin(agencies, eq(agencies._id, locations.agencyId))
      .where(eq(agencies.name, 'Summit Growth Agency'));
    expect(linked.length).toBeGreaterThan(0);
    for (const place of linked) {
      expect(place.crmLocationId, place.name).toBe(summit.locations.find((l) => l.name === place.name)!.id);
    }
    const harbor = await t.db
      .select({ crmLocationId: locations.crmLocationId })
      .from(locations)
      .innerJoin(agencies, eq(agencies._id, locations.agencyId))
      .where(eq(agencies.name, 'Harbor Digital'));
    expect(harbor.every((l) => l.crmLocationId === null)).toBe(true);

    const [app] = await t.db.select().from(apps).where(isNotNull(apps.customPageUrl));
    expect(app).toMatchObject({ customPageUrl: DEMO_CRM_PAGE_URL, crmScopes: [...DEMO_CRM_SCOPES] });
    const installedAt = await t.db
      .select({ crmLocationId: locations.crmLocationId })
      .from(appInstalls)
      .innerJoin(locations, eq(locations._id, appInstalls.locationId))
      .where(and(eq(appInstalls.appId, app!._id), eq(appInstalls.status, 'active')));
    expect(installedAt.length).toBe(linked.length);

    // What the server's menu-link job does on the catalogue change the connection announced (or within a minute).
    // The server's own menu-link job (started by the same catalogue change) may be at work at the same moment: the
    // links are read until they have settled.
    await processMenuLinks(crmSyncDepsOf(t.app)!);
    const shownMenus = async () => {
      const menus = await sandbox.pool.query<{ title: string; locations: string[]; url: string }>(
        'SELECT title, locations, url FROM crm_sandbox.custom_menus WHERE company_id = $1',
        [summit.id],
      );
      return menus.rows.filter((m) => m.title === app!.name);
    };
    await expect
      .poll(async () => (await shownMenus()).flatMap((m) => m.locations).sort(), { timeout: 15_000 })
      .toEqual(installedAt.map((l) => l.crmLocationId).sort());
    const shown = await shownMenus();
    expect(shown[0]!.url).toBe(`${ATRIUM_URL}/sso?${new URLSearchParams({ to: `/custom_page/${app!._id}` })}`);
  });
});
