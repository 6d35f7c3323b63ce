import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentCode, exchangeCode, refreshTokens, tokenRequest } from './test-consent';
import { apiHeaders, createTestSandbox, type TestSandbox } from './test-sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await createTestSandbox();
});
afterAll(async () => {
  await t?.close();
});

/** A call only a live token passes: where the app is installed. */
const probe = (token: string, companyId = t.harbor.id, clientKey: 'crm_sync' | 'associate' = 'crm_sync') =>
  t.app.inject({
    method: 'GET',
    url: '/oauth/installedLocations',
    query: { companyId, appId: t.clients[clientKey].clientId.split('-')[0]! },
    headers: apiHeaders(token),
  });

const harborAgencyCode = () =>
  consentCode(t, { clientKey: 'crm_sync', email: 'mia@harbordigital.test', choice: { target: 'company' } });

describe('POST /oauth/token with an authorization code', () => {
  it('answers the documented shape: an agency token over the installed locations', async () => {
    const response = await exchangeCode(t, 'crm_sync', await harborAgencyCode(), { user_type: 'Company' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[\w-]{43}$/),
      token_type: 'Bearer',
      expires_in: 86399,
      refresh_token: expect.stringMatching(/^[\w-]{43}$/),
      scope: t.clients.crm_sync.scopes.join(' '),
      userType: 'Company',
      companyId: t.harbor.id,
      approvedLocations: expect.arrayContaining(t.harbor.locations.map((l) => l.id)),
      isBulkInstallation: false,
      userId: t.harbor.users[0]!.id,
    });
    expect(body.access_token).not.toBe(body.refresh_token);
    expect((await probe(body.access_token)).statusCode).toBe(200);
  });

  it('gives a Location token for a code approved for one location', async () => {
    const [fitness] = t.harbor.locations;
    const code = await consentCode(t, {
      clientKey: 'associate',
      email: 'lucas@harborfitness.test',
      choice: { locations: [fitness!.id] },
    });
    const response = await exchangeCode(t, 'associate', code, { user_type: 'Location' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userType: 'Location', companyId: t.harbor.id, locationId: fitness!.id });
    expect(response.json()).not.toHaveProperty('approvedLocations');
  });

  it('gives a bulk-installation agency token for several locations, and refuses a Location token for them', async () => {
    const ids = t.harbor.locations.slice(0, 2).map((l) => l.id);
    const location = await exchangeCode(
      t,
      'associate',
      await consentCode(t, { clientKey: 'associate', email: 'mia@harbordigital.test', choice: { locations: ids } }),
      { user_type: 'Location' },
    );
    expect(location.statusCode).toBe(400);
    expect(location.json()).toMatchObject({ error: 'invalid_grant' });
    const code = await consentCode(t, { clientKey: 'associate', email: 'mia@harbordigital.test', choice: { locations: ids } });
    const company = await exchangeCode(t, 'associate', code, { user_type: 'Company' });
    expect(company.json()).toMatchObject({ userType: 'Company', isBulkInstallation: true, approvedLocations: ids });
  });

  it('refuses a used code and revokes what the code gave', async () => {
    const code = await harborAgencyCode();
    const first = await exchangeCode(t, 'crm_sync', code);
    expect(first.statusCode).toBe(200);
    const again = await exchangeCode(t, 'crm_sync', code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'invalid_grant', error_description: expect.stringContaining('already used') });
    expect((await probe(first.json().access_token)).statusCode).toBe(401);
    const refresh = await refreshTokens(t, 'crm_sync', first.json().refresh_token);
    expect(refresh.statusCode).toBe(400);
  });

  it('refuses a code after its ten minutes', async () => {
    const code = await harborAgencyCode();
    t.advance(10 * 60_000 + 1);
    const response = await exchangeCode(t, 'crm_sync', code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant' });
    // A day later the next consent clears the dead codes and sign-ins away.
    t.advance(86_400_000);
    await harborAgencyCode();
    const { rows } = await t.pool.query<{ codes: number; sessions: number }>(
      `SELECT (SELECT count(*)::int FROM crm_sandbox.oauth_codes WHERE expires_at < $1) AS codes,
         (SELECT count(*)::int FROM crm_sandbox.sessions WHERE expires_at < $1) AS sessions`,
      [t.deps.now()],
    );
    expect(rows[0]).toEqual({ codes: 0, sessions: 0 });
  });

  it('refuses a wrong secret (401 invalid_client), another redirect_uri, another app and nonsense', async () => {
    const code = await harborAgencyCode();
    const client = t.clients.crm_sync;
    const wrongSecret = await tokenRequest(t, {
      client_id: client.clientId,
      client_secret: 'not-the-secret',
      grant_type: 'authorization_code',
      code,
      redirect_uri: client.redirectUris[0]!,
    });
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json()).toMatchObject({ error: 'invalid_client' });
    const wrongRedirect = await exchangeCode(t, 'crm_sync', code, { redirect_uri: 'https://apps.atrium.test/integrations/app' });
    expect(wrongRedirect.statusCode).toBe(400);
    expect(wrongRedirect.json()).toMatchObject({ error: 'invalid_grant' });
    const otherApp = await exchangeCode(t, 'app', code, { redirect_uri: client.redirectUris[0]! });
    expect(otherApp.json()).toMatchObject({ error: 'invalid_grant' });
    const unknown = await exchangeCode(t, 'crm_sync', 'not-a-code');
    expect(unknown.json()).toMatchObject({ error: 'invalid_grant' });
    const grant = await tokenRequest(t, {
      client_id: client.clientId,
      client_secret: client.clientSecret,
      grant_type: 'password',
    });
    expect(grant.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const bare = await tokenRequest(t, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ error: 'invalid_request' });
    // The refusals above did not spend it: the rightful exchange still works.
    expect((await exchangeCode(t, 'crm_sync', code)).statusCode).toBe(200);
  });
});

