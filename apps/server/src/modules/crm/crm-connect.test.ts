import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxClients } from '../../integrations/crm/sandbox/default-clients';
import { consentBrowser } from '../../integrations/crm/sandbox/test-consent';
import { createTestSandbox, testWebhookKeys } from '../../integrations/crm/sandbox/test-sandbox';
import { jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crmSettingsForSandbox } from './crm-settings';

const ATRIUM_URL = 'https://apps.atrium.test';

describe('connecting the CRM (OAuth authorization code)', () => {
  let sandbox: Awaited<ReturnType<typeof createTestSandbox>>;
  let t: TestApp;
  let tenants: Tenants;
  let http: ReturnType<typeof jsonRequest>;

  beforeAll(async () => {
    sandbox = await createTestSandbox({ clients: sandboxClients(ATRIUM_URL) });
    await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    const address = sandbox.app.server.address();
    const sandboxUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    t = await createTestApp(
      {},
      { crm: crmSettingsForSandbox({ sandboxUrl, atriumUrl: ATRIUM_URL, webhookPublicKey: testWebhookKeys().publicKey }) },
    );
    tenants = await seedTenants(t);
    http = jsonRequest(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  /** Starts a connection as `who` and returns the state the consent screen carries. */
  async function start(who: { headers: Record<string, string> }, kind = 'crm_sync', body: object = {}) {
    const res = await http.post(`/api/v1/crm/connections/${kind}/authorize`, body, who.headers);
    expect(res.statusCode, res.body).toBe(200);
    return new URL(res.json().data.url);
  }

  /** The person at the CRM's consent screen: signs in as `email`, approves the agency, comes back with a code. */
  async function approve(url: URL, email: string) {
    const browser = consentBrowser(sandbox, { clientKey: 'crm_sync', state: url.searchParams.get('state')! });
    await browser.open();
    await browser.signIn(email);
    await browser.open();
    const res = await browser.approve({ target: 'company' });
    expect(res.statusCode, res.body).toBe(303);
    return new URL(res.headers.location as string);
  }

  const callback = (who: { headers: Record<string, string> }, body: object) =>
    http.post('/api/v1/crm/callback', body, who.headers);

  it('sends the agency admin to the consent screen with the app, its scopes and a signed state', async () => {
    const url = await start(tenants.adminA);
    expect(url.pathname).toBe('/oauth/chooselocation');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(sandbox.clients.crm_sync.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${ATRIUM_URL}/integrations/crm_sync`);
    expect(url.searchParams.get('scope')).toContain('contacts.readonly');
    expect(url.searchParams.get('state')?.length).toBeGreaterThan(40);
  });

  it('completes with the code, once, and lists the connection without its tokens', async () => {
    const url = await start(tenants.adminA);
    const back = await approve(url, 'olivia@summitgrowth.test');
    expect(back.toString()).toContain(`${ATRIUM_URL}/integrations/crm_sync`);
    const body = { kind: 'crm_sync', state: back.searchParams.get('state'), code: back.searchParams.get('code') };

    const done = await callback(tenants.adminA, body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      kind: 'crm_sync',
      status: 'connected',
      userType: 'Company',
      crmCompanyId: sandbox.summit.id,
    });

    const again = await callback(tenants.adminA, body);
    expect(again.statusCode).toBe(409);

    const list = await http.get('/api/v1/crm/connections', tenants.adminA.headers);
    expect(list.json().data).toHaveLength(1);
    expect(list.body).not.toMatch(/token/i);
  });

  it('refuses a state started by someone else, a tampered state and a denied consent', async () => {
    const url = await start(tenants.adminA);
    const back = await approve(url, 'olivia@summitgrowth.test');
    const body = { kind: 'crm_sync', state: back.searchParams.get('state'), code: back.searchParams.get('code') };
    expect((await callback(tenants.adminB, body)).statusCode).toBe(403);
    expect((await callback(tenants.staffA, body)).statusCode).toBe(403);

    const tampered = await callback(tenants.adminA, { ...body, state: `${body.state}x` });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.code).toBe('invalid_state');

    const denied = await callback(tenants.adminA, {
      kind: 'crm_sync',
      state: (await start(tenants.adminA)).searchParams.get('state'),
      error: 'access_denied',
    });
    expect(denied.statusCode).toBe(400);
    expect(denied.json().error.code).toBe('consent_denied');
  });

  it('refuses a CRM agency that another Atrium agency is linked to', async () => {
    const url = await start(tenants.adminB);
    const back = await approve(url, 'olivia@summitgrowth.test');
    const res = await callback(tenants.adminB, {
      kind: 'crm_sync',
      state: back.searchParams.get('state'),
      code: back.searchParams.get('code'),
    });
    expect(res.statusCode).toBe(409);
    expect((await http.get('/api/v1/crm/connections', tenants.adminB.headers)).json().data).toEqual([]);
  });

  it('keeps each agency to its own connections: only its admins see them, another agency gets 404', async () => {
    const [connection] = (await http.get('/api/v1/crm/connections', tenants.adminA.headers)).json().data;
    expect((await http.get('/api/v1/crm/connections', tenants.staffA.headers)).statusCode).toBe(403);
    expect((await http.del(`/api/v1/crm/connections/${connection._id}`, tenants.adminB.headers)).statusCode).toBe(404);
    expect((await http.get('/api/v1/crm/connections', tenants.adminA.headers)).json().data).toHaveLength(1);
    expect((await http.del(`/api/v1/crm/connections/${connection._id}`, tenants.adminA.headers)).statusCode).toBe(204);
    expect((await http.get('/api/v1/crm/connections', tenants.adminA.headers)).json().data).toEqual([]);
  });

  it('links one location for its own admin only, and only through the account link', async () => {
    const location = tenants.locationA1._id;
    expect(
      (await http.post('/api/v1/crm/connections/crm_sync/authorize', { locationId: location }, tenants.adminA.headers))
        .statusCode,
    ).toBe(400);
    expect(
      (await http.post('/api/v1/crm/connections/associate/authorize', { locationId: location }, tenants.locationAdminA1.headers))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await http.post(
          '/api/v1/crm/connections/associate/authorize',
          { locationId: tenants.locationA2._id },
          tenants.locationAdminA1.headers,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await http.post('/api/v1/crm/connections/associate/authorize', { locationId: location }, tenants.adminB.headers))
        .statusCode,
    ).toBe(404);
  });
});
