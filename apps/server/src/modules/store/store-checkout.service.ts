import { resolveSnapshotValues } from '@atrium/contracts/snapshots';
import type { TCheckout, TStoreTransaction, ZCreateOrder } from '@atrium/contracts/store';
import { and, asc, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { Payments } from '../../integrations/payments/payments';
import { AppError, conflict, notFound } from '../../platform/errors';
import { isUuid, nameUuid } from '../../platform/ids';
import type { Actor } from '../../platform/tenancy/actor';
import { fromStripeCurrency, idempotencyKey, recordMetadata, toStripeCurrency } from '../payments/idempotency';
import { agencyPaymentAccount } from '../payments/payment-accounts';
import { ensureCustomer } from '../payments/payment-customers';
import { stripeUnavailable } from '../payments/stripe-errors';
import { snapshotCustomFields } from '../snapshots/snapshots.tables';
import { serviceStores, storeOrders, storeProducts } from './store.tables';
import { isStoreOwner, requireBuyer, type StoreBuyer } from './store-access';
import { checkoutReads } from './store-checkout-reads';
import { applyPaymentIntent, readIntent, type StoreFulfilment } from './store-fulfilment';
import { insertCheckoutOrder } from './store-order-insert';
import { type OrderRelated, type OrderRow, orderById, orderJson, toOrderJson } from './store-order-json';
import { applicationFee, assertExpectedPrice, priceOf } from './store-pricing';
import { paymentsUnavailable } from './store-product-sync';

/**
 * Checkout of one-time products (decisions 029, 030): the order is priced from Atrium's records and named by its
 * location and the page's requestKey; its payment intent is made on the agency's connected account with Atrium's
 * fee and a key from that name, then the order is written with it. A double click, a retry or two processes make
 * one order and one intent. Paid comes only from Stripe.
 */

export const cannotTakePayments = () => conflict('This store cannot take payments yet');

/** A published product the buyer may buy: of a store of its own agency; the store open and able to take payments. */
export async function buyableProduct(db: Db, buyer: StoreBuyer, productId: string) {
  if (!isUuid(productId)) throw notFound('Product');
  const [found] = await db
    .select({ product: storeProducts, store: serviceStores })
    .from(storeProducts)
    .innerJoin(serviceStores, eq(serviceStores._id, storeProducts.storeId))
    .where(
      and(eq(storeProducts._id, productId), eq(storeProducts.agencyId, buyer.agencyId), eq(storeProducts.status, 'published')),
    );
  return assertBuyable({ ...found, account: found && (await agencyPaymentAccount(db, found.store.agencyId)) });
}

/** The rules of buyableProduct over rows already read: a 404 for no product, a 409 for a closed or unpaid store. */
function assertBuyable<P, S extends { open: boolean }, A extends { chargesEnabled: boolean; stripeAccountId: string }>(found: {
  product?: P | null;
  store?: S | null;
  account?: A | null;
}) {
  const { product, store, account } = found;
  if (!product || !store) throw notFound('Product');
  if (!store.open) throw conflict('This store is closed for now');
  if (!account?.chargesEnabled) throw cannotTakePayments();
  return { product, store, account };
}

/** What an order and a subscription both record of a purchase: who bought what, with which choices, on which account. */
export const purchaseColumns = (
  product: { _id: string; storeId: string; agencyId: string },
  buyer: StoreBuyer,
  requestKey: string,
  priced: { options: { name: string; choice: string }[]; currency: string },
  stripeAccountId: string,
) => ({
  storeId: product.storeId,
  agencyId: product.agencyId,
  locationId: buyer.locationId,
  buyerUserId: buyer.userId,
  productId: product._id,
  requestKey,
  options: priced.options,
  currency: priced.currency,
  stripeAccountId,
});

/** `get_publickey`: what the card form needs for this store (its agency's account), when it can take payments. */
export async function storePublicKey(opts: { db: Db; actor: Actor; payments: Payments | null; storeId: string }) {
  const { db, actor, storeId } = opts;
  if (!isUuid(storeId) || actor.kind !== 'user' || !actor.agencyId) throw notFound('Store');
  const [store] = await db
    .select()
    .from(serviceStores)
    .where(and(eq(serviceStores._id, storeId), eq(serviceStores.agencyId, actor.agencyId)));
  if (!store) throw notFound('Store');
  if (!opts.payments) throw paymentsUnavailable();
  const account = await agencyPaymentAccount(db, store.agencyId);
  if (!account?.chargesEnabled) throw cannotTakePayments();
  return {
    publishableKey: opts.payments.publishableKey,
    stripeAccount: account.stripeAccountId,
    cardFrameUrl: opts.payments.cardFrameUrl,
  };
}

/** A snapshot product's custom values for the buyer's location: a 400 naming each field that is missing or wrong. */
async function snapshotValuesFor(db: DbOrTx, snapshotId: string | null, given: Record<string, string>) {
  if (!snapshotId) return null;
  const fields = await db
    .select()
    .from(snapshotCustomFields)
    .where(eq(snapshotCustomFields.snapshotId, snapshotId))
    .orderBy(asc(snapshotCustomFields.position));
  const { values, problems } = resolveSnapshotValues(fields, given);
  const first = problems[0];
  if (first)
    throw new AppError(
      400,
      'validation_error',
      first.message,
      problems.map((p) => ({ path: ['snapshotValues', p.key], message: p.message })),
    );
  return values;
}

/** `create_order`: the order and its payment intent's secret; the same requestKey answers the same order. */
export async function createOrder(opts: {
  fx: StoreFulfilment | null;
  actor: Actor;
  feePercent: number;
  body: z.output<typeof ZCreateOrder>;
}): Promise<TCheckout> {
  const { body } = opts;
  const buyer = requireBuyer(opts.actor);
  if (!opts.fx) throw paymentsUnavailable();
  const fx = opts.fx;
  const { db } = fx;

  if (!isUuid(body.productId)) throw notFound('Product');
  const reads = await checkoutReads(db, buyer, body);
  if (!reads) throw notFound('Product');
  const earlier = reads.earlierId && (await orderById(db, reads.earlierId));
  if (earlier) return checkoutOf(fx, sameRequest(earlier, body.productId));

  const { product, account } = assertBuyable(reads);
  if (product.billing !== 'one_time') throw conflict('This product is a subscription: subscribe to it instead');
  const priced = priceOf(product, body.options);
  assertExpectedPrice(priced, body);
  const snapshotValues =
    product.kind === 'snapshot' ? await snapshotValuesFor(db, product.snapshotId, body.snapshotValues) : null;
  const order = {
    // Named by its location and requestKey: a double click's two requests name one order, so one intent key.
    _id: nameUuid(`store_order:${buyer.locationId}:${body.requestKey}`),
    ...purchaseColumns(product, buyer, body.requestKey, priced, account.stripeAccountId),
    productName: product.name,
    kind: product.kind,
    amountMinor: priced.amountMinor,
    feeMinor: applicationFee(priced.amountMinor, opts.feePercent),
    snapshotValues,
  };
  let intent: Stripe.PaymentIntent;
  try {
    intent = await createIntent(fx, order, reads.customerId);
  } catch (error) {
    return stripeUnavailable(error);
  }
  // Two requests with one requestKey race to this insert: the unique (location, requestKey) index lets one in.
  const inserted = await insertCheckoutOrder(db, { ...order, stripePaymentIntentId: intent.id });
  if (inserted) {
    // A new order has no thread and no load yet: its JSON needs no reads beyond the ones above.
    const related: OrderRelated = {
      location: { _id: buyer.locationId, name: reads.locationName },
      buyer: reads.buyerName === null ? null : { _id: buyer.userId, name: reads.buyerName },
      snapshotLoad: null,
      messageCount: 0,
    };
    return { order: toOrderJson(inserted, related, 'buyer'), clientSecret: intent.client_secret };
  }
  const [raced] = await db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.locationId, buyer.locationId), eq(storeOrders.requestKey, body.requestKey)));
  return checkoutOf(fx, sameRequest(raced!, body.productId));
}

