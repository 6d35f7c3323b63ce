import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../platform/auth/sessions';
import { memberships, users } from '../../platform/tenancy/tenancy.tables';
import { expectError, expectValidationError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp } from '../../test/test-app';
import { partnerMembers, partners } from '../apps/apps.tables';
import { createConnectState } from './connect-state';
import { paymentAccounts } from './payments.tables';
import { createPaymentsTestApp, type PaymentsTestApp } from './test-payments';

let p: PaymentsTestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
let creator: { _id: string; headers: Record<string, string> };
let partnerId: string;
let otherPartnerId: string;

beforeAll(async () => {
  p = await createPaymentsTestApp();
  tenants = await seedTenants(p.t);
  http = jsonRequest(p.app);
  const [a, b] = await p.db
    .insert(partners)
    .values([
      { slug: 'northwind', name: 'Northwind Web', tagline: 'Web', description: 'Sites' },
      { slug: 'elsewhere', name: 'Elsewhere Apps', tagline: 'Apps', description: 'Apps' },
    ])
    .returning();
  partnerId = a!._id;
  otherPartnerId = b!._id;
  const [user] = await p.db
    .insert(users)
    .values({ email: 'dev@northwind.test', passwordHash: 'x', firstName: 'Dev', lastName: 'Test' })
    .returning();
  await p.db.insert(memberships).values({ userId: user!._id, role: 'app_creator', agencyId: null, locationId: null });
  await p.db.insert(partnerMembers).values({ partnerId, userId: user!._id });
  const policy = { idleMs: 3_600_000, absoluteMs: 86_400_000, superAdminEmail: p.t.config.SUPER_ADMIN_EMAIL };
  const { token } = await createSession({ db: p.db, userId: user!._id, policy });
  creator = { _id: user!._id, headers: { authorization: `Bearer ${token}` } };
});
afterAll(() => p.close());

const state = (owner: 'agency' | 'partner', ownerId: string, userId: string, method: 'oauth' | 'onboarding') =>
  createConnectState(p.app.deps.secrets, { owner, ownerId, userId, method });

/** What the sandbox's OAuth page does when the person approves: a code for `account`, or for a new account. */
async function oauthCode(account?: string) {
  const res = (await p.stripe.rawRequest('POST', '/v1/test_helpers/oauth/authorize', {
    ...(account ? { account } : { business_name: 'Alpha Existing' }),
  })) as unknown as { code: string; stripe_user_id: string };
  return res;
}

describe('the agency connection', () => {
  it('answers 503 on a server without Stripe', async () => {
    const bare = await createTestApp();
    try {
      const t = await seedTenants(bare);
      expectError(await jsonRequest(bare.app).get('/api/v1/agency/stripe', t.adminA.headers), 503, 'unavailable');
    } finally {
      await bare.close();
    }
  });

  it('is null until connected; the team reads it, locations and others do not', async () => {
    expect((await http.get('/api/v1/agency/stripe', tenants.adminA.headers)).json()).toEqual({ data: null });
    expect((await http.get('/api/v1/agency/stripe', tenants.staffA.headers)).json()).toEqual({ data: null });
    expectError(await http.get('/api/v1/agency/stripe', tenants.locationAdminA1.headers), 404);
    expectError(await http.get('/api/v1/agency/stripe', tenants.endUser.headers), 403);
    expectError(await http.get('/api/v1/agency/stripe'), 401);
  });

  it('onboards a new account: one account however often it starts, requirements due until finished', async () => {
    expectError(await http.get('/api/v1/agency/stripe/integrate?method=onboarding', tenants.staffA.headers), 403);
    expectError(await http.get('/api/v1/agency/stripe/integrate?method=onboarding', tenants.locationAdminA1.headers), 404);
    expectValidationError(await http.get('/api/v1/agency/stripe/integrate?method=magic', tenants.adminA.headers));
    const first = await http.get('/api/v1/agency/stripe/integrate?method=onboarding', tenants.adminA.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.url.startsWith(`${p.payments.sandboxUrl}/connect/onboarding/`)).toBe(true);
    const again = await http.get('/api/v1/agency/stripe/integrate?method=onboarding', tenants.adminA.headers);
    expect(again.json().data.url).not.toBe(first.json().data.url);
    const rows = await p.db.select().from(paymentAccounts).where(eq(paymentAccounts.agencyId, tenants.agencyA._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.stripeAccountId).toMatch(/^acct_/);
    const pending = (await http.get('/api/v1/agency/stripe', tenants.adminA.headers)).json().data;
    expect(pending).toMatchObject({ method: 'onboarding', chargesEnabled: false, connectedAt: null, storeFeePercent: 2 });

    // Back from onboarding with requirements left due.
    const back = await http.post(
      '/api/v1/agency/stripe/submit',
      { state: state('agency', tenants.agencyA._id, tenants.adminA._id, 'onboarding') },
      tenants.adminA.headers,
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ chargesEnabled: false, connectedAt: expect.any(String) });
    expect(back.json().data.requirementsDue.length).toBeGreaterThan(0);

    // Finished at Stripe: account.updated brings it in.
    await p.stripe.rawRequest('POST', `/v1/test_helpers/accounts/${rows[0]!.stripeAccountId}/complete_onboarding`, {});
    await p.deliverWebhooks();
    const done = (await http.get('/api/v1/agency/stripe', tenants.staffA.headers)).json().data;
    expect(done).toMatchObject({ chargesEnabled: true, payoutsEnabled: true, requirementsDue: [], defaultCurrency: 'USD' });
    // Connected: OAuth to another account is refused until it is disconnected.
    expectError(await http.get('/api/v1/agency/stripe/integrate?method=oauth', tenants.adminA.headers), 409, 'already_connected');
  });

  it('refuses a state it did not sign, another person’s, a cancelled one, and an agency’s on the partner path', async () => {
    const submit = (body: object, headers = tenants.adminA.headers) => http.post('/api/v1/agency/stripe/submit', body, headers);
    expectError(await submit({ state: 'agency.forged.0000' }), 400, 'invalid_state');
    const good = state('agency', tenants.agencyA._id, tenants.adminA._id, 'onboarding');
    expectError(await submit({ state: `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}` }), 400, 'invalid_state');
    expectError(await submit({ state: good }, tenants.staffA.headers), 403);
    const bState = state('agency', tenants.agencyB._id, tenants.adminB._id, 'oauth');
    expectError(await submit({ state: bState }), 403);
    expectError(await submit({ state: good, error: 'access_denied' }), 400, 'stripe_access_denied');
    expectError(await http.post('/api/v1/partner/stripe/submit', { state: good }, creator.headers), 400, 'invalid_state');
    expectValidationError(await submit({}));
  });
});