describe('POST /oauth/token with a refresh token', () => {
  it('rotates: a new pair each time, the old access token still live until it expires', async () => {
    const first = (await exchangeCode(t, 'crm_sync', await harborAgencyCode())).json();
    const second = await refreshTokens(t, 'crm_sync', first.refresh_token, { user_type: 'Company' });
    expect(second.statusCode).toBe(200);
    const body = second.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 86399, userType: 'Company', companyId: t.harbor.id });
    expect(body.refresh_token).not.toBe(first.refresh_token);
    expect(body.access_token).not.toBe(first.access_token);
    expect((await probe(body.access_token)).statusCode).toBe(200);
    expect((await probe(first.access_token)).statusCode).toBe(200);
    const third = await refreshTokens(t, 'crm_sync', body.refresh_token);
    expect(third.statusCode).toBe(200);
  });

  it('refuses a spent refresh token and revokes its whole family', async () => {
    const first = (await exchangeCode(t, 'crm_sync', await harborAgencyCode())).json();
    const rotated = (await refreshTokens(t, 'crm_sync', first.refresh_token)).json();
    const reused = await refreshTokens(t, 'crm_sync', first.refresh_token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: 'invalid_grant', error_description: expect.stringContaining('already used') });
    // The thief or the owner: either way the grant is gone, rotated tokens included.
    expect((await probe(rotated.access_token)).statusCode).toBe(401);
    expect((await refreshTokens(t, 'crm_sync', rotated.refresh_token)).statusCode).toBe(400);
  });

  it('lets only one of two concurrent refreshes with one token win', async () => {
    const first = (await exchangeCode(t, 'crm_sync', await harborAgencyCode())).json();
    const results = await Promise.all([
      refreshTokens(t, 'crm_sync', first.refresh_token),
      refreshTokens(t, 'crm_sync', first.refresh_token),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a refresh token of another app, a wrong user_type, and an access token expired after a day', async () => {
    const first = (await exchangeCode(t, 'crm_sync', await harborAgencyCode())).json();
    const otherApp = await tokenRequest(t, {
      client_id: t.clients.app.clientId,
      client_secret: t.clients.app.clientSecret,
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(otherApp.json()).toMatchObject({ error: 'invalid_grant' });
    const wrongType = await refreshTokens(t, 'crm_sync', first.refresh_token, { user_type: 'Location' });
    expect(wrongType.json()).toMatchObject({ error: 'invalid_grant' });
    t.advance(86_399_000);
    expect((await probe(first.access_token)).statusCode).toBe(401);
    // Not spent by the refusals, and good for a year: it still gets a fresh access token.
    const refreshed = await refreshTokens(t, 'crm_sync', first.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    expect((await probe(refreshed.json().access_token)).statusCode).toBe(200);
  });
});
