import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantInstalledCompany } from './oauth-grants';
import { refreshTokens } from './test-consent';
import { apiHeaders, createTestSandbox, type TestSandbox } from './test-sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await createTestSandbox();
});
afterAll(async () => {
  await t?.close();
});

describe('grantInstalledCompany', () => {
  it('gives Summit’s pre-installed app a working agency token pair that refreshes like any other', async () => {
    const grant = await grantInstalledCompany({
      pool: t.pool,
      clients: t.clients,
      clientKey: 'crm_sync',
      companyId: t.summit.id,
      now: t.deps.now(),
    });
    expect(grant).toMatchObject({
      token_type: 'Bearer',
      expires_in: 86399,
      userType: 'Company',
      companyId: t.summit.id,
      userId: t.summit.users[0]!.id,
      scope: t.clients.crm_sync.scopes.join(' '),
    });
    expect([...(grant.approvedLocations ?? [])].sort()).toEqual(t.summit.locations.map((l) => l.id).sort());
    const installed = await t.app.inject({
      method: 'GET',
      url: '/oauth/installedLocations',
      query: { companyId: t.summit.id, appId: t.clients.crm_sync.clientId.split('-')[0]! },
      headers: apiHeaders(grant.access_token),
    });
    expect(installed.statusCode).toBe(200);
    expect((await refreshTokens(t, 'crm_sync', grant.refresh_token!)).statusCode).toBe(200);
  });

  it('refuses a company the app is not installed on (Harbor, the newcomer)', async () => {
    await expect(
      grantInstalledCompany({ pool: t.pool, clients: t.clients, clientKey: 'crm_sync', companyId: t.harbor.id }),
    ).rejects.toThrow('not installed');
  });
});
