import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_ACCOUNT_ID } from './keys';
import { createTestStripeSandbox, type TestStripeSandbox } from './test-sandbox';

let s: TestStripeSandbox;
let agency: string;
beforeAll(async () => {
  s = await createTestStripeSandbox();
  const account = await s.stripe.accounts.create({ type: 'standard', business_profile: { name: 'Summit' } });
  await s.stripe.rawRequest('POST', `/v1/test_helpers/accounts/${account.id}/complete_onboarding`, {});
  agency = account.id;
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

const onAgency = () => ({ stripeAccount: agency });

/** What Stripe.js sends from the card form: the card's details, with the publishable key and the client secret. */
const cardDetails = (number: string) => ({ type: 'card', card: { number, exp_month: '12', exp_year: '2034', cvc: '123' } });
const confirmInBrowser = (intent: Stripe.PaymentIntent, number: string, on = onAgency()) =>
  s.browser.rawRequest(
    'POST',
    `/v1/payment_intents/${intent.id}/confirm`,
    { client_secret: intent.client_secret, payment_method_data: cardDetails(number) },
    on,
  );

describe('payment intents with test cards', () => {
  it("charges a store sale on the agency's account, with Atrium's application fee", async () => {
    const customer = await s.stripe.customers.create({ email: 'dental@example.com' }, onAgency());
    const intent = await s.stripe.paymentIntents.create(
      {
        amount: 10_000,
        currency: 'usd',
        customer: customer.id,
        application_fee_amount: 200,
        automatic_payment_methods: { enabled: true },
        metadata: { atrium_kind: 'store_order', atrium_id: 'order-1' },
      },
      { ...onAgency(), idempotencyKey: 'atrium:store_order:order-1:intent' },
    );
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      amount: 10_000,
      currency: 'usd',
      application_fee_amount: 200,
    });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));

    const paid = await s.stripe.paymentIntents.confirm(
      intent.id,
      { payment_method: 'pm_card_visa', expand: ['latest_charge'] },
      onAgency(),
    );
    expect(paid.status).toBe('succeeded');
    expect(paid.amount_received).toBe(10_000);
    const charge = paid.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({ object: 'charge', status: 'succeeded', paid: true, amount: 10_000, customer: customer.id });
    expect(charge.metadata).toEqual({ atrium_kind: 'store_order', atrium_id: 'order-1' });
    expect(charge.payment_method_details?.card).toMatchObject({ brand: 'visa', last4: '4242' });

    const fee = await s.stripe.applicationFees.retrieve(charge.application_fee as string);
    expect(fee).toMatchObject({ amount: 200, account: agency, charge: charge.id, amount_refunded: 0 });
    const txn = await s.stripe.balanceTransactions.retrieve(charge.balance_transaction as string, {}, onAgency());
    expect(txn).toMatchObject({ amount: 10_000, fee: 320 + 200, net: 10_000 - 520, type: 'charge' });

    // The same create again (a retry) is the same intent.
    const again = await s.stripe.paymentIntents.create(
      {
        amount: 10_000,
        currency: 'usd',
        customer: customer.id,
        application_fee_amount: 200,
        automatic_payment_methods: { enabled: true },
        metadata: { atrium_kind: 'store_order', atrium_id: 'order-1' },
      },
      { ...onAgency(), idempotencyKey: 'atrium:store_order:order-1:intent' },
    );
    expect(again.id).toBe(intent.id);
    // Another account does not see it.
    expect((await errorOf(s.stripe.paymentIntents.retrieve(intent.id))).statusCode).toBe(404);
  });

  it('declines 4000 0000 0000 0002 with generic_decline, and the intent can be paid with another card', async () => {
    const intent = await s.stripe.paymentIntents.create({ amount: 2_500, currency: 'usd' }, onAgency());
    const declined = await errorOf(confirmInBrowser(intent, '4000 0000 0000 0002'));
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect((declined.raw as { payment_intent: { status: string } }).payment_intent.status).toBe('requires_payment_method');

    const after = await s.stripe.paymentIntents.retrieve(intent.id, {}, onAgency());
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error).toMatchObject({
      code: 'card_declined',
      decline_code: 'generic_decline',
      type: 'card_error',
    });
    const failed = await s.stripe.charges.retrieve(after.latest_charge as string, {}, onAgency());
    expect(failed).toMatchObject({ status: 'failed', paid: false, failure_code: 'card_declined' });

    const paid = (await confirmInBrowser(intent, '4242424242424242')) as Stripe.PaymentIntent;
    expect(paid.status).toBe('succeeded');
    // What the browser reads carries no metadata.
    expect(paid).not.toHaveProperty('metadata');
  });

  it('refuses card details Stripe.js would refuse', async () => {
    const intent = await s.stripe.paymentIntents.create({ amount: 2_500, currency: 'usd' }, onAgency());
    const wrong = await errorOf(confirmInBrowser(intent, '4242424242424241'));
    expect(wrong).toMatchObject({ statusCode: 402, code: 'incorrect_number', message: 'Your card number is incorrect.' });
    const tooSmall = await errorOf(s.stripe.paymentIntents.create({ amount: 20, currency: 'usd' }));
    expect(tooSmall).toMatchObject({ statusCode: 400, code: 'amount_too_small', param: 'amount' });
  });

  it('waits for 3-D Secure with 4000 0025 0000 3155 until the step passes or fails', async () => {
    const intent = await s.stripe.paymentIntents.create({ amount: 4_900, currency: 'usd' }, onAgency());
    const waiting = (await confirmInBrowser(intent, '4000002500003155')) as Stripe.PaymentIntent;
    expect(waiting.status).toBe('requires_action');
    expect(waiting.next_action).toMatchObject({ type: 'use_stripe_sdk' });
    expect(JSON.stringify(waiting.next_action)).toContain(`/three_d_secure/${intent.id}`);

    const passed = await s.browser.rawRequest(
      'POST',
      `/v1/test_helpers/payment_intents/${intent.id}/authenticate`,
      { outcome: 'succeed', client_secret: intent.client_secret },
      onAgency(),
    );
    expect(passed.status).toBe('succeeded');

    const other = await s.stripe.paymentIntents.create({ amount: 4_900, currency: 'usd' }, onAgency());
    await confirmInBrowser(other, '4000002500003155');
    const failed = await s.stripe.rawRequest(
      'POST',
      `/v1/test_helpers/payment_intents/${other.id}/authenticate`,
      { outcome: 'fail' },
      onAgency(),
    );
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.last_payment_error.code).toBe('payment_intent_authentication_failure');
  });

  it('reaches an intent with the publishable key only through its client secret', async () => {
    const intent = await s.stripe.paymentIntents.create(
      { amount: 1_000, currency: 'usd', metadata: { secret: 'x' } },
      onAgency(),
    );
    const base = `/v1/payment_intents/${intent.id}`;
    expect((await errorOf(s.browser.rawRequest('GET', base, undefined, onAgency()))).statusCode).toBe(400);
    expect(
      (await errorOf(s.browser.rawRequest('GET', `${base}?client_secret=${intent.id}_secret_wrong`, undefined, onAgency())))
        .statusCode,
    ).toBe(404);
    const read = await s.browser.rawRequest('GET', `${base}?client_secret=${intent.client_secret}`, undefined, onAgency());
    expect(read).toMatchObject({ id: intent.id, status: 'requires_payment_method' });
    expect(read.metadata).toBeUndefined();
    expect((await errorOf(s.browser.paymentIntents.cancel(intent.id, {}, onAgency()))).statusCode).toBe(401);
  });

  it('refunds in part and in full, with the application fee in proportion, never more than was paid', async () => {
    const intent = await s.stripe.paymentIntents.create(
      { amount: 10_000, currency: 'usd', application_fee_amount: 200, payment_method: 'pm_card_visa', confirm: true },
      onAgency(),
    );
    const part = await s.stripe.refunds.create(
      { payment_intent: intent.id, amount: 2_500, refund_application_fee: true },
      onAgency(),
    );
    expect(part).toMatchObject({ object: 'refund', amount: 2_500, status: 'succeeded', payment_intent: intent.id });
    let charge = await s.stripe.charges.retrieve(intent.latest_charge as string, {}, onAgency());
    expect(charge).toMatchObject({ amount_refunded: 2_500, refunded: false });
    let fee = await s.stripe.applicationFees.retrieve(charge.application_fee as string);
    expect(fee.amount_refunded).toBe(50);

    const tooMuch = await errorOf(s.stripe.refunds.create({ charge: charge.id, amount: 7_501 }, onAgency()));
    expect(tooMuch).toMatchObject({ statusCode: 400, code: 'amount_too_large' });

    await s.stripe.refunds.create({ charge: charge.id, refund_application_fee: true }, onAgency());
    charge = await s.stripe.charges.retrieve(charge.id, {}, onAgency());
    expect(charge).toMatchObject({ amount_refunded: 10_000, refunded: true });
    fee = await s.stripe.applicationFees.retrieve(charge.application_fee as string);
    expect(fee).toMatchObject({ amount_refunded: 200, refunded: true });
    const again = await errorOf(s.stripe.refunds.create({ charge: charge.id }, onAgency()));
    expect(again).toMatchObject({ code: 'charge_already_refunded' });
    expect((await s.stripe.refunds.list({ payment_intent: intent.id }, onAgency())).data.map((r) => r.amount)).toEqual([
      7_500, 2_500,
    ]);
  });

  it("sends a partner its share of a platform payment (transfer_data), the platform's fee kept", async () => {
    const customer = await s.stripe.customers.create({ name: 'Agency' });
    const intent = await s.stripe.paymentIntents.create({
      amount: 4_900,
      currency: 'usd',
      customer: customer.id,
      application_fee_amount: 980,
      transfer_data: { destination: agency },
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(intent.status).toBe('succeeded');
    const charge = await s.stripe.charges.retrieve(intent.latest_charge as string, { expand: ['transfer'] });
    expect(charge.transfer as Stripe.Transfer).toMatchObject({
      amount: 3_920,
      destination: agency,
      source_transaction: charge.id,
    });
    expect((await s.stripe.transfers.list({ destination: agency })).data[0]?.id).toBe((charge.transfer as Stripe.Transfer).id);

    const noFeeWithoutRouting = await errorOf(
      s.stripe.paymentIntents.create({ amount: 1_000, currency: 'usd', application_fee_amount: 10 }),
    );
    expect(noFeeWithoutRouting).toMatchObject({ statusCode: 400, param: 'application_fee_amount' });
    const unknownDestination = await errorOf(
      s.stripe.paymentIntents.create({ amount: 1_000, currency: 'usd', transfer_data: { destination: 'acct_nobody00000000' } }),
    );
    expect(unknownDestination).toMatchObject({ statusCode: 400, param: 'transfer_data[destination]' });
  });
});

