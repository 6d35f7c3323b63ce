import type {
  TSubscriptionChangePreview,
  TSubscriptionCheckout,
  ZCancelSubscription,
  ZChangeSubscription,
  ZCreateSetupIntent,
  ZCreateSubscription,
  ZStoreSubscriptionQuery,
} from '@atrium/contracts/store';
import { and, eq, type SQL } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { timeKeyset } from '../../platform/pagination/time-keyset';
import type { Actor } from '../../platform/tenancy/actor';
import { idempotencyKey, recordMetadata, toStripeCurrency } from '../payments/idempotency';
import { agencyPaymentAccount } from '../payments/payment-accounts';
import { ensureCustomer } from '../payments/payment-customers';
import { isStripeMissing, isStripeRefusal, stripeUnavailable } from '../payments/stripe-errors';
import { serviceStores, storeSubscriptions } from './store.tables';
import { isStoreBuyer, isStoreOwner, requireBuyer, requireStoreOwner } from './store-access';
import { buyableProduct, cannotTakePayments, purchaseColumns } from './store-checkout.service';
import type { StoreFulfilment } from './store-fulfilment';
import { assertExpectedPrice, priceOf } from './store-pricing';
import { paymentsUnavailable, syncStoreProduct } from './store-product-sync';
import {
  applyInvoice,
  applySubscription,
  refreshSubscription,
  subscriptionJson,
  subscriptionsJson,
} from './store-subscription-sync';

/**
 * Recurring store products (decision 029): a card saved with a SetupIntent on the agency's account, then a
 * subscription with Atrium's `application_fee_percent`, written first and created at Stripe with a key from the row.
 * Its state, and an order per paid invoice, come from Stripe (here on the way back, and from webhooks).
 */

const keyset = timeKeyset(storeSubscriptions.createdAt, storeSubscriptions._id);

/** `create_setup_intent`: a card to save for the location's customer on the store's account. */
export async function createSetupIntent(opts: {
  fx: StoreFulfilment | null;
  actor: Actor;
  body: z.output<typeof ZCreateSetupIntent>;
}) {
  const buyer = requireBuyer(opts.actor);
  if (!opts.fx) throw paymentsUnavailable();
  const { db, payments } = opts.fx;
  if (!isUuid(opts.body.storeId)) throw notFound('Store');
  const [store] = await db
    .select()
    .from(serviceStores)
    .where(and(eq(serviceStores._id, opts.body.storeId), eq(serviceStores.agencyId, buyer.agencyId)));
  if (!store) throw notFound('Store');
  if (!store.open) throw conflict('This store is closed for now');
  const account = await agencyPaymentAccount(db, store.agencyId);
  if (!account?.chargesEnabled) throw cannotTakePayments();
  try {
    const customer = await ensureCustomer({
      db,
      payments,
      agencyId: store.agencyId,
      locationId: buyer.locationId,
      stripeAccountId: account.stripeAccountId,
    });
    const intent = await payments.stripe.setupIntents.create(
      {
        customer,
        usage: 'off_session',
        metadata: { atrium_location_id: buyer.locationId, atrium_store_id: store._id },
      },
      {
        stripeAccount: account.stripeAccountId,
        // The browser's key for this Subscribe (unique per buyer): a retry gets the same intent.
        idempotencyKey: idempotencyKey('store_subscription', opts.body.requestKey, `setup_intent:${buyer.locationId}`),
      },
    );
    return { setupIntentId: intent.id, clientSecret: intent.client_secret! };
  } catch (error) {
    return stripeUnavailable(error);
  }
}

/** The payment method a confirmed SetupIntent of this customer saved; a 409 until the card form confirmed it. */
async function savedPaymentMethod(fx: StoreFulfilment, setupIntentId: string, customer: string, stripeAccount: string) {
  let intent: Stripe.SetupIntent;
  try {
    intent = await fx.payments.stripe.setupIntents.retrieve(setupIntentId, {}, { stripeAccount });
  } catch (error) {
    if (isStripeMissing(error)) throw notFound('Setup intent');
    return stripeUnavailable(error);
  }
  const owner = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  if (owner !== customer) throw notFound('Setup intent');
  const method = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  if (intent.status !== 'succeeded' || !method)
    throw conflict(intent.last_setup_error?.message ?? 'Save the card first: the card form has not finished');
  return method;
}