describe('payments and payouts of a connection', () => {
  let connectionId: string;
  let account: string;

  beforeAll(async () => {
    const row = (await p.db.select().from(paymentAccounts).where(eq(paymentAccounts.agencyId, tenants.agencyA._id)))[0]!;
    connectionId = row._id;
    account = row.stripeAccountId;
    const on = { stripeAccount: account };
    for (const amount of [9700, 4500]) {
      const intent = await p.stripe.paymentIntents.create(
        { amount, currency: 'usd', description: `Audit ${amount}`, application_fee_amount: amount / 50 },
        on,
      );
      await p.confirmWithCard(intent.id, 'visa', on);
    }
    const declined = await p.stripe.paymentIntents.create({ amount: 1200, currency: 'usd' }, on);
    await p.confirmWithCard(declined.id, 'declined', on);
    await p.stripe.payouts.create({ amount: 5000, currency: 'usd' }, on);
  });

  const filter = (body: object, headers = tenants.adminA.headers, id = connectionId) =>
    http.post(`/api/v1/agency/stripe/filter/${id}`, body, headers);

  it("lists the connection's payments from Stripe, filtered and paged", async () => {
    const all = await filter({ kind: 'payments', limit: 10 });
    expect(all.statusCode, all.body).toBe(200);
    const items = all.json().data.items as { amount: { amountMinor: number }; status: string; fee: unknown }[];
    expect(items.map((i) => i.amount.amountMinor).sort()).toEqual([1200, 4500, 9700]);
    expect(items.find((i) => i.amount.amountMinor === 9700)).toMatchObject({
      status: 'succeeded',
      fee: { amountMinor: 194, currency: 'USD' },
    });
    const failed = (await filter({ kind: 'payments', status: 'failed', limit: 10 })).json().data;
    expect(failed.items).toHaveLength(1);
    expect(failed.items[0].failureMessage).toBe('Your card was declined.');
    const page = (await filter({ kind: 'payments', limit: 1 })).json().data;
    expect(page).toMatchObject({ kind: 'payments', hasMore: true });
    const next = (await filter({ kind: 'payments', limit: 1, startingAfter: page.nextStartingAfter })).json().data;
    expect(next.items[0].id).not.toBe(page.items[0].id);
    const future = (await filter({ kind: 'payments', limit: 10, from: new Date(Date.now() + 86_400_000).toISOString() })).json();
    expect(future.data.items).toEqual([]);
  });

  it('lists payouts; the team reads, nobody else does', async () => {
    const payouts = await filter({ kind: 'payouts', limit: 10 }, tenants.staffA.headers);
    expect(payouts.statusCode, payouts.body).toBe(200);
    expect(payouts.json().data.items.some((i: { amount: { amountMinor: number } }) => i.amount.amountMinor === 5000)).toBe(true);
    expectValidationError(await filter({ kind: 'payouts', status: 'succeeded', limit: 10 }));
    expectError(await filter({ kind: 'payouts', limit: 10 }, tenants.adminB.headers), 404);
    expectError(await filter({ kind: 'payouts', limit: 10 }, tenants.locationAdminA1.headers), 404);
    expectError(await filter({ kind: 'payouts', limit: 10 }, tenants.adminA.headers, tenants.agencyA._id), 404);
  });

  it('disconnects only for its own admins, and then reads nothing', async () => {
    expectError(await http.post(`/api/v1/agency/stripe/delete/${connectionId}`, {}, tenants.adminB.headers), 404);
    expectError(await http.post(`/api/v1/agency/stripe/delete/${connectionId}`, {}, tenants.staffA.headers), 403);
    const res = await http.post(`/api/v1/agency/stripe/delete/${connectionId}`, {}, tenants.adminA.headers);
    expect(res.statusCode, res.body).toBe(204);
    expect((await http.get('/api/v1/agency/stripe', tenants.adminA.headers)).json()).toEqual({ data: null });
    expectError(await filter({ kind: 'payments', limit: 10 }), 404);
    expectError(await http.post(`/api/v1/agency/stripe/delete/${connectionId}`, {}, tenants.adminA.headers), 404);
  });
});

