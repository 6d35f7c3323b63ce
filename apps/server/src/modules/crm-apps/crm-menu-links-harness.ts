import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { createCrmTestApp } from '../crm/test-crm';
import { crmSyncDepsOf } from '../crm-sync/crm-sync.routes';
import type { CrmAppContext } from './crm-app-context';

type CrmTestApp = Awaited<ReturnType<typeof createCrmTestApp>>;

/**
 * The menu links' tests' app: Alpha connected to the CRM sandbox by its admin, its first location linked to Summit
 * Dental in the CRM (its second is in no CRM location). Call in a describe; `get()` in its hooks and tests.
 */
export function crmMenuLinksHarness() {
  let app: { crm: CrmTestApp; ctx: CrmAppContext } | null = null;
  beforeAll(async () => {
    const crm = await createCrmTestApp();
    await crm.connect(crm.tenants.adminA, 'olivia@summitgrowth.test', 'app');
    const dental = crm.sandbox.summit.locations[0]!;
    await crm.t.db.update(locations).set({ crmLocationId: dental.id }).where(eq(locations._id, crm.tenants.locationA1._id));
    app = { crm, ctx: crmSyncDepsOf(crm.t.app)! };
  });
  afterAll(async () => {
    await app?.crm.close();
  });
  const get = () => {
    if (!app) throw new Error('the harness starts in beforeAll');
    return app;
  };
  /** The menus Alpha's CRM company has, in order. */
  const menusInCrm = async () =>
    (
      await get().crm.sandbox.pool.query<{ title: string; url: string; locations: string[] }>(
        'SELECT title, url, locations FROM crm_sandbox.custom_menus WHERE company_id = $1 ORDER BY position',
        [get().crm.sandbox.summit.id],
      )
    ).rows;
  return { get, menusInCrm };
}