/** A requestKey names one purchase: used again for another product, it is a mistake of the page. */
function sameRequest(order: OrderRow, productId: string) {
  if (order.productId !== productId) throw conflict('This purchase was already started for another product: reload the page');
  return order;
}

type IntentFields = Pick<
  OrderRow,
  '_id' | 'agencyId' | 'locationId' | 'stripeAccountId' | 'amountMinor' | 'currency' | 'feeMinor' | 'productName'
>;

/** The order's payment intent on the agency's account, keyed by the order's id: made once however often asked. */
async function createIntent(fx: StoreFulfilment, order: IntentFields, customerId: string | null) {
  const { db, payments } = fx;
  const customer =
    customerId ??
    (await ensureCustomer({
      db,
      payments,
      agencyId: order.agencyId,
      locationId: order.locationId,
      stripeAccountId: order.stripeAccountId,
    }));
  return payments.stripe.paymentIntents.create(
    {
      amount: order.amountMinor,
      currency: toStripeCurrency(order.currency),
      customer,
      application_fee_amount: order.feeMinor,
      description: order.productName,
      metadata: recordMetadata('store_order', order._id, { atrium_location_id: order.locationId }),
    },
    { stripeAccount: order.stripeAccountId, idempotencyKey: idempotencyKey('store_order', order._id, 'payment_intent') },
  );
}

