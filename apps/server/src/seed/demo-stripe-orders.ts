import { and, eq, inArray, isNull, like, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Payments } from '../integrations/payments/payments';
import { DEMO_SUMMIT_ACCOUNT_ID, DEMO_SUMMIT_CUSTOMERS } from '../integrations/payments/sandbox/demo-accounts';
import { idempotencyKey, recordMetadata, toStripeCurrency } from '../modules/payments/idempotency';
import { ensureCustomer } from '../modules/payments/payment-customers';
import { paymentCustomers, paymentInvoices } from '../modules/payments/payments.tables';
import { isStripeMissing } from '../modules/payments/stripe-errors';
import { storeOrders, storeProducts } from '../modules/store/store.tables';
import { syncStoreProduct } from '../modules/store/store-product-sync';
import { locations } from '../platform/tenancy/tenancy.tables';
import { DEMO_ORDER_KEY_PREFIX } from './demo-store';

/**
 * Summit's locations are already customers on its account in the Stripe sandbox (with its past payments there):
 * Atrium's customer rows point at them, so the seeded orders and the location's later purchases share that history.
 * A row already linked is left as it is.
 */
export async function linkDemoCustomers(db: Db, payments: Payments, agencyId: string): Promise<number> {
  const places = await db
    .select({ _id: locations._id, name: locations.name })
    .from(locations)
    .where(eq(locations.agencyId, agencyId));
  let linked = 0;
  for (const customer of Object.values(DEMO_SUMMIT_CUSTOMERS)) {
    const place = places.find((p) => p.name === customer.name);
    if (!place || !(await existsAtStripe(payments, customer.id))) continue;
    const rows = await db
      .insert(paymentCustomers)
      .values({ accountKey: DEMO_SUMMIT_ACCOUNT_ID, agencyId, locationId: place._id, stripeCustomerId: customer.id })
      .onConflictDoNothing()
      .returning({ _id: paymentCustomers._id });
    linked += rows.length;
  }
  return linked;
}

async function existsAtStripe(payments: Payments, customerId: string) {
  try {
    const found = await payments.stripe.customers.retrieve(customerId, {}, { stripeAccount: DEMO_SUMMIT_ACCOUNT_ID });
    return !found.deleted;
  } catch (error) {
    if (isStripeMissing(error)) return false;
    throw error;
  }
}

/** Summit's published products not yet on its Stripe account: synced as saving them in the store manager does. */
export async function syncDemoProducts(db: Db, payments: Payments, agencyId: string): Promise<number> {
  const products = await db
    .select()
    .from(storeProducts)
    .where(
      and(
        eq(storeProducts.agencyId, agencyId),
        eq(storeProducts.status, 'published'),
        or(isNull(storeProducts.stripePriceId), isNull(storeProducts.syncedAt)),
      ),
    );
  for (const product of products) await syncStoreProduct({ db, payments, product });
  return products.length;
}

/**
 * The seeded past orders, paid for real at the sandbox: a card payment intent on Summit's account for the order's
 * amount with Atrium's fee (keyed by the order, as checkout keys it), the refund of a refunded one (keyed as the
 * store's refund keys it), then the order linked to its intent and its receipt written, as fulfilment would have.
 * The order's own dates and state stay: the webhooks these payments send find an order already paid and change
 * nothing. An order already linked is skipped.
 */
export async function payDemoOrders(db: Db, payments: Payments, agencyId: string): Promise<number> {
  const { stripe } = payments;
  const orders = await db
    .select()
    .from(storeOrders)
    .where(
      and(
        eq(storeOrders.agencyId, agencyId),
        like(storeOrders.requestKey, `${DEMO_ORDER_KEY_PREFIX}%`),
        inArray(storeOrders.status, ['paid', 'in_progress', 'delivered', 'refunded']),
        isNull(storeOrders.stripePaymentIntentId),
        isNull(storeOrders.stripeInvoiceId),
      ),
    );
  for (const order of orders) {
    const on = { stripeAccount: order.stripeAccountId };
    const customer = await ensureCustomer({
      db,
      payments,
      agencyId,
      locationId: order.locationId,
      stripeAccountId: order.stripeAccountId,
    });
    const intent = await stripe.paymentIntents.create(
      {
        amount: order.amountMinor,
        currency: toStripeCurrency(order.currency),
        customer,
        application_fee_amount: order.feeMinor,
        description: order.productName,
        payment_method: 'pm_card_visa',
        confirm: true,
        metadata: recordMetadata('store_order', order._id, { atrium_location_id: order.locationId }),
      },
      { ...on, idempotencyKey: idempotencyKey('store_order', order._id, 'payment_intent') },
    );
    if (order.refundedMinor > 0)
      await stripe.refunds.create(
        { payment_intent: intent.id, amount: order.refundedMinor, refund_application_fee: true },
        { ...on, idempotencyKey: idempotencyKey('store_order', order._id, `refund:0:${order.refundedMinor}`) },
      );
    const charge = await stripe.charges.retrieve(intent.latest_charge as string, {}, on);
    // Dates stay the seed's: the order was paid (and last changed) back then.
    await db
      .update(storeOrders)
      .set({ stripePaymentIntentId: intent.id, updatedAt: order.updatedAt })
      .where(eq(storeOrders._id, order._id));
    await db
      .insert(paymentInvoices)
      .values({
        stripeInvoiceId: intent.id,
        stripeAccountId: order.stripeAccountId,
        recordKind: 'store_order',
        recordId: order._id,
        agencyId,
        locationId: order.locationId,
        number: `R-${order._id.slice(-8).toUpperCase()}`,
        status: order.status === 'refunded' ? 'refunded' : 'paid',
        description: order.productName,
        amountDueMinor: order.amountMinor,
        amountPaidMinor: order.amountMinor,
        currency: order.currency,
        hostedInvoiceUrl: charge.receipt_url,
        issuedAt: order.paidAt ?? order.createdAt,
      })
      .onConflictDoNothing();
  }
  return orders.length;
}
