import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, createTestSandbox, type TestSandbox } from '../test-sandbox';

let t: TestSandbox;
let summitAgency: string;
let harborAgency: string;
let dentalToken: string;
const AGENCY_SCOPES = ['companies.readonly', 'locations.readonly', 'locations.write', 'users.readonly', 'oauth.readonly'];
beforeAll(async () => {
  t = await createTestSandbox();
  summitAgency = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, scopes: AGENCY_SCOPES });
  harborAgency = await t.token({ clientKey: 'crm_sync', companyId: t.harbor.id, scopes: AGENCY_SCOPES });
  dentalToken = await t.token({
    clientKey: 'crm_sync',
    companyId: t.summit.id,
    locationId: t.summit.locations[0]!.id,
    scopes: AGENCY_SCOPES,
  });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, query, headers: apiHeaders(token) });
const send = (method: 'POST' | 'PUT', url: string, payload: object, token = summitAgency) =>
  t.app.inject({ method, url, payload, headers: apiHeaders(token) });

describe('GET /companies/:companyId', () => {
  it('reads the agency of an agency token, and nothing else', async () => {
    const own = await get(`/companies/${t.summit.id}`, summitAgency);
    expect(own.statusCode).toBe(200);
    expect(own.json().company).toMatchObject({
      id: t.summit.id,
      name: 'Summit Growth Agency',
      email: 'hello@summitgrowth.test',
      locationCount: 6,
    });
    expect((await get(`/companies/${t.harbor.id}`, summitAgency)).statusCode).toBe(403);
    expect((await get(`/companies/${t.summit.id}`, dentalToken)).statusCode).toBe(401);
    const noScope = await t.token({ clientKey: 'app', companyId: t.summit.id });
    expect((await get(`/companies/${t.summit.id}`, noScope)).statusCode).toBe(401);
  });
});

describe('GET /locations/search and /locations/:id', () => {
  it('lists the agency’s locations in pages; a location token finds only its own', async () => {
    const all = await get('/locations/search', summitAgency, { companyId: t.summit.id, limit: '100' });
    expect(all.statusCode).toBe(200);
    const names = all.json().locations.map((l: { name: string }) => l.name);
    expect(names).toHaveLength(6);
    expect(names).toEqual(expect.arrayContaining(['Summit Dental Downtown', 'Summit Realty North']));
    const page = await get('/locations/search', summitAgency, { companyId: t.summit.id, skip: '4', limit: '10' });
    expect(page.json().locations).toHaveLength(2);
    const own = await get('/locations/search', dentalToken, { companyId: t.summit.id });
    expect(own.json().locations.map((l: { id: string }) => l.id)).toEqual([t.summit.locations[0]!.id]);
    expect((await get('/locations/search', harborAgency, { companyId: t.summit.id })).statusCode).toBe(403);
    expect((await get('/locations/search', summitAgency, { companyId: t.summit.id, limit: '0' })).statusCode).toBe(422);
  });

  it('reads one location with its business and settings; another company’s is refused', async () => {
    const dental = t.summit.locations[0]!;
    const response = await get(`/locations/${dental.id}`, summitAgency);
    expect(response.json().location).toMatchObject({
      id: dental.id,
      companyId: t.summit.id,
      name: dental.name,
      business: { name: dental.name, city: 'Austin' },
      settings: { allowDuplicateContact: false },
    });
    expect((await get(`/locations/${dental.id}`, dentalToken)).statusCode).toBe(200);
    expect((await get(`/locations/${t.summit.locations[1]!.id}`, dentalToken)).statusCode).toBe(403);
    expect((await get(`/locations/${dental.id}`, harborAgency)).statusCode).toBe(403);
  });
});

