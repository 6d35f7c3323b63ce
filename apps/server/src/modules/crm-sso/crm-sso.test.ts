import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SSO_SECRET } from '../../integrations/crm/sandbox/default-clients';
import { encryptSsoPayload } from '../../integrations/crm/sso-payload';
import { locations, memberships, users } from '../../platform/tenancy/tenancy.tables';
import { expectError, jsonRequest } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { createCrmTestApp } from '../crm/test-crm';
import { crmSsoPayloads } from './crm-sso.tables';

describe('POST /api/v1/crm/sso: signing in from a page the CRM frames', () => {
  let crm: Awaited<ReturnType<typeof createCrmTestApp>>;
  let summit: Awaited<ReturnType<typeof createCrmTestApp>>['sandbox']['summit'];
  let harbor: typeof summit;
  const dental = () => summit.locations[0]!;
  const realty = () => summit.locations[1]!;

  beforeAll(async () => {
    crm = await createCrmTestApp();
    summit = crm.sandbox.summit;
    harbor = crm.sandbox.harbor;
    // Alpha is Summit in the CRM (its first location is Summit Dental), Bravo is Harbor.
    await crm.connect(crm.tenants.adminA, 'olivia@summitgrowth.test');
    await crm.connect(crm.tenants.adminB, 'mia@harbordigital.test');
    await crm.t.db.update(locations).set({ crmLocationId: dental().id }).where(eq(locations._id, crm.tenants.locationA1._id));
    await crm.t.db
      .update(locations)
      .set({ crmLocationId: harbor.locations[0]!.id })
      .where(eq(locations._id, crm.tenants.locationB1._id));
  });
  afterAll(async () => {
    await crm?.close();
  });

  const payloadOf = (data: Record<string, unknown>, secret = SANDBOX_SSO_SECRET) =>
    encryptSsoPayload(
      { userId: 'crm-user-emma', companyId: summit.id, role: 'admin', type: 'location', activeLocation: dental().id, ...data },
      secret,
    );
  const signIn = (payload: string) => crm.http.post('/api/v1/crm/sso', { payload });
  const me = (token: string) => crm.http.get('/api/v1/account', { authorization: `Bearer ${token}` });

  it('creates a location user on first sight and signs them in as the password sign-in does', async () => {
    const res = await signIn(payloadOf({ userName: 'Emma Diaz', email: 'Emma@SummitDental.test' }));
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json().data;
    expect(session).toMatchObject({
      token: expect.any(String),
      user: { email: 'emma@summitdental.test', firstName: 'Emma', lastName: 'Diaz', role: 'location_admin' },
      agency: { _id: crm.tenants.agencyA._id },
    });
    const [row] = await crm.t.db.select().from(users).where(eq(users.email, 'emma@summitdental.test'));
    expect(row!.crmUserId).toBe('crm-user-emma');
    const [membership] = await crm.t.db.select().from(memberships).where(eq(memberships.userId, row!._id));
    expect(membership).toMatchObject({ agencyId: crm.tenants.agencyA._id, locationId: crm.tenants.locationA1._id });
    expect((await me(session.token)).statusCode).toBe(200);

    // The next visit finds them by their CRM id, even with another email in the payload.
    const again = await signIn(payloadOf({ email: 'emma.new@summitdental.test' }));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.user._id).toBe(row!._id);
  });

  it('finds an existing person of the agency by email and remembers their CRM id', async () => {
    const res = await signIn(
      payloadOf({ userId: 'crm-user-staff', role: 'user', email: crm.tenants.staffA1.email, userName: 'Someone Else' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ _id: crm.tenants.staffA1._id, role: 'staff' });
    const [row] = await crm.t.db.select().from(users).where(eq(users._id, crm.tenants.staffA1._id));
    expect(row!.crmUserId).toBe('crm-user-staff');
  });

  it('gives agency users the agency roles', async () => {
    const admin = await signIn(
      payloadOf({ userId: 'crm-olivia', type: 'agency', activeLocation: undefined, email: 'olivia@summitgrowth.test' }),
    );
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json().data.user.role).toBe('agency_admin');
    const staff = await signIn(
      payloadOf({ userId: 'crm-noah', type: 'agency', role: 'user', activeLocation: undefined, email: 'noah@summitgrowth.test' }),
    );
    expect(staff.json().data.user).toMatchObject({ role: 'agency_staff', locationId: null });
  });

  it('refuses tampered payloads and payloads of another secret, with one answer', async () => {
    const good = payloadOf({ userId: 'crm-tamper', email: 'tamper@summitdental.test' });
    const bytes = Buffer.from(good, 'base64');
    bytes[bytes.length - 20]! ^= 0x01;
    expectError(await signIn(bytes.toString('base64')), 401, 'sso_invalid');
    expectError(await signIn(payloadOf({ email: 'x@summitdental.test' }, 'another-apps-secret-123')), 401, 'sso_invalid');
    expectError(await signIn('not a payload'), 401, 'sso_invalid');
    expectError(await signIn(encryptSsoPayload({ hello: 'world' }, SANDBOX_SSO_SECRET)), 401, 'sso_invalid');
    const created = await crm.t.db.select().from(users).where(eq(users.email, 'tamper@summitdental.test'));
    expect(created).toEqual([]);
  });

  it('honours a payload again for a reload, and refuses it as stale later', async () => {
    const payload = payloadOf({ email: 'emma@summitdental.test' });
    expect((await signIn(payload)).statusCode).toBe(200);
    expect((await signIn(payload)).statusCode).toBe(200);
    await crm.t.db.update(crmSsoPayloads).set({ firstUsedAt: new Date(Date.now() - 11 * 60_000) });
    expectError(await signIn(payload), 401, 'sso_stale');
  });

  it('refuses a company no agency connected, and a location not linked to the agency', async () => {
    expectError(await signIn(payloadOf({ companyId: 'unknown-company-1234', email: 'a@b.test' })), 403, 'sso_unknown_company');
    expectError(
      await signIn(payloadOf({ userId: 'crm-ava', activeLocation: realty().id, email: 'ava@summitrealty.test' })),
      403,
      'sso_unknown_location',
    );
  });

  it('keeps Harbor out of Summit: its users cannot enter Summit’s locations, nor take Alpha’s people', async () => {
    // A Harbor payload naming Summit's linked location: the location is looked up in Harbor's agency only.
    expectError(
      await signIn(
        payloadOf({ userId: 'crm-mia', companyId: harbor.id, activeLocation: dental().id, email: 'mia@harbordigital.test' }),
      ),
      403,
      'sso_unknown_location',
    );
    // Harbor's CRM user with the email of Alpha's admin: refused, and Alpha's admin is left as it was.
    const taken = await signIn(
      payloadOf({
        userId: 'crm-lucas',
        companyId: harbor.id,
        activeLocation: harbor.locations[0]!.id,
        email: crm.tenants.adminA.email,
      }),
    );
    expectError(taken, 403, 'sso_account_conflict');
    const [admin] = await crm.t.db.select().from(users).where(eq(users._id, crm.tenants.adminA._id));
    expect(admin!.crmUserId).toBeNull();
    // Summit's CRM user id already belongs to Alpha's Emma: a Harbor payload with it is refused too.
    expectError(
      await signIn(payloadOf({ companyId: harbor.id, activeLocation: harbor.locations[0]!.id, email: 'emma@summitdental.test' })),
      403,
      'sso_account_conflict',
    );
    // Harbor's own people sign in to Bravo.
    const lucas = await signIn(
      payloadOf({
        userId: 'crm-lucas',
        companyId: harbor.id,
        activeLocation: harbor.locations[0]!.id,
        email: 'lucas@harborfitness.test',
      }),
    );
    expect(lucas.statusCode, lucas.body).toBe(200);
    expect(lucas.json().data.agency._id).toBe(crm.tenants.agencyB._id);
  });

  it('validates the body', async () => {
    expectError(await crm.http.post('/api/v1/crm/sso', {}), 400, 'validation_error');
    expectError(await crm.http.post('/api/v1/crm/sso', { payload: 'x'.repeat(16_001) }), 400, 'validation_error');
  });
});

describe('POST /api/v1/crm/sso without a CRM, and its rate limit', () => {
  it('answers 503 on a server with no CRM, and shares the sign-in budget per address', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const http = jsonRequest(t.app);
      const payload = encryptSsoPayload(
        { userId: 'u', companyId: 'c', role: 'admin', type: 'agency', email: 'a@b.test' },
        SANDBOX_SSO_SECRET,
      );
      expectError(await http.post('/api/v1/crm/sso', { payload }), 503, 'sso_unavailable');
      // One password sign-in and one more CRM sign-in spend the rest of the budget.
      await http.post('/api/v1/auth/sign-in', { email: 'nobody@b.test', password: 'wrong-password' });
      expectError(await http.post('/api/v1/crm/sso', { payload }), 503, 'sso_unavailable');
      expectError(await http.post('/api/v1/crm/sso', { payload }), 429);
    } finally {
      await t.close();
    }
  });
});
