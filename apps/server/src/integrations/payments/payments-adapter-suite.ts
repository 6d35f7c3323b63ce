import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

/** A Stripe to check Atrium's calls against: the sandbox in CI, or a Stripe test-mode account (payments-adapter.test.ts). */
export interface PaymentsAdapterTarget {
  /** The platform's client. */
  stripe: Stripe;
  /** A connected account of the platform that can take charges (an agency's, for store sales). */
  connectedAccount: string;
}

const fails = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as Stripe.errors.StripeError;
  }
  throw new Error('expected the call to fail');
};

/**
 * The one adapter suite (issue 23): the Stripe calls Atrium makes, in the shapes it reads back, against whichever
 * Stripe `target` names. Everything it makes is in test mode and tagged `atrium_adapter_test`; amounts are small.
 * Exact counts and ids belong to the sandbox's own tests.
 */
export function paymentsAdapterSuite(name: string, target: () => PaymentsAdapterTarget) {
  const tag = { atrium_adapter_test: 'true' };

  describe(`the payments adapter against ${name}`, () => {
    it("charges a location on the agency's account with an application fee, and refunds part of it", async () => {
      const { stripe, connectedAccount } = target();
      const on = { stripeAccount: connectedAccount };
      const customer = await stripe.customers.create({ email: 'adapter-test@example.com', metadata: tag }, on);
      const key = `atrium:adapter:${randomUUID()}:intent`;
      const params: Stripe.PaymentIntentCreateParams = {
        amount: 1_000,
        currency: 'usd',
        customer: customer.id,
        application_fee_amount: 20,
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        metadata: { ...tag, atrium_kind: 'store_order', atrium_id: 'adapter' },
      };
      const intent = await stripe.paymentIntents.create(params, { ...on, idempotencyKey: key });
      expect(intent).toMatchObject({
        status: 'requires_payment_method',
        amount: 1_000,
        currency: 'usd',
        application_fee_amount: 20,
      });
      expect(intent.client_secret).toBeTruthy();
      // A retry with the same key is the same intent; the key with other parameters is refused.
      expect((await stripe.paymentIntents.create(params, { ...on, idempotencyKey: key })).id).toBe(intent.id);
      expect(
        await fails(stripe.paymentIntents.create({ ...params, amount: 1_100 }, { ...on, idempotencyKey: key })),
      ).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);

      const paid = await stripe.paymentIntents.confirm(
        intent.id,
        { payment_method: 'pm_card_visa', expand: ['latest_charge'] },
        on,
      );
      expect(paid.status).toBe('succeeded');
      const charge = paid.latest_charge as Stripe.Charge;
      expect(charge).toMatchObject({ status: 'succeeded', amount: 1_000, paid: true });
      expect(charge.application_fee).toBeTruthy();
      expect(charge.metadata.atrium_kind).toBe('store_order');

      const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 400, refund_application_fee: true }, on);
      expect(refund).toMatchObject({ amount: 400, status: 'succeeded' });
      expect((await stripe.charges.retrieve(charge.id, {}, on)).amount_refunded).toBe(400);
      // The platform does not see the agency's objects without Stripe-Account.
      expect(await fails(stripe.paymentIntents.retrieve(intent.id))).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    });

    it("declines Stripe's declining test card with its documented error", async () => {
      const { stripe } = target();
      const intent = await stripe.paymentIntents.create({
        amount: 1_000,
        currency: 'usd',
        allowed_payment_method_types: ['card'],
        metadata: tag,
      });
      const error = await fails(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }));
      expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
      expect(error).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });
      const after = await stripe.paymentIntents.retrieve(intent.id);
      expect(after.status).toBe('requires_payment_method');
      expect(after.last_payment_error?.code).toBe('card_declined');
    });

    it('asks for 3-D Secure on a card that wants it, and cancels an intent not paid', async () => {
      const { stripe } = target();
      const intent = await stripe.paymentIntents.create({
        amount: 1_000,
        currency: 'usd',
        allowed_payment_method_types: ['card'],
        metadata: tag,
      });
      const waiting = await stripe.paymentIntents.confirm(intent.id, {
        payment_method: 'pm_card_authenticationRequired',
        return_url: 'https://example.com/atrium-adapter-return',
      });
      expect(waiting.status).toBe('requires_action');
      expect(waiting.next_action?.type).toBe('redirect_to_url');
      const canceled = await stripe.paymentIntents.cancel(intent.id);
      expect(canceled.status).toBe('canceled');
    });

    it('saves a card with a setup intent and pays off session with it', async () => {
      const { stripe } = target();
      const customer = await stripe.customers.create({ name: 'Atrium adapter test', metadata: tag });
      const setup = await stripe.setupIntents.create({
        customer: customer.id,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        payment_method: 'pm_card_visa',
        confirm: true,
      });
      expect(setup.status).toBe('succeeded');
      const method = setup.payment_method as string;
      await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: method } });
      const methods = await stripe.customers.listPaymentMethods(customer.id);
      expect(methods.data.map((m) => m.id)).toContain(method);
      const payment = await stripe.paymentIntents.create({
        amount: 1_000,
        currency: 'usd',
        customer: customer.id,
        payment_method: method,
        off_session: true,
        confirm: true,
        metadata: tag,
      });
      expect(payment.status).toBe('succeeded');
      await stripe.customers.del(customer.id);
    });

    it('reads a connected account and links it for onboarding', async () => {
      const { stripe, connectedAccount } = target();
      const account = await stripe.accounts.retrieve(connectedAccount);
      expect(account).toMatchObject({ id: connectedAccount, charges_enabled: true });
      expect(typeof account.details_submitted).toBe('boolean');
      expect(Array.isArray(account.requirements?.currently_due)).toBe(true);
      expect((await stripe.balance.retrieve({}, { stripeAccount: connectedAccount })).available.length).toBeGreaterThan(0);
      expect(Array.isArray((await stripe.payouts.list({ limit: 3 }, { stripeAccount: connectedAccount })).data)).toBe(true);
    });

    it('registers a Connect webhook endpoint whose secret is answered once, and deletes it', async () => {
      const { stripe } = target();
      const endpoint = await stripe.webhookEndpoints.create({
        url: `https://example.com/atrium-adapter-test/${randomUUID()}`,
        enabled_events: ['payment_intent.succeeded', 'account.updated'],
        connect: true,
        metadata: tag,
      });
      expect(endpoint.secret).toMatch(/^whsec_/);
      const read = await stripe.webhookEndpoints.retrieve(endpoint.id);
      expect(read.secret).toBeUndefined();
      expect(read.enabled_events).toEqual(['payment_intent.succeeded', 'account.updated']);
      expect((await stripe.webhookEndpoints.del(endpoint.id)).deleted).toBe(true);
      const events = await stripe.events.list({ limit: 3 });
      expect(events.object).toBe('list');
    });
  });
}
