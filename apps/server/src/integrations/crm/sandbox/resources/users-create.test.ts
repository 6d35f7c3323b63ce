import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../../platform/auth/passwords';
import { apiHeaders, createTestSandbox, type TestSandbox } from '../test-sandbox';

let t: TestSandbox;
let summitAgency: string;
let readOnly: string;
let dentalToken: string;
const SCOPES = ['users.readonly', 'users.write'];
beforeAll(async () => {
  t = await createTestSandbox();
  summitAgency = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, scopes: SCOPES });
  readOnly = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, scopes: ['users.readonly'] });
  dentalToken = await t.token({
    clientKey: 'crm_sync',
    companyId: t.summit.id,
    locationId: t.summit.locations[0]!.id,
    scopes: SCOPES,
  });
});
afterAll(async () => {
  await t?.close();
});

const create = (payload: object, token = summitAgency) =>
  t.app.inject({ method: 'POST', url: '/users/', payload, headers: apiHeaders(token) });
const person = (patch: object = {}) => ({
  companyId: t.summit.id,
  firstName: 'Nora',
  lastName: 'North',
  email: 'Nora@SummitDental.test',
  password: 'a-long-random-password',
  type: 'account',
  role: 'user',
  locationIds: [t.summit.locations[0]!.id],
  ...patch,
});

describe('POST /users/ (CreateUserDto)', () => {
  it('creates a location user, who is then read and searched like any other and signs in to the CRM', async () => {
    const res = await create(person());
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      id: expect.stringMatching(/^\w{20,}$/),
      name: 'Nora North',
      email: 'nora@summitdental.test',
      roles: { type: 'account', role: 'user', locationIds: [t.summit.locations[0]!.id] },
    });
    const read = await t.app.inject({ url: `/users/${user.id}`, headers: apiHeaders(summitAgency) });
    expect(read.json()).toMatchObject({ id: user.id, email: 'nora@summitdental.test' });
    const found = await t.app.inject({
      url: '/users/search',
      query: { companyId: t.summit.id, query: 'nora@summitdental.test' },
      headers: apiHeaders(summitAgency),
    });
    expect(found.json()).toMatchObject({ count: 1, users: [{ id: user.id }] });
    const { rows } = await t.pool.query('SELECT password_hash FROM crm_sandbox.users WHERE id = $1', [user.id]);
    expect(await verifyPassword(rows[0].password_hash, 'a-long-random-password')).toBe(true);
  });

  it('creates an agency user across the company, with no locations of their own', async () => {
    const res = await create(person({ email: 'ian@summitgrowth.test', type: 'agency', role: 'admin', locationIds: [] }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().roles).toMatchObject({ type: 'agency', role: 'admin', locationIds: [] });
  });

  it('refuses a taken email (400), missing or bad fields (422), other companies and locations, and no right to write', async () => {
    expect((await create(person({ email: 'olivia@summitgrowth.test' }))).statusCode).toBe(400);
    for (const field of ['firstName', 'lastName', 'email', 'password', 'type', 'role', 'locationIds', 'companyId']) {
      const { [field as keyof ReturnType<typeof person>]: _gone, ...rest } = person({ email: `no-${field}@x.test` });
      expect((await create(rest)).statusCode, field).toBe(422);
    }
    expect((await create(person({ email: 'bad' }))).statusCode).toBe(422);
    expect((await create(person({ email: 'a@x.test', locationIds: [] }))).statusCode).toBe(422);
    expect((await create(person({ email: 'b@x.test', companyId: t.harbor.id }))).statusCode).toBe(403);
    expect((await create(person({ email: 'c@x.test', locationIds: [t.harbor.locations[0]!.id] }))).statusCode).toBe(403);
    // A location's token creates users of its own location only.
    expect((await create(person({ email: 'd@x.test', locationIds: [t.summit.locations[1]!.id] }), dentalToken)).statusCode).toBe(
      403,
    );
    expect((await create(person({ email: 'e@x.test' }), dentalToken)).statusCode).toBe(201);
    expect((await create(person({ email: 'f@x.test' }), readOnly)).statusCode).toBe(401);
    const { rows } = await t.pool.query("SELECT count(*)::int AS n FROM crm_sandbox.users WHERE email LIKE '%@x.test'");
    expect(rows[0].n).toBe(1);
  });
});