describe('saved cards', () => {
  it('saves a card with a setup intent (3-D Secure once), then pays off session with it', async () => {
    const customer = await s.stripe.customers.create({ name: 'Saver' });
    const setup = await s.stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
    const waiting = await s.stripe.setupIntents.confirm(setup.id, { payment_method: 'pm_card_authenticationRequiredOnSetup' });
    expect(waiting.status).toBe('requires_action');
    const done = await s.stripe.rawRequest('POST', `/v1/test_helpers/setup_intents/${setup.id}/authenticate`, {
      outcome: 'succeed',
    });
    expect(done.status).toBe('succeeded');
    const method = done.payment_method as string;
    expect((await s.stripe.paymentMethods.retrieve(method)).customer).toBe(customer.id);
    await s.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: method } });

    const renewal = await s.stripe.paymentIntents.create({
      amount: 1_900,
      currency: 'usd',
      customer: customer.id,
      payment_method: method,
      off_session: true,
      confirm: true,
    });
    expect(renewal.status).toBe('succeeded');

    // A card that always wants authentication is declined off session.
    const always = await s.stripe.paymentMethods.attach('pm_card_authenticationRequired', { customer: customer.id });
    const declined = await errorOf(
      s.stripe.paymentIntents.create({
        amount: 1_900,
        currency: 'usd',
        customer: customer.id,
        payment_method: always.id,
        off_session: true,
        confirm: true,
      }),
    );
    expect(declined).toMatchObject({ code: 'authentication_required', decline_code: 'authentication_required' });

    const listed = await s.stripe.customers.listPaymentMethods(customer.id);
    expect(listed.data.map((m) => m.id).sort()).toEqual([method, always.id].sort());
    await s.stripe.paymentMethods.detach(method);
    expect((await s.stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      invoice_settings: { default_payment_method: null },
    });
  });

  it('fails a setup with a declining card', async () => {
    const setup = await s.stripe.setupIntents.create({});
    const declined = await errorOf(s.stripe.setupIntents.confirm(setup.id, { payment_method: 'pm_card_chargeDeclined' }));
    expect(declined).toMatchObject({ statusCode: 402, code: 'card_declined' });
    expect((await s.stripe.setupIntents.retrieve(setup.id)).status).toBe('requires_payment_method');
  });
});

