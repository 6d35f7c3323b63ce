import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStripeSandbox, type TestStripeSandbox } from '../test-sandbox';

let s: TestStripeSandbox;
let agency: string;
beforeAll(async () => {
  s = await createTestStripeSandbox();
  agency = (await s.stripe.accounts.create({ type: 'standard' })).id;
});
afterAll(async () => {
  await s?.close();
});

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as Stripe.errors.StripeError;
  }
  throw new Error('expected the call to fail');
};

describe('products and prices', () => {
  it("makes a connected account's product and prices, changes what Stripe lets change, and lists them", async () => {
    const on = { stripeAccount: agency };
    const product = await s.stripe.products.create({ name: 'Logo design', metadata: { atrium_id: 'p1' } }, on);
    expect(product).toMatchObject({ object: 'product', active: true, name: 'Logo design', metadata: { atrium_id: 'p1' } });
    const once = await s.stripe.prices.create({ product: product.id, unit_amount: 9700, currency: 'USD' }, on);
    expect(once).toMatchObject({ type: 'one_time', currency: 'usd', unit_amount: 9700, recurring: null });
    const monthly = await s.stripe.prices.create(
      { product: product.id, unit_amount: 4900, currency: 'usd', recurring: { interval: 'month' } },
      on,
    );
    expect(monthly).toMatchObject({ type: 'recurring', recurring: { interval: 'month', interval_count: 1 } });

    const renamed = await s.stripe.products.update(product.id, { name: 'Logo pack', default_price: monthly.id }, on);
    expect(renamed).toMatchObject({ name: 'Logo pack', default_price: monthly.id });
    expect((await s.stripe.prices.update(once.id, { active: false }, on)).active).toBe(false);
    const active = await s.stripe.prices.list({ product: product.id, active: true }, on);
    expect(active.data.map((p) => p.id)).toEqual([monthly.id]);

    // Another account's product is Stripe's resource_missing, and a price needs a product.
    expect((await failure(s.stripe.products.retrieve(product.id))).code).toBe('resource_missing');
    expect((await failure(s.stripe.prices.create({ unit_amount: 1, currency: 'usd' } as never, on))).param).toBe('product');
  });
});