/** A Stripe price for this subscription's amount: the product's own when no option adds to it, else one of its own. */
async function priceFor(
  fx: StoreFulfilment,
  product: Parameters<typeof syncStoreProduct>[0]['product'],
  stripeAccount: string,
  amountMinor: number,
  key: string,
) {
  const synced = await syncStoreProduct({ db: fx.db, payments: fx.payments, product });
  if (amountMinor === product.priceMinor) return synced.stripePriceId;
  const price = await fx.payments.stripe.prices.create(
    {
      product: synced.stripeProductId,
      unit_amount: amountMinor,
      currency: toStripeCurrency(product.currency),
      recurring: { interval: product.billing === 'year' ? 'year' : 'month' },
      metadata: { atrium_store_product_id: product._id },
    },
    { stripeAccount, idempotencyKey: key },
  );
  return price.id;
}

/** The first invoice's secret when it waits for the buyer (3-D Secure), else null. */
function confirmationSecret(sub: Stripe.Subscription): string | null {
  const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
  if (invoice?.status !== 'open' || sub.status !== 'incomplete') return null;
  return invoice.confirmation_secret?.client_secret ?? null;
}

/** `create_subscription`: the same requestKey answers the same subscription (and its secret while it waits). */
export async function createSubscription(opts: {
  fx: StoreFulfilment | null;
  actor: Actor;
  feePercent: number;
  body: z.output<typeof ZCreateSubscription>;
}): Promise<TSubscriptionCheckout> {
  const buyer = requireBuyer(opts.actor);
  if (!opts.fx) throw paymentsUnavailable();
  const { fx, body } = opts;
  const { db } = fx;
  const byKey = and(eq(storeSubscriptions.locationId, buyer.locationId), eq(storeSubscriptions.requestKey, body.requestKey));
  const [earlier] = await db.select().from(storeSubscriptions).where(byKey);
  if (earlier && earlier.productId !== body.productId)
    throw conflict('This purchase was already started for another product: reload the page');

  const { product, account } = await buyableProduct(db, buyer, body.productId);
  if (product.billing === 'one_time') throw conflict('This product is bought once: buy it instead');
  const priced = priceOf(product, body.options);
  if (!earlier) assertExpectedPrice(priced, body);

  try {
    const customer = await ensureCustomer({
      db,
      payments: fx.payments,
      agencyId: product.agencyId,
      locationId: buyer.locationId,
      stripeAccountId: account.stripeAccountId,
    });
    const paymentMethod = await savedPaymentMethod(fx, body.setupIntentId, customer, account.stripeAccountId);
    const [inserted] = earlier
      ? [earlier]
      : await db
          .insert(storeSubscriptions)
          .values({
            ...purchaseColumns(product, buyer, body.requestKey, priced, account.stripeAccountId),
            unitMinor: priced.amountMinor,
            interval: product.billing,
          })
          .onConflictDoNothing()
          .returning();
    const row = inserted ?? (await db.select().from(storeSubscriptions).where(byKey))[0]!;
    if (row.stripeSubscriptionId) {
      const { row: after, sub } = await refreshSubscription(fx, row);
      return { subscription: await subscriptionJson(db, after), clientSecret: sub ? confirmationSecret(sub) : null };
    }
    const price = await priceFor(
      fx,
      product,
      row.stripeAccountId,
      row.unitMinor,
      idempotencyKey('store_subscription', row._id, 'price'),
    );
    const sub = await fx.payments.stripe.subscriptions.create(
      {
        customer,
        items: [{ price }],
        default_payment_method: paymentMethod,
        application_fee_percent: opts.feePercent,
        // The first invoice is charged now; one that needs 3-D Secure leaves the subscription incomplete with its secret.
        payment_behavior: 'allow_incomplete',
        expand: ['latest_invoice.confirmation_secret'],
        metadata: recordMetadata('store_subscription', row._id, { atrium_location_id: row.locationId }),
      },
      { stripeAccount: row.stripeAccountId, idempotencyKey: idempotencyKey('store_subscription', row._id, 'create') },
    );
    const [linked] = await db
      .update(storeSubscriptions)
      .set({ stripeSubscriptionId: sub.id, stripePriceId: price, updatedAt: new Date() })
      .where(eq(storeSubscriptions._id, row._id))
      .returning();
    const after = await applySubscription(fx, linked!, sub);
    if (typeof sub.latest_invoice === 'object' && sub.latest_invoice)
      await applyInvoice(fx, after, sub.latest_invoice, sub.application_fee_percent);
    const [now] = await db.select().from(storeSubscriptions).where(eq(storeSubscriptions._id, row._id));
    return { subscription: await subscriptionJson(db, now ?? after), clientSecret: confirmationSecret(sub) };
  } catch (error) {
    if (isStripeRefusal(error)) throw conflict((error as Error).message);
    return stripeUnavailable(error);
  }
}