describe("connecting an existing account through Stripe's OAuth", () => {
  it('exchanges the code once, and refuses an account another agency holds', async () => {
    const start = await http.get('/api/v1/agency/stripe/integrate?method=oauth', tenants.adminA.headers);
    expect(start.statusCode, start.body).toBe(200);
    const url = new URL(start.json().data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${p.payments.sandboxUrl}/oauth/authorize`);
    expect(url.searchParams.get('client_id')).toBe(p.payments.connectClientId);
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/integrations\/agency_stripe$/);
    const signed = url.searchParams.get('state')!;

    const { code, stripe_user_id } = await oauthCode();
    const done = await http.post('/api/v1/agency/stripe/submit', { state: signed, code }, tenants.adminA.headers);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ method: 'oauth', stripeAccountId: stripe_user_id, chargesEnabled: true });
    const reused = await http.post('/api/v1/agency/stripe/submit', { state: signed, code }, tenants.adminA.headers);
    expectError(reused, 400, 'stripe_refused');

    const theirs = await oauthCode(stripe_user_id);
    const bState = state('agency', tenants.agencyB._id, tenants.adminB._id, 'oauth');
    expectError(
      await http.post('/api/v1/agency/stripe/submit', { state: bState, code: theirs.code }, tenants.adminB.headers),
      409,
    );

    // Disconnecting deauthorizes at Stripe: the platform no longer reaches the account.
    const id = done.json().data._id;
    expect((await http.post(`/api/v1/agency/stripe/delete/${id}`, {}, tenants.adminA.headers)).statusCode).toBe(204);
    await expect(
      p.stripe.accountLinks.create({ account: stripe_user_id, type: 'account_onboarding', return_url: 'https://x.test' }),
    ).rejects.toThrow();
  });
});

describe('a partner connection', () => {
  it('is managed by its members only', async () => {
    const list = await http.get('/api/v1/partner/stripe', creator.headers);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([{ partner: { _id: partnerId, name: 'Northwind Web' }, connection: null }]);
    expect((await http.get('/api/v1/partner/stripe', tenants.adminA.headers)).json().data).toEqual([]);
    expectError(
      await http.get(`/api/v1/partner/stripe/integrate?method=oauth&partnerId=${otherPartnerId}`, creator.headers),
      404,
    );

    const start = await http.get(`/api/v1/partner/stripe/integrate?method=oauth&partnerId=${partnerId}`, creator.headers);
    const signed = new URL(start.json().data.url).searchParams.get('state')!;
    expect(signed.startsWith('partner.')).toBe(true);
    const { code } = await oauthCode();
    expectError(await http.post('/api/v1/agency/stripe/submit', { state: signed, code }, tenants.adminA.headers), 400);
    const done = await http.post('/api/v1/partner/stripe/submit', { state: signed, code }, creator.headers);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      partner: { _id: partnerId },
      connection: { method: 'oauth', chargesEnabled: true, storeFeePercent: 20 },
    });
    const id = done.json().data.connection._id;
    expectError(await http.post(`/api/v1/partner/stripe/delete/${id}`, {}, tenants.adminA.headers), 404);
    expectError(await http.post(`/api/v1/agency/stripe/delete/${id}`, {}, tenants.adminA.headers), 404);
    expect((await http.post(`/api/v1/partner/stripe/delete/${id}`, {}, creator.headers)).statusCode).toBe(204);
    expect((await http.get('/api/v1/partner/stripe', creator.headers)).json().data[0].connection).toBeNull();
  });
});
