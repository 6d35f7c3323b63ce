import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxStripeClient } from '../sandbox-payments';
import { PLATFORM_ACCOUNT_ID, SANDBOX_PUBLISHABLE_KEY } from './keys';
import { createTestStripeSandbox, type TestStripeSandbox } from './test-sandbox';

type StripeErrorJson = { error: { type: string; message: string } };

let s: TestStripeSandbox;
beforeAll(async () => {
  s = await createTestStripeSandbox();
});
afterAll(async () => {
  await s?.close();
});

const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as Stripe.errors.StripeError;
  }
  throw new Error('expected the call to fail');
};

describe('the Stripe sandbox framework', () => {
  it('answers the platform account with the secret key and refuses other keys as Stripe does', async () => {
    const account = await s.stripe.accounts.retrieveCurrent();
    expect(account).toMatchObject({ id: PLATFORM_ACCOUNT_ID, object: 'account', charges_enabled: true });

    const wrong = await errorOf(sandboxStripeClient(s.url, 'sk_test_not_the_sandbox').customers.list());
    expect(wrong).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(wrong.message).toMatch(/^Invalid API Key provided: sk_test_/);
    expect(wrong.message).not.toContain('not_the_sandbox');

    const publishable = await errorOf(sandboxStripeClient(s.url, SANDBOX_PUBLISHABLE_KEY).customers.list());
    expect(publishable.statusCode).toBe(401);
    expect(publishable.message).toMatch(/publishable API key/);

    const none = await fetch(`${s.url}/v1/customers`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as StripeErrorJson).error.message).toMatch(/You did not provide an API key/);
  });

  it('reads nested form parameters and merges metadata the way Stripe does', async () => {
    const customer = await s.stripe.customers.create({
      name: 'Summit Dental',
      email: 'dental@example.com',
      metadata: { atrium_kind: 'location', atrium_id: 'loc_1' },
      address: { line1: '1 Main St', city: 'Denver', country: 'US' },
      preferred_locales: ['en', 'fr'],
    });
    expect(customer).toMatchObject({
      object: 'customer',
      livemode: false,
      metadata: { atrium_kind: 'location', atrium_id: 'loc_1' },
      address: { line1: '1 Main St', city: 'Denver', country: 'US', line2: null },
      preferred_locales: ['en', 'fr'],
    });
    expect(customer.id).toMatch(/^cus_[A-Za-z0-9]{24}$/);
    expect(Math.abs(customer.created - Date.now() / 1000)).toBeLessThan(60);

    const updated = await s.stripe.customers.update(customer.id, { metadata: { atrium_id: '', note: 'vip' } });
    expect(updated.metadata).toEqual({ atrium_kind: 'location', note: 'vip' });
  });

  it("refuses unknown parameters, bad values and missing objects in Stripe's error shape", async () => {
    const unknown = await errorOf(s.stripe.customers.create({ nmae: 'typo' } as Stripe.CustomerCreateParams));
    expect(unknown).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(unknown).toMatchObject({ statusCode: 400, param: 'nmae', message: 'Received unknown parameter: nmae' });

    const missing = await errorOf(s.stripe.customers.retrieve('cus_doesnotexist'));
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing', message: "No such customer: 'cus_doesnotexist'" });

    const route = await fetch(`${s.url}/v1/nothing_here`, { headers: { authorization: 'Bearer sk_test_atrium_sandbox' } });
    expect(route.status).toBe(404);
    expect(((await route.json()) as StripeErrorJson).error.type).toBe('invalid_request_error');
  });

  it('replays a request with the same Idempotency-Key and refuses the key with other parameters', async () => {
    const key = `test-${Date.now()}`;
    const first = await s.stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: key });
    const again = await s.stripe.customers.create({ email: 'once@example.com' }, { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    const listed = await s.stripe.customers.list({ email: 'once@example.com' });
    expect(listed.data).toHaveLength(1);

    const other = await errorOf(s.stripe.customers.create({ email: 'twice@example.com' }, { idempotencyKey: key }));
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(other.statusCode).toBe(400);
    expect(other.message).toContain(key);

    // A refused request keeps nothing: the same key works once the input is fixed.
    const badKey = `test-bad-${Date.now()}`;
    await errorOf(s.stripe.customers.create({ email: 'not an email' }, { idempotencyKey: badKey }));
    const fixed = await s.stripe.customers.create({ email: 'fixed@example.com' }, { idempotencyKey: badKey });
    expect(fixed.email).toBe('fixed@example.com');
  });

  it('lists newest first in pages with has_more, starting_after and ending_before', async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) made.push((await s.stripe.customers.create({ metadata: { page: 'yes' }, name: `P${i}` })).id);
    const first = await s.stripe.customers.list({ limit: 2 });
    expect(first).toMatchObject({ object: 'list', has_more: true, url: '/v1/customers' });
    expect(first.data.map((c) => c.id)).toEqual([made[4], made[3]]);
    const second = await s.stripe.customers.list({ limit: 2, starting_after: made[3] });
    expect(second.data.map((c) => c.id)).toEqual([made[2], made[1]]);
    const back = await s.stripe.customers.list({ limit: 2, ending_before: made[2] });
    expect(back.data.map((c) => c.id)).toEqual([made[4], made[3]]);
    expect(back.has_more).toBe(false);

    const tooMany = await errorOf(s.stripe.customers.list({ limit: 101 }));
    expect(tooMany).toMatchObject({ statusCode: 400, param: 'limit' });
    const badCursor = await errorOf(s.stripe.customers.list({ starting_after: 'cus_nope' }));
    expect(badCursor).toMatchObject({ statusCode: 404, param: 'starting_after' });
  });

  it("scopes Stripe-Account: a connected account sees only its own objects, never the platform's or another's", async () => {
    const a = await s.stripe.accounts.create({ type: 'standard', business_profile: { name: 'A' } });
    const b = await s.stripe.accounts.create({ type: 'standard', business_profile: { name: 'B' } });
    const onA = await s.stripe.customers.create({ name: 'Buyer at A' }, { stripeAccount: a.id });
    const onPlatform = await s.stripe.customers.create({ name: 'Agency' });

    expect((await s.stripe.customers.retrieve(onA.id, {}, { stripeAccount: a.id })).id).toBe(onA.id);
    for (const [id, account] of [
      [onA.id, b.id],
      [onA.id, undefined],
      [onPlatform.id, a.id],
    ] as const) {
      const error = await errorOf(s.stripe.customers.retrieve(id, {}, account ? { stripeAccount: account } : {}));
      expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    }
    const listB = await s.stripe.customers.list({ limit: 100 }, { stripeAccount: b.id });
    expect(listB.data).toEqual([]);
    expect((await s.stripe.accounts.retrieveCurrent({}, { stripeAccount: a.id })).id).toBe(a.id);
    const otherAccount = await errorOf(s.stripe.accounts.retrieve(b.id, {}, { stripeAccount: a.id }));
    expect(otherAccount.statusCode).toBe(404);

    const unknown = await errorOf(s.stripe.customers.list({}, { stripeAccount: 'acct_unknown000000' }));
    expect(unknown).toMatchObject({ statusCode: 403, code: 'account_invalid' });
  });

  it('signs webhooks the way the SDK verifies them, per endpoint, Connect events only to Connect endpoints', async () => {
    s.received.length = 0;
    const platformEndpoint = await s.stripe.webhookEndpoints.create({ url: 'https://atrium.test/hook', enabled_events: ['*'] });
    const connectEndpoint = await s.stripe.webhookEndpoints.create({
      url: 'https://atrium.test/hook',
      enabled_events: ['customer.created'],
      connect: true,
    });
    expect(platformEndpoint.secret).toMatch(/^whsec_/);
    expect((await s.stripe.webhookEndpoints.retrieve(platformEndpoint.id)).secret).toBeUndefined();

    const account = await s.stripe.accounts.create({ type: 'standard' });
    const platformCustomer = await s.stripe.customers.create({ name: 'On the platform' });
    const connectedCustomer = await s.stripe.customers.create({ name: 'On the account' }, { stripeAccount: account.id });
    expect(s.received).toHaveLength(0); // queued, not yet sent
    await s.flush();

    const verified = s.received.map((r) =>
      s.stripe.webhooks.constructEvent(
        r.body,
        r.headers['stripe-signature']!,
        r.event.account ? connectEndpoint.secret! : platformEndpoint.secret!,
      ),
    );
    expect(verified.map((e) => [e.type, e.account ?? null, (e.data.object as { id: string }).id])).toEqual([
      ['customer.created', null, platformCustomer.id],
      ['customer.created', account.id, connectedCustomer.id],
    ]);
    // The other endpoint's secret does not verify it.
    const first = s.received[0]!;
    expect(() =>
      s.stripe.webhooks.constructEvent(first.body, first.headers['stripe-signature']!, connectEndpoint.secret!),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    // The event can be read back, by the account it belongs to.
    const event = await s.stripe.events.retrieve(verified[1]!.id, {}, { stripeAccount: account.id });
    expect(event).toMatchObject({ type: 'customer.created', account: account.id, pending_webhooks: 0 });
    expect(verified[1]!.pending_webhooks).toBe(1);
    await s.stripe.webhookEndpoints.del(platformEndpoint.id);
    await s.stripe.webhookEndpoints.del(connectEndpoint.id);
  });

  it('retries a failing endpoint with backoff, a bounded number of times, and resends on request', async () => {
    let clock = Date.now();
    const t = await createTestStripeSandbox({ now: () => new Date(clock) });
    try {
      const endpoint = await t.stripe.webhookEndpoints.create({
        url: 'https://atrium.test/hook',
        enabled_events: ['customer.created'],
      });
      t.endpoint.status = 500;
      const customer = await t.stripe.customers.create({ name: 'Retry me' });
      await t.flush();
      expect(t.received).toHaveLength(1);
      await t.flush(); // not due yet
      expect(t.received).toHaveLength(1);
      for (const wait of [5_000, 30_000, 120_000, 480_000, 3_600_000]) {
        clock += wait;
        await t.flush();
      }
      expect(t.received).toHaveLength(5); // the first try and four retries, then it gives up
      t.endpoint.status = 200;
      const event = t.received[0]!.event;
      await t.stripe.rawRequest('POST', `/v1/test_helpers/events/${event.id}/resend`, {});
      await t.flush();
      expect(t.received).toHaveLength(6);
      const last = t.received[5]!;
      expect(
        t.stripe.webhooks.constructEvent(last.body, last.headers['stripe-signature']!, endpoint.secret!).data.object,
      ).toMatchObject({
        id: customer.id,
      });
    } finally {
      await t.close();
    }
  });

  it('expands ids into objects along expand[] paths', async () => {
    const customer = await s.stripe.customers.create({ name: 'Expanded' });
    const events = await s.stripe.events.list({ type: 'customer.created', limit: 1 });
    expect(events.data[0]?.type).toBe('customer.created');
    const bad = await errorOf(s.stripe.customers.retrieve(customer.id, { expand: ['nothing_here'] }));
    expect(bad).toMatchObject({ statusCode: 400, param: 'expand' });
  });
});
