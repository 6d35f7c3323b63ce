import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrmApiError } from '../../integrations/crm/crm-errors';
import { jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CrmReconnectNeededError, crmAccessToken, saveCrmConnection } from '../crm/crm-tokens.service';

describe('the reconnect notice', () => {
  let t: TestApp;
  let tenants: Tenants;
  beforeAll(async () => {
    t = await createTestApp();
    tenants = await seedTenants(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const kindsOf = async (who: { headers: Record<string, string> }) => {
    const res = await jsonRequest(t.app).get('/api/v1/notifications', who.headers);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { kind: string; link: string; subject: string }[]).filter((n) => n.kind === 'crm_reconnect');
  };

  it("tells the agency's admins once when the CRM refuses a refresh, linking to /integrations", async () => {
    const connection = await saveCrmConnection({
      db: t.db,
      secrets: t.app.deps.secrets,
      agencyId: tenants.agencyA._id,
      kind: 'crm_sync',
      // Expired already: the next use refreshes.
      token: {
        access_token: 'access',
        refresh_token: 'refresh',
        expires_in: 1,
        scope: 'contacts.readonly',
        userType: 'Company',
        companyId: 'crm-company-1',
        userId: 'crm-user-1',
      },
      now: new Date(Date.now() - 3_600_000),
    });
    let refreshes = 0;
    const refresher = {
      refreshToken: async () => {
        refreshes++;
        throw new CrmApiError({ status: 400, code: 'invalid_grant', message: 'refreshToken answered 400' });
      },
    };
    const use = () =>
      crmAccessToken({
        db: t.db,
        secrets: t.app.deps.secrets,
        refresher,
        app: { clientId: 'id', clientSecret: 'secret', redirectUri: 'https://apps.atrium.test/integrations/crm_sync' },
        connectionId: connection._id,
      });
    await expect(use()).rejects.toBeInstanceOf(CrmReconnectNeededError);
    await expect(use()).rejects.toBeInstanceOf(CrmReconnectNeededError);
    expect(refreshes).toBe(1);

    const notices = await kindsOf(tenants.adminA);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ link: '/integrations', subject: 'Alpha' });
    // Only the agency's own admins: not its staff, nor another agency.
    expect(await kindsOf(tenants.staffA)).toEqual([]);
    expect(await kindsOf(tenants.adminB)).toEqual([]);
  });
});
