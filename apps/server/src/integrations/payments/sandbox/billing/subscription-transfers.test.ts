import type Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStripeSandbox, type TestStripeSandbox } from '../test-sandbox';

let s: TestStripeSandbox;
beforeAll(async () => {
  s = await createTestStripeSandbox();
});
afterAll(async () => s?.close());

it("refuses, when it is made, a subscription whose transfer destination cannot receive transfers (Stripe's 400)", async () => {
  const partner = await s.stripe.accounts.create({ type: 'standard' }); // onboarding not finished
  const customer = await s.stripe.customers.create({ name: 'Summit' });
  const method = await s.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
  const product = await s.stripe.products.create({ name: 'Contact Enricher' });
  const refused = await s.stripe.subscriptions
    .create({
      customer: customer.id,
      items: [{ price_data: { currency: 'usd', product: product.id, unit_amount: 1900, recurring: { interval: 'month' } } }],
      default_payment_method: method.id,
      application_fee_percent: 20,
      transfer_data: { destination: partner.id },
    })
    .then(
      () => null,
      (error: Stripe.errors.StripeError) => error,
    );
  expect(refused).toMatchObject({
    statusCode: 400,
    code: 'insufficient_capabilities_for_transfer',
    param: 'transfer_data[destination]',
  });
  expect((await s.stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0);
});