describe('connecting accounts', () => {
  it('onboards a new standard account through an Account Link', async () => {
    const account = await s.stripe.accounts.create({ type: 'standard', email: 'new@example.com' });
    expect(account).toMatchObject({ charges_enabled: false, details_submitted: false, payouts_enabled: false });
    expect(account.requirements?.currently_due?.length).toBeGreaterThan(0);
    const link = await s.stripe.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      return_url: 'https://atrium.example/integrations/agency_stripe?done=1',
      refresh_url: 'https://atrium.example/integrations/agency_stripe?refresh=1',
    });
    expect(link.url).toMatch(new RegExp(`^${s.url}/connect/onboarding/[\\w-]+$`));
    expect(link.expires_at - link.created).toBe(300);
    const done = await s.stripe.rawRequest('POST', `/v1/test_helpers/accounts/${account.id}/complete_onboarding`, {});
    expect(done).toMatchObject({
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      requirements: { currently_due: [] },
    });
    const events = await s.stripe.events.list({ type: 'account.updated' }, { stripeAccount: account.id });
    expect(events.data[0]?.data.previous_attributes).toMatchObject({ charges_enabled: false });
  });

  it('connects an existing account through OAuth once per code, and lets it go on deauthorize', async () => {
    const { code, stripe_user_id: accountId } = await s.stripe.rawRequest('POST', '/v1/test_helpers/oauth/authorize', {
      business_name: 'Harbor',
    });
    const token = await s.stripe.oauth.token({ grant_type: 'authorization_code', code });
    expect(token).toMatchObject({ stripe_user_id: accountId, scope: 'read_write', token_type: 'bearer', livemode: false });
    const reused = await errorOf(s.stripe.oauth.token({ grant_type: 'authorization_code', code }));
    expect(reused).toBeInstanceOf(Stripe.errors.StripeInvalidGrantError);
    const unknown = await errorOf(s.stripe.oauth.token({ grant_type: 'authorization_code', code: 'ac_nothing' }));
    expect(unknown).toBeInstanceOf(Stripe.errors.StripeInvalidGrantError);

    await s.stripe.customers.create({ name: 'Works' }, { stripeAccount: accountId });
    expect(await s.stripe.oauth.deauthorize({ client_id: 'ca_atrium_sandbox', stripe_user_id: accountId })).toEqual({
      stripe_user_id: accountId,
    });
    const cut = await errorOf(s.stripe.customers.list({}, { stripeAccount: accountId }));
    expect(cut).toMatchObject({ statusCode: 403, code: 'account_invalid' });
    const events = await s.stripe.events.list({ type: 'account.application.*' });
    expect(events.data).toEqual([]); // Connect events are the connected account's, not the platform's
  });
});

