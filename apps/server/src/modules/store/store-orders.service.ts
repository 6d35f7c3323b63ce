import type { TStoreOrder, ZStoreMyOrderQuery, ZStoreOrderQuery, ZStoreRefund } from '@atrium/contracts/store';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { timeKeyset } from '../../platform/pagination/time-keyset';
import { likePattern } from '../../platform/sql';
import type { Actor } from '../../platform/tenancy/actor';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { idempotencyKey } from '../payments/idempotency';
import { isStripeRefusal, stripeUnavailable } from '../payments/stripe-errors';
import { storeOrders } from './store.tables';
import { requireBuyer, requireStoreOwner } from './store-access';
import { mailOrder, pushOrder } from './store-announce';
import { visibleOrder } from './store-checkout.service';
import { applyCharge, readIntent, type StoreFulfilment } from './store-fulfilment';
import { addSystemMessage } from './store-message-json';
import { type OrderRow, orderJson, ordersJson } from './store-order-json';
import { formatMoney } from './store-pricing';
import { paymentsUnavailable } from './store-product-sync';

const keyset = timeKeyset(storeOrders.createdAt, storeOrders._id);

async function pageOf(db: DbOrTx, where: SQL | undefined, query: { limit: number; cursor?: string }, side: 'seller' | 'buyer') {
  const rows = await db
    .select({ row: storeOrders, key: keyset.keyColumn, _id: storeOrders._id })
    .from(storeOrders)
    .innerJoin(locations, eq(locations._id, storeOrders.locationId))
    .where(and(where, keyset.after(query.cursor)))
    .orderBy(...keyset.orderBy)
    .limit(query.limit + 1);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(storeOrders)
    .innerJoin(locations, eq(locations._id, storeOrders.locationId))
    .where(where);
  return {
    data: await ordersJson(
      db,
      rows.slice(0, query.limit).map((r) => r.row),
      side,
    ),
    meta: { total, nextCursor: keyset.next(rows, query.limit) },
  };
}

/** The agency's orders, by store, status, location and search (product or location name), newest first. */
export async function listOrders(opts: { db: DbOrTx; actor: Actor; query: z.output<typeof ZStoreOrderQuery> }) {
  const { query } = opts;
  const owner = requireStoreOwner(opts.actor);
  const q = query.q ? likePattern(query.q) : null;
  const where = and(
    eq(storeOrders.agencyId, owner.agencyId),
    query.store_id ? eq(storeOrders.storeId, query.store_id) : undefined,
    query.status ? eq(storeOrders.status, query.status) : undefined,
    query.location_id ? eq(storeOrders.locationId, query.location_id) : undefined,
    q ? or(ilike(storeOrders.productName, q), ilike(locations.name, q)) : undefined,
  );
  return pageOf(opts.db, where, query, 'seller');
}

/** The location's own orders, newest first. */
export async function listMyOrders(opts: { db: DbOrTx; actor: Actor; query: z.output<typeof ZStoreMyOrderQuery> }) {
  const buyer = requireBuyer(opts.actor);
  const where = and(
    eq(storeOrders.locationId, buyer.locationId),
    opts.query.status ? eq(storeOrders.status, opts.query.status) : undefined,
  );
  return pageOf(opts.db, where, opts.query, 'buyer');
}

/** One order for the side asking: the agency (`seller`) or the location (`buyer`); anyone else's is a 404. */
export async function getOrder(opts: { db: DbOrTx; actor: Actor; id: string; side: 'seller' | 'buyer' }): Promise<TStoreOrder> {
  const { order, side } = await visibleOrder(opts.db, opts.actor, opts.id);
  if (side !== opts.side) throw notFound('Order');
  return orderJson(opts.db, order, side);
}

async function sellersOrder(db: DbOrTx, actor: Actor, id: string) {
  requireStoreOwner(actor);
  const { order, side } = await visibleOrder(db, actor, id);
  if (side !== 'seller') throw notFound('Order');
  return order;
}

const NEXT: Record<string, readonly string[]> = { in_progress: ['paid'], delivered: ['paid', 'in_progress'] };

