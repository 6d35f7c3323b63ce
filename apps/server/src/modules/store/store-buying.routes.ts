import { storeEndpoints as api } from '@atrium/contracts/store';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { buyService, createOrder, getTransaction, storePublicKey } from './store-checkout.service';
import { listMessages, postMessage } from './store-messages.service';
import { changeOrderStatus, getOrder, listMyOrders, listOrders, refundOrder } from './store-orders.service';
import type { StoreRouteDeps } from './store-route-deps';
import {
  cancelSubscription,
  changeSubscription,
  createSetupIntent,
  createSubscription,
  getSubscription,
  listMySubscriptions,
  listSubscriptions,
  previewSubscriptionChange,
} from './store-subscriptions.service';

/** Buying from the store and what follows: checkout, subscriptions, orders, refunds and the order's thread. */
export async function storeBuyingRoutes(app: FastifyInstance, deps: StoreRouteDeps) {
  const { announcer: fx, feePercent } = deps;

  route(app, api.publicKey, ({ db, actor, query }) =>
    storePublicKey({ db, actor, payments: deps.payments(), storeId: query.store_id }),
  );
  route(app, api.createOrder, ({ actor, body }) => createOrder({ fx: deps.fulfilment(), actor, feePercent, body }));
  route(app, api.buyService, ({ actor, body }) => buyService({ fx: deps.fulfilment(), actor, orderId: body.orderId }));
  route(app, api.transaction, ({ actor, query }) => getTransaction({ fx: deps.fulfilment(), actor, orderId: query.order_id }));

  route(app, api.createSetupIntent, ({ actor, body }) => createSetupIntent({ fx: deps.fulfilment(), actor, body }));
  route(app, api.createSubscription, ({ actor, body }) => createSubscription({ fx: deps.fulfilment(), actor, feePercent, body }));
  route(app, api.cancelSubscription, ({ actor, body }) => cancelSubscription({ fx: deps.fulfilment(), actor, body }));
  route(app, api.previewSubscriptionChange, ({ actor, body }) =>
    previewSubscriptionChange({ fx: deps.fulfilment(), actor, body }),
  );
  route(app, api.changeSubscription, ({ actor, body }) => changeSubscription({ fx: deps.fulfilment(), actor, body }));
  route(app, api.mySubscriptions, ({ db, actor, query }) => listMySubscriptions({ db, actor, query }));
  route(app, api.mySubscription, ({ db, actor, params }) =>
    getSubscription({ fx: deps.fulfilment(), db, actor, id: params.id, side: 'buyer' }),
  );
  route(app, api.subscriptions, ({ db, actor, query }) => listSubscriptions({ db, actor, query }));
  route(app, api.subscription, ({ db, actor, params }) =>
    getSubscription({ fx: deps.fulfilment(), db, actor, id: params.id, side: 'seller' }),
  );

  route(app, api.orders, ({ db, actor, query }) => listOrders({ db, actor, query }));
  route(app, api.order, ({ db, actor, params }) => getOrder({ db, actor, id: params.id, side: 'seller' }));
  route(app, api.orderStatus, ({ actor, params, body }) => changeOrderStatus({ fx, actor, id: params.id, status: body.status }));
  route(app, api.refundOrder, ({ actor, params, body }) => refundOrder({ fx: deps.fulfilment(), actor, id: params.id, body }));
  route(app, api.myOrders, ({ db, actor, query }) => listMyOrders({ db, actor, query }));
  route(app, api.myOrder, ({ db, actor, params }) => getOrder({ db, actor, id: params.id, side: 'buyer' }));
  route(app, api.messages, ({ db, actor, params }) => listMessages({ db, actor, orderId: params.id }));
  route(app, api.postMessage, ({ actor, params, body }) => postMessage({ fx, actor, orderId: params.id, body }));
}
