import type { TStoreOrderMessage, ZStoreMessageCreate } from '@atrium/contracts/store';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { conflict, forbidden } from '../../platform/errors';
import type { Actor } from '../../platform/tenancy/actor';
import { storeOrderMessages } from './store.tables';
import { mailOrder, pushOrder, type StoreAnnouncer } from './store-announce';
import { visibleOrder } from './store-checkout.service';
import { messagesJson } from './store-message-json';
import { moveOrder } from './store-orders.service';

/** The order's thread, oldest first, for either side. */
export async function listMessages(opts: { db: DbOrTx; actor: Actor; orderId: string }): Promise<TStoreOrderMessage[]> {
  const { order } = await visibleOrder(opts.db, opts.actor, opts.orderId);
  const rows = await opts.db
    .select()
    .from(storeOrderMessages)
    .where(eq(storeOrderMessages.orderId, order._id))
    .orderBy(asc(storeOrderMessages.createdAt), asc(storeOrderMessages._id));
  return messagesJson(opts.db, rows);
}

/**
 * Writes in the thread. The agency's delivery (files attached, `delivery`) marks a paid order delivered; the other
 * side hears of the message by mail, and both sides' open pages get it live.
 */
export async function postMessage(opts: {
  fx: StoreAnnouncer;
  actor: Actor;
  orderId: string;
  body: z.output<typeof ZStoreMessageCreate>;
}): Promise<TStoreOrderMessage> {
  const { fx, body, actor } = opts;
  const { order, side } = await visibleOrder(fx.db, actor, opts.orderId);
  if (actor.kind !== 'user') throw forbidden();
  if (body.delivery && side !== 'seller') throw forbidden('Only the agency delivers an order');
  if (body.delivery && body.files.length === 0) throw conflict('Attach what you deliver');
  if (body.delivery && !['paid', 'in_progress', 'delivered'].includes(order.status))
    throw conflict(order.status === 'pending_payment' ? 'This order is not paid yet' : 'This order cannot be delivered');
  const [row] = await fx.db
    .insert(storeOrderMessages)
    .values({ orderId: order._id, authorUserId: actor.userId, side, body: body.body, files: body.files, delivery: body.delivery })
    .returning();
  const message = (await messagesJson(fx.db, [row!]))[0]!;
  const after = body.delivery ? await moveOrder(fx, order, 'delivered', actor.userId, true) : order;
  await pushOrder(fx, after, message);
  // A delivery has its own mail (moveOrder's); any other message tells the other side.
  if (!body.delivery)
    await mailOrder(fx, after, [{ kind: 'message', side: side === 'seller' ? 'buyer' : 'seller' }], {
      except: actor.userId,
      message: { author: message.author?.name ?? 'Someone', body: body.body },
    });
  return message;
}
