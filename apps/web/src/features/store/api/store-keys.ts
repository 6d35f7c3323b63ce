/**
 * Query keys of the store (issue 23). Everything sits under `['store']`, so a change an order's event brings can
 * mark every list of orders stale at once; the agency's and the buyer's views of an order are apart.
 */
export const storeKeys = {
  all: ['store'] as const,
  stores: ['store', 'stores'] as const,
  store: (storeId: string) => ['store', 'stores', storeId] as const,
  products: (storeId: string) => ['store', 'products', storeId] as const,
  productList: (storeId: string, filters: object) => ['store', 'products', storeId, filters] as const,
  product: (id: string) => ['store', 'product', id] as const,
  tags: (storeId: string) => ['store', 'tags', storeId] as const,
  collections: (storeId: string) => ['store', 'collections', storeId] as const,
  orders: ['store', 'orders'] as const,
  orderList: (filters: object) => ['store', 'orders', 'list', filters] as const,
  order: (id: string) => ['store', 'orders', 'one', id] as const,
  myOrders: ['store', 'orders', 'mine'] as const,
  myOrder: (id: string) => ['store', 'orders', 'mine-one', id] as const,
  messages: (orderId: string) => ['store', 'messages', orderId] as const,
  subscriptions: ['store', 'subscriptions'] as const,
  subscriptionList: (filters: object) => ['store', 'subscriptions', 'list', filters] as const,
  mySubscriptions: ['store', 'subscriptions', 'mine'] as const,
  /** Apart from `subscriptions`, so a change that refreshes the lists does not re-ask Stripe for a preview. */
  subscriptionChange: ['store', 'subscription-change'] as const,
  storefront: (storeId: string, filters: object) => ['store', 'storefront', storeId, filters] as const,
  listing: (productId: string) => ['store', 'listing', productId] as const,
  publicKey: (storeId: string) => ['store', 'public-key', storeId] as const,
  snapshots: ['store', 'agency-snapshots'] as const,
};