/** An order made before: its payment as Stripe has it now, and the secret while it waits for one. */
async function checkoutOf(fx: StoreFulfilment, order: OrderRow): Promise<TCheckout> {
  const { db, payments } = fx;
  if (order.status !== 'pending_payment') return { order: await orderJson(db, order, 'buyer'), clientSecret: null };
  try {
    if (!order.stripePaymentIntentId) {
      // Orders from before intents came first (decision 030) may have none yet.
      const intent = await createIntent(fx, order, null);
      const [row] = await db
        .update(storeOrders)
        .set({ stripePaymentIntentId: intent.id, updatedAt: new Date() })
        .where(eq(storeOrders._id, order._id))
        .returning();
      return { order: await orderJson(db, row!, 'buyer'), clientSecret: intent.client_secret };
    }
    const intent = await readIntent(payments, order);
    const after = await applyPaymentIntent(fx, order, intent);
    return {
      order: await orderJson(db, after, 'buyer'),
      clientSecret: after.status === 'pending_payment' ? intent.client_secret : null,
    };
  } catch (error) {
    return stripeUnavailable(error);
  }
}

/** An order the actor may see: its location's people (their location's only), or its agency's team. */
export async function visibleOrder(db: DbOrTx, actor: Actor, id: string): Promise<{ order: OrderRow; side: 'seller' | 'buyer' }> {
  if (!isUuid(id) || actor.kind !== 'user') throw notFound('Order');
  const order = await orderById(db, id);
  if (!order || order.agencyId !== actor.agencyId) throw notFound('Order');
  if (isStoreOwner(actor)) return { order, side: 'seller' };
  if (actor.locationId && actor.locationId === order.locationId && (actor.role === 'location_admin' || actor.role === 'staff'))
    return { order, side: 'buyer' };
  throw notFound('Order');
}

/** Reads a pending order's payment back from Stripe and applies it (the card form said it succeeded, or a page asks). */
export async function readBack(fx: StoreFulfilment, order: OrderRow): Promise<OrderRow> {
  if (!order.stripePaymentIntentId) return order;
  try {
    return await applyPaymentIntent(fx, order, await readIntent(fx.payments, order));
  } catch (error) {
    return stripeUnavailable(error);
  }
}

/** `buy_service`: the buyer's word that the card form succeeded; only Stripe's answer to the read back counts. */
export async function buyService(opts: { fx: StoreFulfilment | null; actor: Actor; orderId: string }) {
  requireBuyer(opts.actor);
  if (!opts.fx) throw paymentsUnavailable();
  const { order } = await visibleOrder(opts.fx.db, opts.actor, opts.orderId);
  const after = order.status === 'pending_payment' ? await readBack(opts.fx, order) : order;
  return orderJson(opts.fx.db, after, 'buyer');
}

/** `get_transaction`: the order with its payment as Stripe has it (a pending one is applied on the way). */
export async function getTransaction(opts: {
  fx: StoreFulfilment | null;
  actor: Actor;
  orderId: string;
}): Promise<TStoreTransaction> {
  if (!opts.fx) throw paymentsUnavailable();
  const { db, payments } = opts.fx;
  const { order, side } = await visibleOrder(db, opts.actor, opts.orderId);
  let after = order;
  let payment: TStoreTransaction['payment'] = {
    status: order.status === 'pending_payment' ? 'requires_payment_method' : 'succeeded',
    amountMinor: order.amountMinor,
    currency: order.currency,
    cardBrand: null,
    cardLast4: null,
    receiptUrl: null,
  };
  try {
    if (order.stripePaymentIntentId) {
      const intent = await readIntent(payments, order);
      after = await applyPaymentIntent(opts.fx, order, intent);
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      payment = {
        status: intent.status,
        amountMinor: intent.amount,
        currency: fromStripeCurrency(intent.currency),
        cardBrand: charge?.payment_method_details?.card?.brand ?? null,
        cardLast4: charge?.payment_method_details?.card?.last4 ?? null,
        receiptUrl: charge?.receipt_url ?? null,
      };
    } else if (order.stripeInvoiceId) {
      const invoice = await payments.stripe.invoices.retrieve(
        order.stripeInvoiceId,
        {},
        { stripeAccount: order.stripeAccountId },
      );
      payment = {
        status: invoice.status === 'paid' ? 'succeeded' : (invoice.status ?? 'open'),
        amountMinor: invoice.amount_paid || invoice.amount_due,
        currency: fromStripeCurrency(invoice.currency),
        cardBrand: null,
        cardLast4: null,
        receiptUrl: invoice.hosted_invoice_url ?? null,
      };
    }
  } catch (error) {
    stripeUnavailable(error);
  }
  return { order: await orderJson(db, after, side), payment };
}