/** Moves a paid order on: paid to in progress, either to delivered. The thread records it; the buyer hears of a delivery. */
export async function changeOrderStatus(opts: {
  fx: Omit<StoreFulfilment, 'payments' | 'jobs'>;
  actor: Actor;
  id: string;
  status: 'in_progress' | 'delivered';
}): Promise<TStoreOrder> {
  const { fx, status } = opts;
  const order = await sellersOrder(fx.db, opts.actor, opts.id);
  if (order.status === status) return orderJson(fx.db, order, 'seller');
  if (!NEXT[status]!.includes(order.status))
    throw conflict(
      order.status === 'pending_payment'
        ? 'This order is not paid yet'
        : `A ${order.status.replace('_', ' ')} order cannot become ${status.replace('_', ' ')}`,
    );
  const moved = await moveOrder(fx, order, status, opts.actor.kind === 'user' ? opts.actor.userId : null);
  return orderJson(fx.db, moved, 'seller');
}

/** The one conditional move (a second click finds it done) with its system line in the thread and its mail. */
export async function moveOrder(
  fx: Omit<StoreFulfilment, 'payments' | 'jobs'>,
  order: OrderRow,
  status: 'in_progress' | 'delivered',
  by: string | null,
  quiet = false,
): Promise<OrderRow> {
  const [row] = await fx.db
    .update(storeOrders)
    .set({ status, ...(status === 'delivered' && { deliveredAt: new Date() }), updatedAt: new Date() })
    .where(and(eq(storeOrders._id, order._id), or(...NEXT[status]!.map((s) => eq(storeOrders.status, s as 'paid')))))
    .returning();
  if (!row) {
    const [now] = await fx.db.select().from(storeOrders).where(eq(storeOrders._id, order._id));
    return now!;
  }
  if (!quiet) {
    await addSystemMessage(fx, row, status === 'delivered' ? 'Marked as delivered' : 'Work started', by);
  }
  if (status === 'delivered') await mailOrder(fx, row, [{ kind: 'delivered', side: 'buyer' }]);
  await pushOrder(fx, row);
  return row;
}

/**
 * Refunds an order in full or in part at Stripe, with Atrium's fee in proportion (`refund_application_fee`). The
 * key names the amount already refunded and this one, so a double click is one refund; the order changes on Stripe's
 * word, read back at once (and again on `charge.refunded`).
 */
export async function refundOrder(opts: {
  fx: StoreFulfilment | null;
  actor: Actor;
  id: string;
  body: z.output<typeof ZStoreRefund>;
}): Promise<TStoreOrder> {
  if (!opts.fx) throw paymentsUnavailable();
  const { fx } = opts;
  const order = await sellersOrder(fx.db, opts.actor, opts.id);
  if (!['paid', 'in_progress', 'delivered'].includes(order.status) || !order.paidAt)
    throw conflict(order.status === 'refunded' ? 'This order is already refunded' : 'Only a paid order can be refunded');
  const left = order.amountMinor - order.refundedMinor;
  const amount = opts.body.amountMinor ?? left;
  if (amount > left)
    throw badRequest(`At most ${formatMoney(left, order.currency)} can be refunded`, [
      { path: ['amountMinor'], message: `At most ${formatMoney(left, order.currency)}` },
    ]);
  if (!order.stripePaymentIntentId)
    throw conflict(
      order.stripeInvoiceId
        ? 'A subscription period is refunded from its invoice at Stripe'
        : 'This order was not paid through Stripe: refund it where it was paid',
    );
  try {
    await fx.payments.stripe.refunds.create(
      {
        payment_intent: order.stripePaymentIntentId,
        amount,
        refund_application_fee: true,
        metadata: { atrium_kind: 'store_order', atrium_id: order._id, ...(opts.body.reason && { reason: opts.body.reason }) },
      },
      {
        stripeAccount: order.stripeAccountId,
        idempotencyKey: idempotencyKey('store_order', order._id, `refund:${order.refundedMinor}:${amount}`),
      },
    );
    const intent = await readIntent(fx.payments, order);
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const after = charge ? await applyCharge(fx, order, charge) : order;
    if (after !== order)
      await addSystemMessage(
        fx,
        after,
        `Refunded ${formatMoney(amount, order.currency)}`,
        opts.actor.kind === 'user' ? opts.actor.userId : null,
      );
    return orderJson(fx.db, after, 'seller');
  } catch (error) {
    if (isStripeRefusal(error)) throw conflict(`Stripe refused the refund: ${(error as Error).message}`);
    return stripeUnavailable(error);
  }
}
