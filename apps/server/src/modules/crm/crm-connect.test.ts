import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATRIUM_URL, createCrmTestApp } from './test-crm';

describe('connecting the CRM (OAuth authorization code)', () => {
  let crm: Awaited<ReturnType<typeof createCrmTestApp>>;
  beforeAll(async () => {
    crm = await createCrmTestApp();
  });
  afterAll(async () => {
    await crm?.close();
  });

  it('sends the agency admin to the consent screen with the app, its scopes and a signed state', async () => {
    const url = await crm.start(crm.tenants.adminA);
    expect(url.pathname).toBe('/oauth/chooselocation');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(crm.sandbox.clients.crm_sync.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${ATRIUM_URL}/integrations/crm_sync`);
    expect(url.searchParams.get('scope')).toContain('contacts.readonly');
    expect(url.searchParams.get('state')?.length).toBeGreaterThan(40);
  });

  it('completes with the code, once, and lists the connection without its tokens', async () => {
    const url = await crm.start(crm.tenants.adminA);
    const back = await crm.approve(url, 'olivia@summitgrowth.test');
    expect(back.toString()).toContain(`${ATRIUM_URL}/integrations/crm_sync`);
    const body = { kind: 'crm_sync', state: back.searchParams.get('state'), code: back.searchParams.get('code') };

    const done = await crm.callback(crm.tenants.adminA, body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      kind: 'crm_sync',
      status: 'connected',
      userType: 'Company',
      crmCompanyId: crm.sandbox.summit.id,
    });

    const again = await crm.callback(crm.tenants.adminA, body);
    expect(again.statusCode).toBe(409);

    const list = await crm.http.get('/api/v1/crm/connections', crm.tenants.adminA.headers);
    expect(list.json().data).toHaveLength(1);
    expect(list.body).not.toMatch(/token/i);
  });

  it('refuses a state started by someone else, a tampered state and a denied consent', async () => {
    const url = await crm.start(crm.tenants.adminA);
    const back = await crm.approve(url, 'olivia@summitgrowth.test');
    const body = { kind: 'crm_sync', state: back.searchParams.get('state'), code: back.searchParams.get('code') };
    expect((await crm.callback(crm.tenants.adminB, body)).statusCode).toBe(403);
    expect((await crm.callback(crm.tenants.staffA, body)).statusCode).toBe(403);

    const tampered = await crm.callback(crm.tenants.adminA, { ...body, state: `${body.state}x` });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.code).toBe('invalid_state');

    const denied = await crm.callback(crm.tenants.adminA, {
      kind: 'crm_sync',
      state: (await crm.start(crm.tenants.adminA)).searchParams.get('state'),
      error: 'access_denied',
    });
    expect(denied.statusCode).toBe(400);
    expect(denied.json().error.code).toBe('consent_denied');
  });

  it('refuses a CRM agency that another Atrium agency is linked to', async () => {
    const url = await crm.start(crm.tenants.adminB);
    const back = await crm.approve(url, 'olivia@summitgrowth.test');
    const res = await crm.callback(crm.tenants.adminB, {
      kind: 'crm_sync',
      state: back.searchParams.get('state'),
      code: back.searchParams.get('code'),
    });
    expect(res.statusCode).toBe(409);
    expect((await crm.http.get('/api/v1/crm/connections', crm.tenants.adminB.headers)).json().data).toEqual([]);
  });

  it('keeps each agency to its own connections: only its admins see them, another agency gets 404', async () => {
    const [connection] = (await crm.http.get('/api/v1/crm/connections', crm.tenants.adminA.headers)).json().data;
    expect((await crm.http.get('/api/v1/crm/connections', crm.tenants.staffA.headers)).statusCode).toBe(403);
    expect((await crm.http.del(`/api/v1/crm/connections/${connection._id}`, crm.tenants.adminB.headers)).statusCode).toBe(404);
    expect((await crm.http.get('/api/v1/crm/connections', crm.tenants.adminA.headers)).json().data).toHaveLength(1);
    expect((await crm.http.del(`/api/v1/crm/connections/${connection._id}`, crm.tenants.adminA.headers)).statusCode).toBe(204);
    expect((await crm.http.get('/api/v1/crm/connections', crm.tenants.adminA.headers)).json().data).toEqual([]);
  });

  it('links one location for its own admin only, and only through the account link', async () => {
    const location = crm.tenants.locationA1._id;
    expect(
      (await crm.http.post('/api/v1/crm/connections/crm_sync/authorize', { locationId: location }, crm.tenants.adminA.headers))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await crm.http.post(
          '/api/v1/crm/connections/associate/authorize',
          { locationId: location },
          crm.tenants.locationAdminA1.headers,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await crm.http.post(
          '/api/v1/crm/connections/associate/authorize',
          { locationId: crm.tenants.locationA2._id },
          crm.tenants.locationAdminA1.headers,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await crm.http.post('/api/v1/crm/connections/associate/authorize', { locationId: location }, crm.tenants.adminB.headers))
        .statusCode,
    ).toBe(404);
  });
});
