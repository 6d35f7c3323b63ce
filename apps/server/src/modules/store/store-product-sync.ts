import type { TStripeProductSync } from '@atrium/contracts/payments';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import type { Payments } from '../../integrations/payments/payments';
import { AppError, conflict } from '../../platform/errors';
import { idempotencyKey, toStripeCurrency } from '../payments/idempotency';
import { agencyPaymentAccount } from '../payments/payment-accounts';
import { storeProducts } from './store.tables';
import type { ProductRow } from './store-product-json';

export const paymentsUnavailable = () => new AppError(503, 'unavailable', 'Payments are not set up on this server');

/** Stripe's product text is plain: the description's HTML without its tags. */
const plainText = (html: string | null) =>
  html
    ?.replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim()
    .slice(0, 5_000) || undefined;

const isMissing = (error: unknown) => (error as { code?: string } | null)?.code === 'resource_missing';

/** Whether the Stripe price is the product's price now (prices never change at Stripe: a new amount is a new price). */
const priceMatches = (price: Stripe.Price, product: ProductRow) =>
  price.active &&
  price.unit_amount === product.priceMinor &&
  price.currency === toStripeCurrency(product.currency) &&
  (price.recurring?.interval ?? 'one_time') === product.billing;

/**
 * `POST /agency/stripe/update/{id}`, and what saving a published product runs: the product and its current price on
 * the agency's connected account, created or brought in step. Creates carry idempotency keys from the product and
 * what they make (decision 029); a product made on an account the agency has since replaced is made again.
 */
export async function syncStoreProduct(opts: {
  db: Db;
  payments: Payments | null;
  product: ProductRow;
}): Promise<TStripeProductSync> {
  const { db, product } = opts;
  if (!opts.payments) throw paymentsUnavailable();
  const { stripe } = opts.payments;
  const account = await agencyPaymentAccount(db, product.agencyId);
  if (!account) throw conflict('Connect Stripe first: the store’s products are kept on the agency’s Stripe account');
  const stripeAccount = account.stripeAccountId;
  const on = { stripeAccount };
  const active = product.status === 'published';
  const fields = { name: product.name, description: plainText(product.description) ?? '', active };

  let stripeProduct: Stripe.Product | null = null;
  if (product.stripeProductId) {
    try {
      stripeProduct = await stripe.products.update(product.stripeProductId, fields, on);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  stripeProduct ??= await stripe.products.create(
    {
      name: product.name,
      ...(fields.description && { description: fields.description }),
      active,
      metadata: { atrium_store_product_id: product._id },
    },
    { ...on, idempotencyKey: idempotencyKey('store_product', product._id, `product:${stripeAccount}`) },
  );

  let price: Stripe.Price | null = null;
  if (product.stripePriceId && stripeProduct.id === product.stripeProductId) {
    try {
      const current = await stripe.prices.retrieve(product.stripePriceId, {}, on);
      if (priceMatches(current, product)) price = current;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  if (!price) {
    const shape = `${product.priceMinor}:${product.currency}:${product.billing}`;
    price = await stripe.prices.create(
      {
        product: stripeProduct.id,
        unit_amount: product.priceMinor,
        currency: toStripeCurrency(product.currency),
        ...(product.billing !== 'one_time' && { recurring: { interval: product.billing } }),
        metadata: { atrium_store_product_id: product._id },
      },
      { ...on, idempotencyKey: idempotencyKey('store_product', product._id, `price:${stripeProduct.id}:${shape}`) },
    );
    // The old price stops being offered; what was bought with it keeps it.
    if (product.stripePriceId && product.stripePriceId !== price.id && stripeProduct.id === product.stripeProductId)
      await stripe.prices.update(product.stripePriceId, { active: false }, on).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
  }
  const syncedAt = new Date();
  await db
    .update(storeProducts)
    .set({ stripeProductId: stripeProduct.id, stripePriceId: price.id, syncedAt })
    .where(eq(storeProducts._id, product._id));
  return { stripeProductId: stripeProduct.id, stripePriceId: price.id, syncedAt: syncedAt.toISOString() };
}
