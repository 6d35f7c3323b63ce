import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  http = jsonRequest(t.app);
});
afterAll(() => t.close());

describe('GET /api/v1/agency', () => {
  it("gives every member their own agency, with the contract's fields", async () => {
    for (const user of [tenants.adminA, tenants.staffA, tenants.locationAdminA1, tenants.staffA2]) {
      const res = await http.get('/api/v1/agency', user.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        _id: tenants.agencyA._id,
        name: 'Alpha',
        email: 'alpha@agency.test',
        phone: null,
        website: null,
        logoUrl: null,
        plan: 'free',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    }
    expect((await http.get('/api/v1/agency', tenants.adminB.headers)).json().data._id).toBe(tenants.agencyB._id);
  });

  it('is 401 signed out and 403 for users without an agency', async () => {
    expectError(await http.get('/api/v1/agency'), 401, 'unauthorized');
    expect(expectError(await http.get('/api/v1/agency', tenants.endUser.headers), 403, 'forbidden').message).toBe(
      'This needs an agency account',
    );
  });
});

describe('PUT /api/v1/agency', () => {
  it('updates the admin’s own agency only, storing empty website and email as null', async () => {
    const res = await http.put(
      '/api/v1/agency',
      { name: '  Alpha Prime ', website: 'https://alpha.example', email: 'hello@alpha.example', phone: '+1 555 0100' },
      tenants.adminA.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: tenants.agencyA._id,
      name: 'Alpha Prime',
      website: 'https://alpha.example',
      email: 'hello@alpha.example',
      phone: '+1 555 0100',
    });
    const cleared = await http.put('/api/v1/agency', { website: '', email: '' }, tenants.adminA.headers);
    expect(cleared.json().data).toMatchObject({ name: 'Alpha Prime', website: null, email: null, phone: '+1 555 0100' });
    expect((await http.get('/api/v1/agency', tenants.staffA.headers)).json().data).toMatchObject({
      name: 'Alpha Prime',
      website: null,
    });
    expect((await http.get('/api/v1/agency', tenants.adminB.headers)).json().data.name).toBe('Bravo');
  });

  it('is for agency admins only', async () => {
    expectError(await http.put('/api/v1/agency', { name: 'Nope' }), 401, 'unauthorized');
    for (const user of [tenants.staffA, tenants.locationAdminA1, tenants.staffA1, tenants.endUser, tenants.superAdmin]) {
      expectError(await http.put('/api/v1/agency', { name: 'Nope' }, user.headers), 403, 'forbidden');
    }
    expect((await http.get('/api/v1/agency', tenants.adminA.headers)).json().data.name).not.toBe('Nope');
  });

  it('validates: name too short, bad or non-web website, bad email, unknown field', async () => {
    const put = (body: unknown) => http.put('/api/v1/agency', body, tenants.adminB.headers);
    const shortName = expectValidationError(await put({ name: ' x ' }));
    expect(shortName).toEqual(['name']);
    expect(expectValidationError(await put({ website: 'not a url' }))).toEqual(['website']);
    expect(expectValidationError(await put({ website: 'javascript:alert(1)' }))).toEqual(['website']);
    expect(expectValidationError(await put({ email: 'nope' }))).toEqual(['email']);
    expect(expectValidationError(await put({ name: null }))).toEqual(['name']);
    const unknown = expectError(await put({ name: 'Bravo', plan: 'enterprise' }), 400, 'validation_error');
    expect(JSON.stringify(unknown.details)).toContain('plan');
    expect((await http.get('/api/v1/agency', tenants.adminB.headers)).json().data).toMatchObject({ name: 'Bravo', plan: 'free' });
  });
});