describe('POST and PUT /locations/', () => {
  it('creates a location from a prospect, then changes it', async () => {
    const created = await send('POST', '/locations/', {
      name: 'Summit Yoga Loft',
      companyId: t.summit.id,
      phone: '+1 512 555 0177',
      city: 'Austin',
      country: 'US',
      timezone: 'America/Chicago',
      prospectInfo: { firstName: 'Priya', lastName: 'Raman', email: 'priya@yogaloft.test' },
    });
    expect(created.statusCode).toBe(201);
    const location = created.json();
    expect(location).toMatchObject({ name: 'Summit Yoga Loft', companyId: t.summit.id, email: 'priya@yogaloft.test' });
    const read = (await get(`/locations/${location.id}`, summitAgency)).json().location;
    expect(read).toMatchObject({ firstName: 'Priya', lastName: 'Raman' });
    const updated = await send('PUT', `/locations/${location.id}`, {
      companyId: t.summit.id,
      name: 'Summit Yoga Loft & Spa',
      settings: { allowDuplicateContact: true },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Summit Yoga Loft & Spa',
      settings: { allowDuplicateContact: true, allowDuplicateOpportunity: false },
    });
    // The agency installed Atrium's apps for future locations too (the demo): the new location has them.
    const { rows } = await t.pool.query('SELECT client_key FROM crm_sandbox.app_installs WHERE location_id = $1', [location.id]);
    expect(rows.length).toBe(4);
  });

  it('deletes a location: it is gone from search and reads, and cannot be deleted twice', async () => {
    const created = (await send('POST', '/locations/', { name: 'Summit Pop-up Store', companyId: t.summit.id })).json();
    const remove = (id: string, token = summitAgency, query = { deleteTwilioAccount: 'false' }) =>
      t.app.inject({ method: 'DELETE', url: `/locations/${id}`, query, headers: apiHeaders(token) });
    expect((await remove(created.id, summitAgency, {} as { deleteTwilioAccount: string })).statusCode).toBe(422);
    expect((await remove(created.id, harborAgency)).statusCode).toBe(403);
    expect((await remove(created.id, dentalToken)).statusCode).toBe(401);
    expect((await remove(created.id)).json()).toEqual({ success: true, message: 'Location deleted' });
    expect((await get(`/locations/${created.id}`, summitAgency)).statusCode).toBe(403);
    const search = await get('/locations/search', summitAgency, { companyId: t.summit.id, limit: '100' });
    expect(search.json().locations.map((l: { id: string }) => l.id)).not.toContain(created.id);
    expect((await remove(created.id)).statusCode).toBe(403);
  });

  it('refuses a location token, another company, bad input and another company’s location', async () => {
    const body = { name: 'Nope', companyId: t.summit.id };
    expect((await send('POST', '/locations/', body, dentalToken)).statusCode).toBe(401);
    expect((await send('POST', '/locations/', body, harborAgency)).statusCode).toBe(403);
    const bad = await send('POST', '/locations/', { name: '', companyId: t.summit.id, country: 'USA', website: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toHaveLength(3);
    const harborLocation = t.harbor.locations[0]!;
    const foreign = await send('PUT', `/locations/${harborLocation.id}`, { companyId: t.summit.id, name: 'Taken over' });
    expect(foreign.statusCode).toBe(403);
    const { rows } = await t.pool.query('SELECT name FROM crm_sandbox.locations WHERE id = $1', [harborLocation.id]);
    expect(rows[0].name).toBe(harborLocation.name);
  });
});

describe('users', () => {
  it('lists a location’s users: the agency’s and the location’s own', async () => {
    const dental = t.summit.locations[0]!.id;
    const response = await get('/users/', summitAgency, { locationId: dental });
    const emails = response
      .json()
      .users.map((u: { email: string }) => u.email)
      .sort();
    expect(emails).toEqual([
      'emma@summitdental.test',
      'liam@summitdental.test',
      'noah@summitgrowth.test',
      'olivia@summitgrowth.test',
    ]);
    expect(response.json().users[0]).toMatchObject({ roles: { type: expect.any(String), role: expect.any(String) } });
    expect((await get('/users/', harborAgency, { locationId: dental })).statusCode).toBe(403);
  });

  it('searches an agency’s users by text, type and role, with a count', async () => {
    const admins = await get('/users/search', summitAgency, { companyId: t.summit.id, type: 'agency', role: 'admin' });
    expect(admins.json()).toMatchObject({ count: 1, users: [{ email: 'olivia@summitgrowth.test', name: 'Olivia Bennett' }] });
    const text = await get('/users/search', summitAgency, { companyId: t.summit.id, query: 'realty' });
    expect(text.json().users.map((u: { email: string }) => u.email)).toEqual(['ava@summitrealty.test']);
    const paged = await get('/users/search', summitAgency, { companyId: t.summit.id, limit: '2', sort: 'email' });
    expect(paged.json()).toMatchObject({ count: 5 });
    expect(paged.json().users).toHaveLength(2);
    // A location's token sees its location's people only.
    const fromDental = await get('/users/search', dentalToken, { companyId: t.summit.id });
    expect(fromDental.json().count).toBe(4);
    expect((await get('/users/search', harborAgency, { companyId: t.summit.id })).statusCode).toBe(403);
  });

  it('reads one user of the agency; another agency’s user is not found', async () => {
    const olivia = t.summit.users[0]!;
    expect((await get(`/users/${olivia.id}`, summitAgency)).json()).toMatchObject({ id: olivia.id, email: olivia.email });
    expect((await get(`/users/${olivia.id}`, harborAgency)).statusCode).toBe(404);
    const ava = t.summit.users.find((u) => u.email === 'ava@summitrealty.test')!;
    expect((await get(`/users/${ava.id}`, dentalToken)).statusCode).toBe(404);
  });

  it('deletes a user with an agency token that may write users: gone from reads, and not twice', async () => {
    const scopes = ['users.readonly', 'users.write'];
    const writer = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, scopes });
    const harborWriter = await t.token({ clientKey: 'crm_sync', companyId: t.harbor.id, scopes });
    const liam = t.summit.users.find((u) => u.email === 'liam@summitdental.test')!;
    const remove = (token: string) => t.app.inject({ method: 'DELETE', url: `/users/${liam.id}`, headers: apiHeaders(token) });
    const dentalWriter = await t.token({
      clientKey: 'crm_sync',
      companyId: t.summit.id,
      locationId: t.summit.locations[0]!.id,
      scopes,
    });
    expect((await remove(summitAgency)).statusCode).toBe(401);
    expect((await remove(dentalWriter)).statusCode).toBe(401);
    expect((await remove(harborWriter)).statusCode).toBe(404);
    const done = await remove(writer);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      succeded: true,
      message: 'Queued deleting user with e-mail liam@summitdental.test and name Liam Evans. Will take effect in a few minutes.',
    });
    expect((await get(`/users/${liam.id}`, summitAgency)).statusCode).toBe(404);
    const search = await get('/users/search', summitAgency, { companyId: t.summit.id, ids: liam.id });
    expect(search.json()).toMatchObject({ users: [], count: 0 });
    expect((await remove(writer)).statusCode).toBe(404);
  });
});
