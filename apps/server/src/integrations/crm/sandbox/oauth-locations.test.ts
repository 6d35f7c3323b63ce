import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentCode, exchangeCode } from './test-consent';
import { apiHeaders, createTestSandbox, type TestSandbox } from './test-sandbox';

let t: TestSandbox;
let summitAgency: string;
beforeAll(async () => {
  t = await createTestSandbox();
  // Summit has Atrium's apps installed on the agency and every location (the demo).
  summitAgency = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id });
});
afterAll(async () => {
  await t?.close();
});

const locationToken = (token: string, body: Record<string, string>, headers = apiHeaders(token)) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/locationToken',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });

const installed = (token: string, query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/oauth/installedLocations', query, headers: apiHeaders(token) });

const appId = (key: 'crm_sync' | 'app' = 'crm_sync') => t.clients[key].clientId.split('-')[0]!;

describe('POST /oauth/locationToken', () => {
  it('gives a Location token with the agency token’s scopes, and no refresh token', async () => {
    const dental = t.summit.locations[0]!;
    const response = await locationToken(summitAgency, { companyId: t.summit.id, locationId: dental.id });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[\w-]{43}$/),
      token_type: 'Bearer',
      expires_in: 86399,
      scope: t.clients.crm_sync.scopes.join(' '),
      userType: 'Location',
      companyId: t.summit.id,
      locationId: dental.id,
      userId: expect.any(String),
    });
    // A Location token is no agency token: it cannot make more location tokens.
    const again = await locationToken(body.access_token, { companyId: t.summit.id, locationId: dental.id });
    expect(again.statusCode).toBe(401);
  });

  it('is refused for another company, a location of another company, and where the app is not installed', async () => {
    const harborLocation = t.harbor.locations[0]!.id;
    const otherCompany = await locationToken(summitAgency, { companyId: t.harbor.id, locationId: harborLocation });
    expect(otherCompany.statusCode).toBe(403);
    expect(otherCompany.json()).toMatchObject({ statusCode: 403 });
    const otherLocation = await locationToken(summitAgency, { companyId: t.summit.id, locationId: harborLocation });
    expect(otherLocation.statusCode).toBe(403);
    expect(otherLocation.json().message).toBe('The token does not have access to this location.');
    // Harbor's admin installs the sync app on one location only.
    const [fitness, home] = t.harbor.locations;
    const code = await consentCode(t, {
      clientKey: 'crm_sync',
      email: 'mia@harbordigital.test',
      choice: { locations: [fitness!.id] },
    });
    const harbor = (await exchangeCode(t, 'crm_sync', code, { user_type: 'Company' })).json();
    expect((await locationToken(harbor.access_token, { companyId: t.harbor.id, locationId: fitness!.id })).statusCode).toBe(200);
    const notInstalled = await locationToken(harbor.access_token, { companyId: t.harbor.id, locationId: home!.id });
    expect(notInstalled.statusCode).toBe(400);
    expect(notInstalled.json().message).toBe('The app is not installed on this location.');
  });

  it('answers 422 listing missing fields, 400 without Version, 401 without the oauth.write scope', async () => {
    const missing = await locationToken(summitAgency, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity' });
    expect(missing.json().message).toHaveLength(2);
    const noVersion = await locationToken(summitAgency, { companyId: t.summit.id, locationId: t.summit.locations[0]!.id }, {
      authorization: `Bearer ${summitAgency}`,
    } as ReturnType<typeof apiHeaders>);
    expect(noVersion.statusCode).toBe(400);
    const readOnly = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, scopes: ['oauth.readonly'] });
    const scoped = await locationToken(readOnly, { companyId: t.summit.id, locationId: t.summit.locations[0]!.id });
    expect(scoped.statusCode).toBe(401);
  });
});

describe('GET /oauth/installedLocations', () => {
  it('lists the company’s locations with where the app is installed, filtered and paged as asked', async () => {
    const all = await installed(summitAgency, { companyId: t.summit.id, appId: appId() });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.count).toBe(6);
    expect(body.installToFutureLocations).toBe(true);
    expect(body.locations).toHaveLength(6);
    expect(body.locations[0]).toEqual({
      _id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      name: 'Summit Auto Care',
      address: '5400 S Congress Ave, Austin, TX, 78745, US',
      isInstalled: true,
    });
    const page = await installed(summitAgency, { companyId: t.summit.id, appId: appId(), skip: '2', limit: '2' });
    expect(page.json().locations.map((l: { name: string }) => l.name)).toEqual(['Summit Dental Downtown', 'Summit Law Partners']);
    expect(page.json().count).toBe(6);
    const search = await installed(summitAgency, { companyId: t.summit.id, appId: appId(), query: 'DENTAL' });
    expect(search.json().locations.map((l: { name: string }) => l.name)).toEqual(['Summit Dental Downtown']);
    const wildcard = await installed(summitAgency, { companyId: t.summit.id, appId: appId(), query: '%' });
    expect(wildcard.json().count).toBe(0);
  });

  it('tells installed from not installed for a newcomer', async () => {
    const [fitness] = t.harbor.locations;
    const code = await consentCode(t, {
      clientKey: 'app',
      email: 'lucas@harborfitness.test',
      choice: { locations: [fitness!.id] },
    });
    await exchangeCode(t, 'app', code);
    const harbor = await t.token({ clientKey: 'app', companyId: t.harbor.id, userId: t.harbor.users[0]!.id });
    const yes = await installed(harbor, { companyId: t.harbor.id, appId: appId('app'), isInstalled: 'true' });
    expect(yes.json()).toMatchObject({
      count: 1,
      installToFutureLocations: false,
      locations: [{ _id: fitness!.id, isInstalled: true }],
    });
    const no = await installed(harbor, { companyId: t.harbor.id, appId: appId('app'), isInstalled: 'false' });
    expect(no.json().count).toBe(2);
    expect(no.json().locations.every((l: { isInstalled: boolean }) => !l.isInstalled)).toBe(true);
  });

  it('refuses another company (403), another app (403), a Location token (401) and bad paging (422)', async () => {
    expect((await installed(summitAgency, { companyId: t.harbor.id, appId: appId() })).statusCode).toBe(403);
    expect((await installed(summitAgency, { companyId: t.summit.id, appId: appId('app') })).statusCode).toBe(403);
    const dental = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, locationId: t.summit.locations[0]!.id });
    expect((await installed(dental, { companyId: t.summit.id, appId: appId() })).statusCode).toBe(401);
    const bad = await installed(summitAgency, { companyId: t.summit.id, appId: appId(), limit: '-1' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message[0]).toMatch(/^limit: /);
    expect((await installed(summitAgency, { companyId: t.summit.id })).statusCode).toBe(422);
  });
});
