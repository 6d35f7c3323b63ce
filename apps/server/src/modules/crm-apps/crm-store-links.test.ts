import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { expectError } from '../../test/http';
import { notifications } from '../notifications/notifications.tables';
import { paymentAccounts } from '../payments/payments.tables';
import { chargingAgencyAccount } from '../store/store-test-fixtures';
import type { CrmAppContext } from './crm-app-context';
import { NOTIFY_AFTER_ATTEMPTS, processMenuLinks } from './crm-menu-links';
import { crmMenuLinksHarness } from './crm-menu-links-harness';

type Link = { _id: string; kind: string; title: string; installId: string | null; locationName: string; state: string };

/** Decision 031: the store's link in every CRM-linked location while the store is open and Stripe takes charges. */
describe('the store’s menu link in the CRM', () => {
  const harness = crmMenuLinksHarness();
  const { menusInCrm } = harness;
  let crm: ReturnType<typeof harness.get>['crm'];
  let ctx: CrmAppContext;
  let storeId: string;
  const dental = () => crm.sandbox.summit.locations[0]!;
  const admin = () => crm.tenants.adminA;
  const STORES = '/api/agency_app/stores';
  beforeAll(() => {
    ({ crm, ctx } = harness.get());
  });

  const links = async (who = admin()) => {
    const res = await crm.http.get('/api/v1/crm/menu-links', who.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Link[];
  };
  const states = async () => (await links()).map((l) => l.state);
  /** What the minute's job does. */
  const tick = (now?: Date) => processMenuLinks(ctx, now ? { now } : {});
  const setOpen = async (open: boolean) => {
    const res = await crm.http.put(`${STORES}/${storeId}`, { open }, admin().headers);
    expect(res.statusCode, res.body).toBe(200);
  };

  it('waits for the agency’s Stripe to take charges, then links the CRM-linked location only', async () => {
    const created = await crm.http.post(STORES, { name: 'Alpha Store' }, admin().headers);
    expect(created.statusCode, created.body).toBe(201);
    storeId = created.json().data._id;
    await tick();
    // Open, but nobody could pay: no link yet.
    expect(await links()).toEqual([]);

    await crm.t.db.insert(paymentAccounts).values(chargingAgencyAccount(crm.tenants.agencyA._id, 'acct_store_links_alpha'));
    await tick();
    const [link, ...more] = await links();
    expect(more).toEqual([]);
    expect(link).toMatchObject({
      kind: 'store',
      title: 'Alpha Store',
      installId: null,
      locationName: crm.tenants.locationA1.name,
      state: 'linked',
    });
    expect(await menusInCrm()).toEqual([
      { title: 'Alpha Store', url: 'https://apps.atrium.test/sso?to=%2Fservice_store', locations: [dental().id] },
    ]);
  });

  it('removes the link when the store closes, and brings it back when it opens', async () => {
    await setOpen(false);
    await vi.waitFor(async () => expect(await links()).toEqual([]), { timeout: 10_000 });
    expect(await menusInCrm()).toEqual([]);

    await setOpen(true);
    await vi.waitFor(async () => expect(await states()).toEqual(['linked']), { timeout: 10_000 });
    expect(await menusInCrm()).toHaveLength(1);
  });

  it('says the store’s new name when it is renamed: the same CRM menu, updated; made anew if removed there', async () => {
    const menuIds = async () =>
      (
        await crm.sandbox.pool.query<{ id: string }>('SELECT id FROM crm_sandbox.custom_menus WHERE company_id = $1', [
          crm.sandbox.summit.id,
        ])
      ).rows.map((r) => r.id);
    const [before] = await menuIds();
    const renamed = await crm.http.put(`${STORES}/${storeId}`, { name: 'Alpha Services' }, admin().headers);
    expect(renamed.statusCode, renamed.body).toBe(200);
    await tick();
    expect((await links()).map((l) => [l.title, l.state])).toEqual([['Alpha Services', 'linked']]);
    expect(await menusInCrm()).toMatchObject([{ title: 'Alpha Services' }]);
    expect(await menuIds()).toEqual([before]);
    // Nothing changed: nothing is sent.
    const sent = vi.spyOn(ctx.client, 'updateCustomMenu');
    await tick();
    expect(sent).not.toHaveBeenCalled();
    sent.mockRestore();

    // Someone deleted it in the CRM, then the store was renamed back: a new menu says so.
    await crm.sandbox.pool.query('DELETE FROM crm_sandbox.custom_menus WHERE company_id = $1', [crm.sandbox.summit.id]);
    await crm.http.put(`${STORES}/${storeId}`, { name: 'Alpha Store' }, admin().headers);
    await tick();
    expect(await menusInCrm()).toMatchObject([{ title: 'Alpha Store' }]);
    expect(await menuIds()).not.toEqual([before]);
    expect(await states()).toEqual(['linked']);
  });

  it('shows another agency nothing of it, and lets it retry none of it', async () => {
    const [link] = await links();
    expect(await links(crm.tenants.staffA)).toHaveLength(1);
    expect(await links(crm.tenants.adminB)).toEqual([]);
    expectError(await crm.http.post(`/api/v1/crm/menu-links/${link!._id}/retry`, {}, crm.tenants.adminB.headers), 404);
  });

  it('removes the link when the location leaves the CRM', async () => {
    await crm.t.db.update(locations).set({ crmLocationId: null }).where(eq(locations._id, crm.tenants.locationA1._id));
    await tick();
    expect(await links()).toEqual([]);
    expect(await menusInCrm()).toEqual([]);
    await crm.t.db.update(locations).set({ crmLocationId: dental().id }).where(eq(locations._id, crm.tenants.locationA1._id));
  });

  it('retries when the CRM fails, with a growing pause, and tells the admins after repeated failures', async () => {
    // The CRM refuses every new menu (an error on its side: a 500).
    await crm.sandbox.pool.query(
      `ALTER TABLE crm_sandbox.custom_menus ADD CONSTRAINT down_for_test CHECK (title <> 'Alpha Store') NOT VALID`,
    );
    try {
      await tick();
      const [failed] = await links();
      expect(failed).toMatchObject({ kind: 'store', state: 'failed', attempts: 1 });
      expect((failed as Link & { lastError: string }).lastError).toBe('The CRM refused the request (500)');
      // Within the pause nothing is tried; past it, again.
      await tick();
      expect((await links())[0]).toMatchObject({ attempts: 1 });
      for (let i = 1; i < NOTIFY_AFTER_ATTEMPTS; i++) await tick(new Date(Date.now() + i * 3_600_000));
      expect((await links())[0]).toMatchObject({ state: 'failed', attempts: NOTIFY_AFTER_ATTEMPTS });
      const notices = await crm.t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, admin()._id), eq(notifications.kind, 'crm_menu_link_failed')));
      expect(notices.map((n) => [n.subject, n.detail])).toEqual([['Alpha Store', crm.tenants.locationA1.name]]);
    } finally {
      await crm.sandbox.pool.query('ALTER TABLE crm_sandbox.custom_menus DROP CONSTRAINT down_for_test');
    }
    // The CRM is back: the admin's retry adds it at once.
    const [failed] = await links();
    const retried = await crm.http.post(`/api/v1/crm/menu-links/${failed!._id}/retry`, {}, admin().headers);
    expect(retried.json().data).toMatchObject({ state: 'linked', lastError: null, attempts: 0, title: 'Alpha Store' });
    expect(await menusInCrm()).toHaveLength(1);
  });
});
