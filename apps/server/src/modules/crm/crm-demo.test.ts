import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxClients } from '../../integrations/crm/sandbox/default-clients';
import { createTestSandbox } from '../../integrations/crm/sandbox/test-sandbox';
import { agencies } from '../../platform/tenancy/tenancy.tables';
import { seedDemoData } from '../../seed/demo-data';
import { createTestApp, TEST_SUPER_ADMIN, type TestApp } from '../../test/test-app';
import { crmConnections } from './crm.tables';
import { connectDemoAgencies } from './crm-demo';

describe('the demo on its first start', () => {
  let t: TestApp;
  let sandbox: Awaited<ReturnType<typeof createTestSandbox>>;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData({ db: t.db, superAdminEmail: TEST_SUPER_ADMIN });
    sandbox = await createTestSandbox({ clients: sandboxClients('http://localhost:3000') });
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
});
