import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { seedInstall } from '../apps/app-tokens.fixtures';
import { apps } from '../apps/apps.tables';
import { insertApp, insertPartner } from '../apps/installs-fixtures';
import { crmConnections } from '../crm/crm.tables';
import { createCrmTestApp } from '../crm/test-crm';
import { crmSyncDepsOf } from '../crm-sync/crm-sync.routes';
import { crmLocationSync } from '../crm-sync/crm-sync.tables';
import { notifications } from '../notifications/notifications.tables';
import type { CrmAppContext } from './crm-app-context';
import { crmMenuLinks } from './crm-apps.tables';
import { NOTIFY_AFTER_ATTEMPTS, processMenuLinks } from './crm-menu-links';

describe('menu links when the CRM or the listing takes them away', () => {
  let crm: Awaited<ReturnType<typeof createCrmTestApp>>;
  let ctx: CrmAppContext;
  let appId: string;
  const dental = () => crm.sandbox.summit.locations[0]!;
  const realty = () => crm.sandbox.summit.locations[1]!;
  const crmAppId = () => ctx.settings.apps.app.clientId.split('-')[0]!;

  beforeAll(async () => {
    crm = await createCrmTestApp();
    ctx = crmSyncDepsOf(crm.t.app)!;
    await crm.connect(crm.tenants.adminA, 'olivia@summitgrowth.test', 'app');
    await crm.t.db.update(locations).set({ crmLocationId: dental().id }).where(eq(locations._id, crm.tenants.locationA1._id));
    await crm.t.db.update(locations).set({ crmLocationId: realty().id }).where(eq(locations._id, crm.tenants.locationA2._id));
    const partner = await insertPartner(crm.t.db, 'crm-removals-labs');
    const app = await insertApp(crm.t.db, partner._id, { name: 'Review Radar' });
    appId = app._id;
    await crm.t.db.update(apps).set({ customPageUrl: 'https://radar.example/page' }).where(eq(apps._id, appId));
    for (const location of [crm.tenants.locationA1, crm.tenants.locationA2]) {
      await seedInstall(crm.t, { appId, agencyId: crm.tenants.agencyA._id, locationId: location._id });
    }
  });
  afterAll(async () => {
    await crm?.close();
  });

  /** The app's menus in the sandbox CRM, by the CRM locations they show in. */
  const menusInCrm = async () =>
    (
      await crm.sandbox.pool.query<{ locations: string[] }>(
        'SELECT locations FROM crm_sandbox.custom_menus WHERE company_id = $1 AND app_id = $2 ORDER BY position',
        [crm.sandbox.summit.id, crmAppId()],
      )
    ).rows.flatMap((r) => r.locations);
  const links = async () =>
    (await crm.t.db.select().from(crmMenuLinks).where(eq(crmMenuLinks.agencyId, crm.tenants.agencyA._id))).map((l) => l.state);
  /** What the minute's job does. */
  const tick = () => processMenuLinks(ctx);
  const uninstallInCrm = async (body: object) => {
    const token = await crm.sandbox.token({ clientKey: 'app', companyId: crm.sandbox.summit.id });
    const res = await crm.sandbox.app.inject({
      method: 'DELETE',
      url: `/marketplace/app/${crmAppId()}/installations`,
      headers: { authorization: `Bearer ${token}`, version: '2021-07-28' },
      payload: { companyId: crm.sandbox.summit.id, ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('an app that drops its in-CRM page has its links removed from the CRM; they come back with the page', async () => {
    await tick();
    expect(await links()).toEqual(['linked', 'linked']);
    expect((await menusInCrm()).sort()).toEqual([dental().id, realty().id].sort());

    await crm.t.db.update(apps).set({ customPageUrl: null }).where(eq(apps._id, appId));
    await tick();
    expect(await links()).toEqual([]);
    expect(await menusInCrm()).toEqual([]);

    await crm.t.db.update(apps).set({ customPageUrl: 'https://radar.example/page' }).where(eq(apps._id, appId));
    await tick();
    expect(await links()).toEqual(['linked', 'linked']);
  });

  it('a location deleted in the CRM (archived by the sync) has its link forgotten, never made again', async () => {
    await crm.t.db
      .insert(crmLocationSync)
      .values({ locationId: crm.tenants.locationA2._id, agencyId: crm.tenants.agencyA._id, archivedAt: new Date() });
    await tick();
    await tick();
    expect(await links()).toEqual(['linked']);
    // Nothing was asked of the CRM for it: the realty menu is where the CRM left it.
    expect((await menusInCrm()).sort()).toEqual([dental().id, realty().id].sort());
    await crm.sandbox.pool.query('DELETE FROM crm_sandbox.custom_menus WHERE $1 = ANY(locations)', [realty().id]);
  });

  it('UNINSTALL of the app in one location forgets its link there until an INSTALL there', async () => {
    await uninstallInCrm({ locationId: dental().id });
    expect(await menusInCrm()).toEqual([]);
    const event = { appId: crmAppId(), companyId: crm.sandbox.summit.id, locationId: dental().id, installType: 'Location' };
    const delivered = await crm.webhook({ type: 'UNINSTALL', ...event });
    expect(await links()).toEqual([]);
    await tick();
    expect(await links()).toEqual([]);
    expect(await menusInCrm()).toEqual([]);
    // The agency's own app connection is not that location's: it stays connected.
    const [connection] = await crm.t.db.select().from(crmConnections).where(eq(crmConnections.kind, 'app'));
    expect(connection!.status).toBe('connected');
    expect((await crm.webhook({}, delivered.raw)).duplicate).toBe(true);

    await crm.webhook({ type: 'INSTALL', ...event });
    await tick();
    expect(await links()).toEqual(['linked']);
    expect(await menusInCrm()).toEqual([dental().id]);
  });

  it('UNINSTALL of the app on the company: links forgotten, reconnect asked once, no notice per failing link', async () => {
    const notices = async (kind: 'crm_reconnect' | 'crm_menu_link_failed') =>
      (
        await crm.t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, crm.tenants.adminA._id), eq(notifications.kind, kind)))
      ).length;
    await uninstallInCrm({});
    expect(await menusInCrm()).toEqual([]);
    await crm.webhook({ type: 'UNINSTALL', appId: crmAppId(), companyId: crm.sandbox.summit.id, installType: 'Company' });
    expect(await links()).toEqual([]);
    const [connection] = await crm.t.db.select().from(crmConnections).where(eq(crmConnections.kind, 'app'));
    expect(connection!.status).toBe('needs_reconnect');
    expect(await notices('crm_reconnect')).toBe(1);
    // The links wait for the reconnect, failing with the reason, without a notice of their own.
    for (let i = 0; i <= NOTIFY_AFTER_ATTEMPTS; i++) {
      await processMenuLinks(ctx, { now: new Date(Date.now() + (i + 1) * 3_600_000) });
    }
    const [waiting] = await crm.t.db.select().from(crmMenuLinks);
    expect(waiting).toMatchObject({ state: 'failed' });
    expect(waiting!.attempts).toBeGreaterThanOrEqual(NOTIFY_AFTER_ATTEMPTS);
    expect(await notices('crm_menu_link_failed')).toBe(0);

    await crm.connect(crm.tenants.adminA, 'olivia@summitgrowth.test', 'app');
    await crm.http.post(`/api/v1/crm/menu-links/${waiting!._id}/retry`, {}, crm.tenants.adminA.headers);
    expect(await links()).toEqual(['linked']);
    expect(await menusInCrm()).toEqual([dental().id]);
  });

  it('unlinking the CRM company removes the links from that CRM first', async () => {
    const res = await crm.http.put('/api/v1/agency/update_ghl_company', { unlink: true }, crm.tenants.adminA.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ crmCompanyId: null, menuLinksLeft: 0 });
    expect(await menusInCrm()).toEqual([]);
    expect(await links()).toEqual([]);
  });
});