/** A subscription the actor may see: its location's people, or its agency's team; anyone else gets a 404. */
async function visibleSubscription(db: DbOrTx, actor: Actor, id: string, side?: 'seller' | 'buyer') {
  if (!isUuid(id) || actor.kind !== 'user' || !actor.agencyId) throw notFound('Subscription');
  const [row] = await db
    .select()
    .from(storeSubscriptions)
    .where(and(eq(storeSubscriptions._id, id), eq(storeSubscriptions.agencyId, actor.agencyId)));
  if (!row) throw notFound('Subscription');
  const seller = side !== 'buyer' && isStoreOwner(actor);
  const buyer = side !== 'seller' && isStoreBuyer(actor) && actor.locationId === row.locationId;
  if (!seller && !buyer) throw notFound('Subscription');
  return row;
}

async function pageOf(db: DbOrTx, where: SQL | undefined, query: { limit: number; cursor?: string }) {
  const rows = await db
    .select({ row: storeSubscriptions, key: keyset.keyColumn, _id: storeSubscriptions._id })
    .from(storeSubscriptions)
    .where(and(where, keyset.after(query.cursor)))
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1);
  return {
    data: await subscriptionsJson(
      db,
      rows.slice(0, query.limit).map((r) => r.row),
    ),
    meta: { total: await db.$count(storeSubscriptions, where), nextCursor: keyset.next(rows, query.limit) },
  };
}

export function listSubscriptions(opts: { db: DbOrTx; actor: Actor; query: z.output<typeof ZStoreSubscriptionQuery> }) {
  const owner = requireStoreOwner(opts.actor);
  const { query } = opts;
  return pageOf(
    opts.db,
    and(
      eq(storeSubscriptions.agencyId, owner.agencyId),
      query.store_id ? eq(storeSubscriptions.storeId, query.store_id) : undefined,
      query.status ? eq(storeSubscriptions.status, query.status) : undefined,
      query.location_id ? eq(storeSubscriptions.locationId, query.location_id) : undefined,
    ),
    query,
  );
}

export function listMySubscriptions(opts: { db: DbOrTx; actor: Actor; query: z.output<typeof ZStoreSubscriptionQuery> }) {
  const buyer = requireBuyer(opts.actor);
  return pageOf(
    opts.db,
    and(
      eq(storeSubscriptions.locationId, buyer.locationId),
      opts.query.status ? eq(storeSubscriptions.status, opts.query.status) : undefined,
    ),
    opts.query,
  );
}

/** One subscription for one side; one still waiting for its first payment is read back from Stripe on the way. */
export async function getSubscription(opts: {
  fx: StoreFulfilment | null;
  db: Db;
  actor: Actor;
  id: string;
  side: 'seller' | 'buyer';
}) {
  const row = await visibleSubscription(opts.db, opts.actor, opts.id, opts.side);
  if (opts.fx && row.status === 'incomplete' && row.stripeSubscriptionId) {
    try {
      return subscriptionJson(opts.db, (await refreshSubscription(opts.fx, row)).row);
    } catch (error) {
      return stripeUnavailable(error);
    }
  }
  return subscriptionJson(opts.db, row);
}

/** Cancels at the period's end (the buyer keeps what it paid for) or at once; either side may. */
export async function cancelSubscription(opts: {
  fx: StoreFulfilment | null;
  actor: Actor;
  body: z.output<typeof ZCancelSubscription>;
}) {
  if (!opts.fx) throw paymentsUnavailable();
  const { fx, body } = opts;
  const row = await visibleSubscription(fx.db, opts.actor, body.subscriptionId);
  if (row.status === 'canceled' || row.status === 'incomplete_expired') throw conflict('This subscription has already ended');
  if (!row.stripeSubscriptionId) throw conflict('This subscription has not started');
  const on = { stripeAccount: row.stripeAccountId };
  try {
    const sub =
      body.when === 'now'
        ? await fx.payments.stripe.subscriptions.cancel(row.stripeSubscriptionId, {}, on)
        : await fx.payments.stripe.subscriptions.update(row.stripeSubscriptionId, { cancel_at_period_end: true }, on);
    return subscriptionJson(fx.db, await applySubscription(fx, row, sub));
  } catch (error) {
    if (isStripeRefusal(error)) throw conflict((error as Error).message);
    return stripeUnavailable(error);
  }
}