describe('balances and payouts', () => {
  it("shows an account's balance and pays it out", async () => {
    const account = await s.stripe.accounts.create({ type: 'standard' });
    await s.stripe.rawRequest('POST', `/v1/test_helpers/accounts/${account.id}/complete_onboarding`, {});
    await s.stripe.paymentIntents.create(
      { amount: 10_000, currency: 'usd', payment_method: 'pm_card_visa', confirm: true },
      { stripeAccount: account.id },
    );
    const balance = await s.stripe.balance.retrieve({}, { stripeAccount: account.id });
    expect(balance.available).toEqual([{ amount: 10_000 - 320, currency: 'usd', source_types: { card: 10_000 - 320 } }]);
    const payout = await s.stripe.payouts.create({ amount: 5_000, currency: 'usd' }, { stripeAccount: account.id });
    expect(payout).toMatchObject({ amount: 5_000, status: 'in_transit', automatic: false });
    expect((await s.stripe.payouts.list({}, { stripeAccount: account.id })).data.map((p) => p.id)).toEqual([payout.id]);
    const tooMuch = await errorOf(s.stripe.payouts.create({ amount: 1_000_000, currency: 'usd' }, { stripeAccount: account.id }));
    expect(tooMuch).toMatchObject({ code: 'balance_insufficient' });
    expect((await s.stripe.accounts.retrieveCurrent()).id).toBe(PLATFORM_ACCOUNT_ID);
  });
});
