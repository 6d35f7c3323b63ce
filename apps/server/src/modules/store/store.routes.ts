import { paymentEndpoints } from '@atrium/contracts/payments';
import { storeEndpoints as api } from '@atrium/contracts/store';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { crmSyncDepsOf } from '../crm-sync/crm-sync.routes';
import { storeBuyingRoutes } from './store-buying.routes';
import {
  createCollection,
  getCollection,
  listCollections,
  removeCollection,
  updateCollection,
} from './store-collections.service';
import { listLocationInvoices } from './store-invoices.service';
import {
  createProduct,
  getProduct,
  listProducts,
  removeProduct,
  syncOwnedProduct,
  updateProduct,
} from './store-products.service';
import { storeRouteDeps } from './store-route-deps';
import { registerSnapshotPurchaseJobs } from './store-snapshot-purchase';
import { createTag, listTags, removeTag, renameTag } from './store-tags.service';
import { getListing, getStorefront } from './storefront.service';
import { createStore, getStore, listStores, updateStore } from './stores.service';

/** The service store (issue 23, decision 029): `/api/agency_app`, products, tags, collections, orders, subscriptions. */
export async function storeRoutes(app: FastifyInstance) {
  const deps = storeRouteDeps(app);
  const writing = () => ({ payments: deps.payments(), log: app.log });

  route(app, api.stores, ({ db, actor }) => listStores({ db, actor }));
  route(app, api.createStore, ({ db, actor, body }) => createStore({ db, actor, body }));
  route(app, api.store, ({ db, actor, params }) => getStore({ db, actor, storeId: params.storeId }));
  route(app, api.updateStore, ({ db, actor, params, body }) => updateStore({ db, actor, storeId: params.storeId, body }));

  route(app, api.products, ({ db, actor, query }) => listProducts({ db, actor, query }));
  route(app, api.createProduct, ({ db, actor, body }) => createProduct({ db, actor, body, ...writing() }));
  route(app, api.product, ({ db, actor, params }) => getProduct({ db, actor, id: params.id }));
  route(app, api.updateProduct, ({ db, actor, params, body }) => updateProduct({ db, actor, id: params.id, body, ...writing() }));
  route(app, api.removeProduct, ({ db, actor, params }) => removeProduct({ db, actor, id: params.id, ...writing() }));

  route(app, api.tags, ({ db, actor, query }) => listTags({ db, actor, storeId: query.store_id }));
  route(app, api.createTag, ({ db, actor, body }) => createTag({ db, actor, body }));
  route(app, api.updateTag, ({ db, actor, params, body }) => renameTag({ db, actor, id: params.id, name: body.name }));
  route(app, api.removeTag, ({ db, actor, params }) => removeTag({ db, actor, id: params.id }));
  route(app, api.collections, ({ db, actor, query }) => listCollections({ db, actor, storeId: query.store_id }));
  route(app, api.collection, ({ db, actor, params }) => getCollection({ db, actor, id: params.id }));
  route(app, api.createCollection, ({ db, actor, body }) => createCollection({ db, actor, body }));
  route(app, api.updateCollection, ({ db, actor, params, body }) => updateCollection({ db, actor, id: params.id, body }));
  route(app, api.removeCollection, ({ db, actor, params }) => removeCollection({ db, actor, id: params.id }));

  route(app, api.storefront, ({ db, actor, query }) => getStorefront({ db, actor, query }));
  route(app, api.listing, ({ db, actor, params }) => getListing({ db, actor, productId: params.productId }));

  // SPEC 7's payment-provider paths that are the store's (their contracts are with the others in payments.ts).
  route(app, paymentEndpoints.updateProduct, ({ db, actor, params }) =>
    syncOwnedProduct({ db, actor, payments: deps.payments(), id: params.id }),
  );
  route(app, paymentEndpoints.invoices, ({ db, actor, params }) => listLocationInvoices({ db, actor, locationId: params.id }));

  await app.register(storeBuyingRoutes, deps);
  const crm = crmSyncDepsOf(app);
  if (crm) await registerSnapshotPurchaseJobs(crm, deps.announcer);
}