/** What a change needs: the buyer's live subscription, the new product of the same store and its price. */
async function changeTarget(fx: StoreFulfilment, actor: Actor, body: z.output<typeof ZChangeSubscription>) {
  const buyer = requireBuyer(actor);
  const row = await visibleSubscription(fx.db, actor, body.subscriptionId, 'buyer');
  if (!['active', 'trialing', 'past_due'].includes(row.status) || !row.stripeSubscriptionId)
    throw conflict('Only a running subscription can change');
  const { product } = await buyableProduct(fx.db, buyer, body.productId);
  if (product.storeId !== row.storeId || product.billing === 'one_time')
    throw conflict('Choose another subscription of the same store');
  const priced = priceOf(product, body.options);
  assertExpectedPrice(priced, body);
  const sub = await fx.payments.stripe.subscriptions.retrieve(
    row.stripeSubscriptionId,
    {},
    { stripeAccount: row.stripeAccountId },
  );
  const item = sub.items.data[0];
  if (!item) throw conflict('This subscription has no item to change');
  const shape = `${product._id}:${priced.amountMinor}:${priced.currency}:${product.billing}`;
  const price = await priceFor(
    fx,
    product,
    row.stripeAccountId,
    priced.amountMinor,
    idempotencyKey('store_subscription', row._id, `price:${shape}`),
  );
  return { row, product, priced, sub, item, price };
}

/** What the change costs now: the prorations of Stripe's preview of the next invoice. */
export async function previewSubscriptionChange(opts: {
  fx: StoreFulfilment | null;
  actor: Actor;
  body: z.output<typeof ZChangeSubscription>;
}): Promise<TSubscriptionChangePreview> {
  if (!opts.fx) throw paymentsUnavailable();
  try {
    const { row, priced, sub, item, price } = await changeTarget(opts.fx, opts.actor, opts.body);
    const preview = await opts.fx.payments.stripe.invoices.createPreview(
      {
        customer: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
        subscription: sub.id,
        subscription_details: { items: [{ id: item.id, price }], proration_behavior: 'create_prorations' },
      },
      { stripeAccount: row.stripeAccountId },
    );
    const prorations = preview.lines.data.filter(
      (l) => l.parent?.subscription_item_details?.proration || l.parent?.invoice_item_details?.proration,
    );
    return {
      prorationMinor: prorations.reduce((sum, l) => sum + l.amount, 0),
      currency: priced.currency,
      nextAmountMinor: priced.amountMinor,
      nextPaymentAt: preview.next_payment_attempt ? new Date(preview.next_payment_attempt * 1000).toISOString() : null,
    };
  } catch (error) {
    if (isStripeRefusal(error)) throw conflict((error as Error).message);
    return stripeUnavailable(error);
  }
}

/** Moves the subscription to another recurring product of the store; Stripe prorates the rest of the period. */
export async function changeSubscription(opts: {
  fx: StoreFulfilment | null;
  actor: Actor;
  body: z.output<typeof ZChangeSubscription>;
}) {
  if (!opts.fx) throw paymentsUnavailable();
  const { fx } = opts;
  try {
    const { row, product, priced, item, price } = await changeTarget(fx, opts.actor, opts.body);
    const sub = await fx.payments.stripe.subscriptions.update(
      row.stripeSubscriptionId!,
      { items: [{ id: item.id, price }], proration_behavior: 'create_prorations' },
      { stripeAccount: row.stripeAccountId, idempotencyKey: idempotencyKey('store_subscription', row._id, `change:${price}`) },
    );
    const [moved] = await fx.db
      .update(storeSubscriptions)
      .set({
        productId: product._id,
        options: priced.options,
        unitMinor: priced.amountMinor,
        interval: product.billing,
        stripePriceId: price,
        updatedAt: new Date(),
      })
      .where(eq(storeSubscriptions._id, row._id))
      .returning();
    return subscriptionJson(fx.db, await applySubscription(fx, moved!, sub));
  } catch (error) {
    if (isStripeRefusal(error)) throw conflict((error as Error).message);
    return stripeUnavailable(error);
  }
}