describe('GET /api/v1/agency/:id', () => {
  it("gives members their own agency and answers any other agency's id exactly like an unknown id", async () => {
    const own = await http.get(`/api/v1/agency/${tenants.agencyA._id}`, tenants.staffA1.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json().data._id).toBe(tenants.agencyA._id);

    for (const user of [tenants.adminB, tenants.locationAdminB1, tenants.endUser]) {
      const unknown = await http.get(`/api/v1/agency/${randomUUID()}`, user.headers);
      const other = await http.get(`/api/v1/agency/${tenants.agencyA._id}`, user.headers);
      expectError(other, 404, 'not_found');
      expect(other.body).toBe(unknown.body);
      expect(other.body).not.toMatch(/Alpha/);
    }
  });

  it('lets the super admin read any agency', async () => {
    for (const agency of [tenants.agencyA, tenants.agencyB]) {
      const res = await http.get(`/api/v1/agency/${agency._id}`, tenants.superAdmin.headers);
      expect(res.json().data._id).toBe(agency._id);
    }
    expectError(await http.get(`/api/v1/agency/${randomUUID()}`, tenants.superAdmin.headers), 404, 'not_found');
  });

  it('is 401 signed out and 400 for an id that is not a uuid', async () => {
    expectError(await http.get(`/api/v1/agency/${tenants.agencyA._id}`), 401, 'unauthorized');
    expect(expectValidationError(await http.get('/api/v1/agency/alpha', tenants.adminA.headers))).toEqual(['id']);
  });
});

describe('/api/v1/agency/profile', () => {
  const emptyProfile = (agencyId: string) => ({
    agencyId,
    description: '',
    address: '',
    city: '',
    country: '',
    timezone: '',
    supportEmail: '',
    updatedAt: null,
  });

  it('starts empty, then saving creates it and saving again updates only the fields sent', async () => {
    expect((await http.get('/api/v1/agency/profile', tenants.adminB.headers)).json().data).toEqual(
      emptyProfile(tenants.agencyB._id),
    );

    const first = await http.post(
      '/api/v1/agency/profile',
      { city: ' Lisbon ', supportEmail: 'help@bravo.test' },
      tenants.adminB.headers,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ agencyId: tenants.agencyB._id, city: 'Lisbon', supportEmail: 'help@bravo.test' });
    expect(first.json().data.updatedAt).toEqual(expect.any(String));

    const second = await http.post('/api/v1/agency/profile', { country: 'Portugal' }, tenants.adminB.headers);
    expect(second.json().data).toMatchObject({ city: 'Lisbon', country: 'Portugal', supportEmail: 'help@bravo.test' });
    const read = await http.get('/api/v1/agency/profile', tenants.locationAdminB1.headers);
    expect(read.json().data).toEqual(second.json().data);
  });

  it('sanitises the description on write', async () => {
    const res = await http.post(
      '/api/v1/agency/profile',
      { description: '<p onclick="x()">We <b>build</b></p><script>steal()</script><a href="javascript:x()">link</a>' },
      tenants.adminA.headers,
    );
    expect(res.json().data.description).toBe('<p>We <b>build</b></p><a>link</a>');
  });

  it("gives each agency only its own profile; B never sees A's", async () => {
    await http.post('/api/v1/agency/profile', { city: 'Alpha City' }, tenants.adminA.headers);
    const a = (await http.get('/api/v1/agency/profile', tenants.staffA2.headers)).json().data;
    const b = (await http.get('/api/v1/agency/profile', tenants.adminB.headers)).json().data;
    expect(a).toMatchObject({ agencyId: tenants.agencyA._id, city: 'Alpha City' });
    expect(b.agencyId).toBe(tenants.agencyB._id);
    expect(JSON.stringify(b)).not.toContain('Alpha');
  });

  it('lets only agency admins save, and validates the body', async () => {
    expectError(await http.get('/api/v1/agency/profile'), 401, 'unauthorized');
    expectError(await http.get('/api/v1/agency/profile', tenants.endUser.headers), 403, 'forbidden');
    for (const user of [tenants.staffA, tenants.locationAdminA1]) {
      expectError(await http.post('/api/v1/agency/profile', { city: 'Nope' }, user.headers), 403, 'forbidden');
    }
    expectError(await http.post('/api/v1/agency/profile', { city: 'Nope' }), 401, 'unauthorized');
    const post = (body: unknown) => http.post('/api/v1/agency/profile', body, tenants.adminA.headers);
    expect(expectValidationError(await post({ supportEmail: 'nope' }))).toEqual(['supportEmail']);
    expect(expectValidationError(await post({ description: 'x'.repeat(5001) }))).toEqual(['description']);
    expectError(await post({ agencyId: tenants.agencyB._id }), 400, 'validation_error');
    expect((await http.get('/api/v1/agency/profile', tenants.adminA.headers)).json().data.city).not.toBe('Nope');
  });
});
