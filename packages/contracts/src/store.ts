import { z } from 'zod';
import { ZId, ZIsoDateTime, ZPageQuery, zText } from './common';
import { endpoint } from './endpoint';
import {
  STORE_BILLINGS,
  STORE_ORDER_STATUSES,
  STORE_PRODUCT_KINDS,
  STORE_PRODUCT_STATUSES,
  SUBSCRIPTION_STATUSES,
} from './payment-states';
import { ZCurrency } from './payments';
import { ZSnapshotFieldType } from './snapshots';

/**
 * The service and snapshot store (issue 23, decision 029), SPEC 7's agency-app base `/api/agency_app`. An agency
 * (its admins and staff: the "app creator" side) sells services and snapshots to its own locations; a location's
 * people buy inside the CRM view. Money is in minor units with an upper-case ISO currency; the server prices every
 * checkout from its own records, and an order is paid only on Stripe's word (a webhook or a read back).
 */

export const ZStoreProductKind = z.enum(STORE_PRODUCT_KINDS);
export const ZStoreBilling = z.enum(STORE_BILLINGS);
export const ZStoreProductStatus = z.enum(STORE_PRODUCT_STATUSES);
export const ZStoreOrderStatus = z.enum(STORE_ORDER_STATUSES);
export const ZSubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export type TStoreOrderStatus = z.infer<typeof ZStoreOrderStatus>;

/** The smallest charge Stripe takes is about 0.50 of a major unit; the largest a store sells, 1,000,000.00. */
export const STORE_MIN_PRICE_MINOR = 50;
export const STORE_MAX_PRICE_MINOR = 100_000_000;
const ZMinor = z.number().int().nonnegative();

// --- the store -----------------------------------------------------------------------------------------------

export const ZStore = z.object({
  _id: ZId,
  agencyId: ZId,
  name: zText(),
  /** Sanitised HTML. */
  description: zText().nullable(),
  currency: ZCurrency,
  /** The owner opened it; closed stores show their products but sell nothing. */
  open: z.boolean(),
  /** The selling agency's name (what the buyer's card statement and receipts say). */
  sellerName: zText(),
  /** The agency's Stripe account can take charges now (connected, charges enabled). */
  canTakePayments: z.boolean(),
  publishedCount: z.number().int().nonnegative(),
  /** Something was sold: the currency can no longer change. */
  hasSales: z.boolean(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TStore = z.infer<typeof ZStore>;

const storeName = zText('Name is required').trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters');

export const ZStoreCreate = z
  .object({
    name: storeName,
    description: zText().max(20_000).nullable().optional(),
    currency: ZCurrency.default('USD'),
    open: z.boolean().default(true),
  })
  .strict();
export type TStoreCreate = z.input<typeof ZStoreCreate>;
export const ZStoreUpdate = z
  .object({ name: storeName, description: zText().max(20_000).nullable(), currency: ZCurrency, open: z.boolean() })
  .partial()
  .strict();
export type TStoreUpdate = z.input<typeof ZStoreUpdate>;

// --- products ------------------------------------------------------------------------------------------------

const optionText = (what: string, max: number) =>
  zText(`${what} is required`).trim().min(1, `${what} is required`).max(max, `${what} must be at most ${max} characters`);

export const ZStoreOptionChoice = z
  .object({
    label: optionText('Choice', 80),
    /** Added to the product's price when chosen (0: included). */
    priceMinor: z.number().int().min(0, 'A choice cannot lower the price').max(STORE_MAX_PRICE_MINOR),
  })
  .strict();
export const ZStoreProductOption = z
  .object({
    name: optionText('Option name', 80),
    required: z.boolean().default(false),
    choices: z.array(ZStoreOptionChoice).min(1, 'An option needs at least one choice').max(20, 'At most 20 choices'),
  })
  .strict()
  .superRefine((option, ctx) => {
    const labels = option.choices.map((c) => c.label.toLowerCase());
    const twice = labels.findIndex((l, i) => labels.indexOf(l) !== i);
    if (twice >= 0) ctx.addIssue({ code: 'custom', path: ['choices', twice, 'label'], message: 'Each choice once' });
  });
export type TStoreProductOption = z.output<typeof ZStoreProductOption>;

/** An image of a product: an upload's address (`/uploads/...`) or an https address. */
const ZStoreImage = zText()
  .trim()
  .max(1000)
  .regex(/^(\/uploads\/|https:\/\/)\S+$/, 'Use an uploaded image or an https:// address');

export const ZStoreTagRef = z.object({ _id: ZId, name: zText() });

/** A product as the store's owner sees it (`app_creator/services`). */
export const ZStoreProduct = z.object({
  _id: ZId,
  storeId: ZId,
  kind: ZStoreProductKind,
  name: zText(),
  /** Sanitised HTML. */
  description: zText().nullable(),
  images: z.array(zText()),
  priceMinor: ZMinor,
  currency: ZCurrency,
  billing: ZStoreBilling,
  options: z.array(
    z.object({
      name: zText(),
      required: z.boolean(),
      choices: z.array(z.object({ label: zText(), priceMinor: ZMinor })),
    }),
  ),
  /** What the buyer gets. */
  deliverables: zText().nullable(),
  /** Delivered within this many days of payment (null: no promise). */
  deliveryDays: z.number().int().nullable(),
  /** A snapshot product's listing (one of the agency's). */
  snapshot: z.object({ _id: ZId, name: zText() }).nullable(),
  tags: z.array(ZStoreTagRef),
  status: ZStoreProductStatus,
  position: z.number().int(),
  /** Its Stripe product and price on the agency's account; null until synced (published, Stripe connected). */
  stripeProductId: zText().nullable(),
  stripePriceId: zText().nullable(),
  syncedAt: ZIsoDateTime.nullable(),
  /** Orders of it (any state): a product with orders is archived rather than deleted. */
  orderCount: z.number().int().nonnegative(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TStoreProduct = z.infer<typeof ZStoreProduct>;

const productFields = {
  kind: ZStoreProductKind,
  name: optionText('Name', 120),
  description: zText().max(20_000).nullable().optional(),
  images: z.array(ZStoreImage).max(8, 'At most 8 images').optional(),
  priceMinor: z
    .number('Price is required')
    .int('Price must be a whole number of cents')
    .min(STORE_MIN_PRICE_MINOR, 'Price must be at least 0.50')
    .max(STORE_MAX_PRICE_MINOR, 'Price must be at most 1,000,000.00'),
  billing: ZStoreBilling.default('one_time'),
  options: z.array(ZStoreProductOption).max(10, 'At most 10 options').optional(),
  deliverables: zText().trim().max(5_000).nullable().optional(),
  deliveryDays: z.number().int().min(1, 'At least one day').max(365, 'At most 365 days').nullable().optional(),
  snapshotId: ZId.nullable().optional(),
  tagIds: z.array(ZId).max(20, 'At most 20 tags').optional(),
  status: ZStoreProductStatus.default('draft'),
  position: z.number().int().min(0).max(100_000).optional(),
};

/** Rules across fields, the same on create and update (the server checks the row as it will be too). */
function checkProduct(
  p: { kind?: string; billing?: string; snapshotId?: string | null; options?: { name: string }[] },
  ctx: z.RefinementCtx,
) {
  if (p.kind === 'snapshot' && p.snapshotId === null)
    ctx.addIssue({ code: 'custom', path: ['snapshotId'], message: 'Choose the snapshot this product loads' });
  if (p.kind === 'snapshot' && p.billing && p.billing !== 'one_time')
    ctx.addIssue({ code: 'custom', path: ['billing'], message: 'A snapshot is sold once, not by subscription' });
  const names = (p.options ?? []).map((o) => o.name.toLowerCase());
  const twice = names.findIndex((n, i) => names.indexOf(n) !== i);
  if (twice >= 0) ctx.addIssue({ code: 'custom', path: ['options', twice, 'name'], message: 'Each option name once' });
}

export const ZStoreProductCreate = z
  .object({ storeId: ZId, ...productFields })
  .strict()
  .superRefine((p, ctx) => {
    if (p.kind === 'snapshot' && !p.snapshotId)
      ctx.addIssue({ code: 'custom', path: ['snapshotId'], message: 'Choose the snapshot this product loads' });
    checkProduct(p, ctx);
  });
export type TStoreProductCreate = z.input<typeof ZStoreProductCreate>;
export const ZStoreProductUpdate = z.object(productFields).partial().strict().superRefine(checkProduct);
export type TStoreProductUpdate = z.input<typeof ZStoreProductUpdate>;

export const ZStoreProductQuery = ZPageQuery.extend({
  store_id: ZId,
  status: ZStoreProductStatus.optional(),
  tag: ZId.optional(),
  q: zText().trim().max(200).optional(),
});

/** What deleting did: a product nobody bought is gone; one with orders is archived (its orders keep it). */
export const ZStoreProductDeleted = z.object({ outcome: z.enum(['deleted', 'archived']) });

// --- tags and collections --------------------------------------------------------------------------------------

export const ZStoreTag = z.object({
  _id: ZId,
  storeId: ZId,
  name: zText(),
  /** Published products with it (what a buyer finds under it); the owner's list counts every product. */
  productCount: z.number().int().nonnegative(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TStoreTag = z.infer<typeof ZStoreTag>;
const tagName = optionText('Name', 50);
export const ZStoreTagCreate = z.object({ storeId: ZId, name: tagName }).strict();
export const ZStoreTagUpdate = z.object({ name: tagName }).strict();

export const ZStoreCollection = z.object({
  _id: ZId,
  storeId: ZId,
  name: zText(),
  description: zText().nullable(),
  position: z.number().int(),
  /** Its products in their order (a buyer sees the published ones only). */
  productIds: z.array(ZId),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TStoreCollection = z.infer<typeof ZStoreCollection>;
const collectionFields = {
  name: optionText('Name', 80),
  description: zText().trim().max(1_000).nullable().optional(),
  position: z.number().int().min(0).max(100_000).optional(),
  /** The products, in the order shown; each once. */
  productIds: z
    .array(ZId)
    .max(100, 'At most 100 products')
    .refine((ids) => new Set(ids).size === ids.length, 'Each product once')
    .optional(),
};
export const ZStoreCollectionCreate = z.object({ storeId: ZId, ...collectionFields }).strict();
export const ZStoreCollectionUpdate = z.object(collectionFields).partial().strict();
const ZStoreIdQuery = z.object({ store_id: ZId });

// --- the buyer's store ---------------------------------------------------------------------------------------

/** A published product as a location's people see it: no Stripe ids, no counts. */
export const ZStoreListing = ZStoreProduct.omit({
  status: true,
  stripeProductId: true,
  stripePriceId: true,
  syncedAt: true,
  orderCount: true,
});
export type TStoreListing = z.infer<typeof ZStoreListing>;

/** A snapshot listing's custom field the buyer fills at checkout (its defaults stand where left empty). */
export const ZStoreSnapshotField = z.object({
  key: zText(),
  label: zText(),
  type: ZSnapshotFieldType,
  required: z.boolean(),
  helpText: zText().nullable(),
  defaultValue: zText().nullable(),
  options: z.array(zText()),
});
export type TStoreSnapshotField = z.infer<typeof ZStoreSnapshotField>;

export const ZStoreListingDetail = ZStoreListing.extend({
  /** A snapshot product: the values its listing asks for (required ones without a default must be given). */
  snapshotFields: z.array(ZStoreSnapshotField),
  store: ZStore,
});
export type TStoreListingDetail = z.infer<typeof ZStoreListingDetail>;

export const ZStorefront = z.object({
  store: ZStore,
  tags: z.array(ZStoreTag),
  collections: z.array(ZStoreCollection),
  /** The published products that match, in the owner's order (a collection's order when one is chosen). */
  products: z.array(ZStoreListing),
});
export type TStorefront = z.infer<typeof ZStorefront>;

export const ZStorefrontQuery = z.object({
  store_id: ZId,
  collection: ZId.optional(),
  tag: ZId.optional(),
  q: zText().trim().max(200).optional(),
});

// --- orders --------------------------------------------------------------------------------------------------

export const ZStoreChosenOption = z.object({ name: zText().trim().min(1).max(80), choice: zText().trim().min(1).max(80) });
export type TStoreChosenOption = z.infer<typeof ZStoreChosenOption>;

export const ZStoreOrder = z.object({
  _id: ZId,
  storeId: ZId,
  productId: ZId,
  /** The product as bought. */
  productName: zText(),
  kind: ZStoreProductKind,
  options: z.array(ZStoreChosenOption),
  amountMinor: ZMinor,
  currency: ZCurrency,
  /** Atrium's fee on the charge (the agency's side only; 0 for the buyer). */
  feeMinor: ZMinor,
  status: ZStoreOrderStatus,
  location: z.object({ _id: ZId, name: zText() }),
  buyer: z.object({ _id: ZId, name: zText() }).nullable(),
  /** A subscription's period. */
  subscriptionId: ZId.nullable(),
  /** The bank's message for the last declined attempt. */
  lastPaymentError: zText().nullable(),
  refundedMinor: ZMinor,
  /** A snapshot purchase: the load it started, and how that load stands. */
  snapshotLoad: z
    .object({ _id: ZId, status: z.enum(['queued', 'running', 'done', 'partial', 'failed']), shareLink: zText().nullable() })
    .nullable(),
  messageCount: z.number().int().nonnegative(),
  paidAt: ZIsoDateTime.nullable(),
  dueAt: ZIsoDateTime.nullable(),
  deliveredAt: ZIsoDateTime.nullable(),
  refundedAt: ZIsoDateTime.nullable(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TStoreOrder = z.infer<typeof ZStoreOrder>;

export const ZStoreOrderQuery = ZPageQuery.extend({
  store_id: ZId.optional(),
  status: ZStoreOrderStatus.optional(),
  location_id: ZId.optional(),
  /** The product's name or the location's. */
  q: zText().trim().max(200).optional(),
});
export const ZStoreMyOrderQuery = ZPageQuery.extend({ status: ZStoreOrderStatus.optional() });

export const ZStoreOrderStatusChange = z.object({ status: z.enum(['in_progress', 'delivered']) }).strict();
export const ZStoreRefund = z
  .object({
    /** Part of what was paid; the whole remaining amount when left out. */
    amountMinor: z.number().int().min(1, 'Refund at least 0.01').optional(),
    reason: zText().trim().max(500).optional(),
  })
  .strict();

/** A file in a thread: an upload's address, its name, size and type. */
export const ZStoreFile = z.object({
  url: zText()
    .trim()
    .max(1000)
    .regex(/^\/uploads\/\S+$/, 'Attach an uploaded file'),
  name: zText().trim().min(1).max(200),
  size: z.number().int().nonnegative(),
  contentType: zText().trim().min(1).max(200),
});
export type TStoreFile = z.infer<typeof ZStoreFile>;

export const ZStoreOrderMessage = z.object({
  _id: ZId,
  orderId: ZId,
  side: z.enum(['buyer', 'seller', 'system']),
  author: z.object({ _id: ZId, name: zText() }).nullable(),
  body: zText(),
  files: z.array(ZStoreFile),
  /** The agency's delivery: its files are what was delivered, and the order became delivered. */
  delivery: z.boolean(),
  createdAt: ZIsoDateTime,
});
export type TStoreOrderMessage = z.infer<typeof ZStoreOrderMessage>;

export const ZStoreMessageCreate = z
  .object({
    body: zText('Write a message').trim().min(1, 'Write a message').max(5_000, 'At most 5,000 characters'),
    files: z.array(ZStoreFile).max(10, 'At most 10 files').default([]),
    /** The agency's delivery (its side only): the order becomes delivered. */
    delivery: z.boolean().default(false),
  })
  .strict();
export type TStoreMessageCreate = z.input<typeof ZStoreMessageCreate>;

// --- checkout ------------------------------------------------------------------------------------------------

/** What the card form needs for a store purchase: the key, the agency's account, and (sandbox) the frame. */
export const ZStorePublicKey = z.object({
  publishableKey: zText(),
  stripeAccount: zText(),
  /** The sandbox's card page; null with the real Stripe (the web mounts Stripe.js's Payment Element). */
  cardFrameUrl: zText().nullable(),
});

const checkoutFields = {
  productId: ZId,
  options: z.array(ZStoreChosenOption).max(10).default([]),
  /** A UUID per Buy or Subscribe: a double click or a retry finds the same order and intent. */
  requestKey: ZId,
  /** The total the page showed: a different price at the server is a 409 that says so. */
  expectedAmountMinor: ZMinor,
  currency: ZCurrency,
};

export const ZCreateOrder = z
  .object({
    ...checkoutFields,
    /** A snapshot product: the listing's custom values for the buyer's location (defaults fill the rest). */
    snapshotValues: z.record(zText().max(100), zText().max(500)).default({}),
  })
  .strict();
export type TCreateOrder = z.input<typeof ZCreateOrder>;

/** An order and the secret the card form confirms its payment with (null once it needs no payment). */
export const ZCheckout = z.object({ order: ZStoreOrder, clientSecret: zText().nullable() });
export type TCheckout = z.infer<typeof ZCheckout>;

export const ZBuyService = z.object({ orderId: ZId }).strict();

export const ZStoreTransaction = z.object({
  order: ZStoreOrder,
  payment: z.object({
    /** Stripe's payment intent status (`succeeded`, `requires_payment_method`, `requires_action`, ...). */
    status: zText(),
    amountMinor: ZMinor,
    currency: ZCurrency,
    cardBrand: zText().nullable(),
    cardLast4: zText().nullable(),
    receiptUrl: zText().nullable(),
  }),
});
export type TStoreTransaction = z.infer<typeof ZStoreTransaction>;

// --- subscriptions -------------------------------------------------------------------------------------------

export const ZStoreSubscription = z.object({
  _id: ZId,
  storeId: ZId,
  productId: ZId,
  productName: zText(),
  location: z.object({ _id: ZId, name: zText() }),
  options: z.array(ZStoreChosenOption),
  unitMinor: ZMinor,
  currency: ZCurrency,
  interval: z.enum(['month', 'year']),
  status: ZSubscriptionStatus,
  currentPeriodEnd: ZIsoDateTime.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  canceledAt: ZIsoDateTime.nullable(),
  endedAt: ZIsoDateTime.nullable(),
  lastPaymentError: zText().nullable(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TStoreSubscription = z.infer<typeof ZStoreSubscription>;

export const ZCreateSetupIntent = z.object({ storeId: ZId, requestKey: ZId }).strict();
export const ZSetupIntent = z.object({ setupIntentId: zText(), clientSecret: zText() });

export const ZCreateSubscription = z
  .object({
    ...checkoutFields,
    /** The SetupIntent the card form confirmed: its payment method pays the subscription. */
    setupIntentId: zText().trim().min(1).max(200),
  })
  .strict();
export type TCreateSubscription = z.input<typeof ZCreateSubscription>;

/** The subscription, and the first invoice's secret when the bank asks for authentication (3-D Secure). */
export const ZSubscriptionCheckout = z.object({ subscription: ZStoreSubscription, clientSecret: zText().nullable() });
export type TSubscriptionCheckout = z.infer<typeof ZSubscriptionCheckout>;

export const ZCancelSubscription = z.object({ subscriptionId: ZId, when: z.enum(['period_end', 'now']) }).strict();

export const ZChangeSubscription = z
  .object({
    subscriptionId: ZId,
    /** Another recurring product of the same store. */
    productId: ZId,
    options: z.array(ZStoreChosenOption).max(10).default([]),
    expectedAmountMinor: ZMinor,
    currency: ZCurrency,
  })
  .strict();
export type TChangeSubscription = z.input<typeof ZChangeSubscription>;

/** What a change costs now: Stripe's prorated amount for the rest of the period (negative: a credit). */
export const ZSubscriptionChangePreview = z.object({
  prorationMinor: z.number().int(),
  currency: ZCurrency,
  nextAmountMinor: ZMinor,
  nextPaymentAt: ZIsoDateTime.nullable(),
});
export type TSubscriptionChangePreview = z.infer<typeof ZSubscriptionChangePreview>;

export const ZStoreSubscriptionQuery = ZPageQuery.extend({
  store_id: ZId.optional(),
  status: ZSubscriptionStatus.optional(),
  location_id: ZId.optional(),
});

// --- endpoints -----------------------------------------------------------------------------------------------

const tag = 'Store';
const base = '/api/agency_app';
const idParams = z.object({ id: ZId });

export const storeEndpoints = {
  stores: endpoint({
    method: 'GET',
    path: `${base}/stores`,
    tag,
    summary: "The agency's stores (its admins and staff), or the store of the viewer's agency (a location's people)",
    auth: 'user',
    data: z.array(ZStore),
  }),
  createStore: endpoint({
    method: 'POST',
    path: `${base}/stores`,
    tag,
    summary: 'Opens a store for the agency (its admins and staff)',
    auth: 'user',
    status: 201,
    body: ZStoreCreate,
    data: ZStore,
  }),
  store: endpoint({
    method: 'GET',
    path: `${base}/stores/:storeId`,
    tag,
    summary: 'One store: name, currency, open, the seller and whether it can take payments',
    auth: 'user',
    params: z.object({ storeId: ZId }),
    data: ZStore,
  }),
  updateStore: endpoint({
    method: 'PUT',
    path: `${base}/stores/:storeId`,
    tag,
    summary: 'Changes a store (name, description, open; currency only while nothing is sold)',
    auth: 'user',
    params: z.object({ storeId: ZId }),
    body: ZStoreUpdate,
    data: ZStore,
  }),

  products: endpoint({
    method: 'GET',
    path: `${base}/app_creator/services`,
    tag,
    summary: "The store's products for its owner, by status, tag and search",
    auth: 'user',
    query: ZStoreProductQuery,
    list: ZStoreProduct,
  }),
  createProduct: endpoint({
    method: 'POST',
    path: `${base}/app_creator/services`,
    tag,
    summary: 'Adds a service or snapshot to the store; a published one is synced to Stripe',
    auth: 'user',
    status: 201,
    body: ZStoreProductCreate,
    data: ZStoreProduct,
  }),
  product: endpoint({
    method: 'GET',
    path: `${base}/app_creator/services/:id`,
    tag,
    summary: 'One product of the store, for its owner',
    auth: 'user',
    params: idParams,
    data: ZStoreProduct,
  }),
  updateProduct: endpoint({
    method: 'PUT',
    path: `${base}/app_creator/services/:id`,
    tag,
    summary: 'Changes a product; a published one is synced to Stripe (a new price when the amount changed)',
    auth: 'user',
    params: idParams,
    body: ZStoreProductUpdate,
    data: ZStoreProduct,
  }),
  removeProduct: endpoint({
    method: 'DELETE',
    path: `${base}/app_creator/services/:id`,
    tag,
    summary: 'Deletes a product nobody bought; archives one with orders',
    auth: 'user',
    params: idParams,
    data: ZStoreProductDeleted,
  }),

  tags: endpoint({
    method: 'GET',
    path: `${base}/tags`,
    tag,
    summary: "A store's tags, by name",
    auth: 'user',
    query: ZStoreIdQuery,
    data: z.array(ZStoreTag),
  }),
  createTag: endpoint({
    method: 'POST',
    path: `${base}/tags`,
    tag,
    summary: 'Adds a tag to a store (names are unique in it, whatever the case)',
    auth: 'user',
    status: 201,
    body: ZStoreTagCreate,
    data: ZStoreTag,
  }),
  updateTag: endpoint({
    method: 'PUT',
    path: `${base}/tags/:id`,
    tag,
    summary: 'Renames a tag',
    auth: 'user',
    params: idParams,
    body: ZStoreTagUpdate,
    data: ZStoreTag,
  }),
  removeTag: endpoint({
    method: 'DELETE',
    path: `${base}/tags/:id`,
    tag,
    summary: 'Deletes a tag (its products stay)',
    auth: 'user',
    params: idParams,
    empty: true,
  }),
  collections: endpoint({
    method: 'GET',
    path: `${base}/collections`,
    tag,
    summary: "A store's collections in their order, each with its products in theirs",
    auth: 'user',
    query: ZStoreIdQuery,
    data: z.array(ZStoreCollection),
  }),
  collection: endpoint({
    method: 'GET',
    path: `${base}/collections/:id`,
    tag,
    summary: 'One collection',
    auth: 'user',
    params: idParams,
    data: ZStoreCollection,
  }),
  createCollection: endpoint({
    method: 'POST',
    path: `${base}/collections`,
    tag,
    summary: 'Adds a collection (an ordered shelf of products)',
    auth: 'user',
    status: 201,
    body: ZStoreCollectionCreate,
    data: ZStoreCollection,
  }),
  updateCollection: endpoint({
    method: 'PUT',
    path: `${base}/collections/:id`,
    tag,
    summary: 'Changes a collection; `productIds` replaces its products and their order',
    auth: 'user',
    params: idParams,
    body: ZStoreCollectionUpdate,
    data: ZStoreCollection,
  }),
  removeCollection: endpoint({
    method: 'DELETE',
    path: `${base}/collections/:id`,
    tag,
    summary: 'Deletes a collection (its products stay)',
    auth: 'user',
    params: idParams,
    empty: true,
  }),

  storefront: endpoint({
    method: 'GET',
    path: `${base}/store_services`,
    tag,
    summary: "The store as a location's people see it: published products by collection, tag and search",
    auth: 'user',
    query: ZStorefrontQuery,
    data: ZStorefront,
  }),
  listing: endpoint({
    method: 'GET',
    path: `${base}/store_services/:productId`,
    tag,
    summary: 'One published product, with the values a snapshot product asks for at checkout',
    auth: 'user',
    params: z.object({ productId: ZId }),
    data: ZStoreListingDetail,
  }),

  publicKey: endpoint({
    method: 'GET',
    path: `${base}/get_publickey`,
    tag,
    summary: "What the card form needs: Stripe's publishable key, the agency's account, and the sandbox's card page",
    auth: 'user',
    query: ZStoreIdQuery,
    data: ZStorePublicKey,
  }),
  createOrder: endpoint({
    method: 'POST',
    path: `${base}/create_order`,
    tag,
    summary:
      'Starts buying a one-time product: the order (pending payment) and its payment intent; the same requestKey answers the same order',
    auth: 'user',
    status: 201,
    body: ZCreateOrder,
    data: ZCheckout,
  }),
  buyService: endpoint({
    method: 'POST',
    path: `${base}/buy_service`,
    tag,
    summary: "After the card form succeeded: reads the payment back from Stripe and applies it (paid only on Stripe's word)",
    auth: 'user',
    body: ZBuyService,
    data: ZStoreOrder,
  }),
  transaction: endpoint({
    method: 'GET',
    path: `${base}/get_transaction`,
    tag,
    summary: 'An order with its payment: status, amount, card brand and last four, receipt (read back while pending)',
    auth: 'user',
    query: z.object({ order_id: ZId }),
    data: ZStoreTransaction,
  }),

  createSetupIntent: endpoint({
    method: 'POST',
    path: `${base}/create_setup_intent`,
    tag,
    summary: "Saves a card for a subscription: a SetupIntent on the agency's account for the location's customer",
    auth: 'user',
    status: 201,
    body: ZCreateSetupIntent,
    data: ZSetupIntent,
  }),
  createSubscription: endpoint({
    method: 'POST',
    path: `${base}/create_subscription`,
    tag,
    summary:
      "Subscribes the location to a recurring product with the saved card; answers the first invoice's secret when the bank asks for authentication",
    auth: 'user',
    status: 201,
    body: ZCreateSubscription,
    data: ZSubscriptionCheckout,
  }),
  cancelSubscription: endpoint({
    method: 'POST',
    path: `${base}/cancel_subscription`,
    tag,
    summary: 'Cancels a store subscription at the end of its period or at once (the buyer or the agency)',
    auth: 'user',
    body: ZCancelSubscription,
    data: ZStoreSubscription,
  }),
  previewSubscriptionChange: endpoint({
    method: 'POST',
    path: `${base}/preview_change_subscription`,
    tag,
    summary: "What moving a subscription to another recurring product costs now (Stripe's proration preview)",
    auth: 'user',
    body: ZChangeSubscription,
    data: ZSubscriptionChangePreview,
  }),
  changeSubscription: endpoint({
    method: 'POST',
    path: `${base}/change_subscription`,
    tag,
    summary: 'Moves a subscription to another recurring product of the store, with proration',
    auth: 'user',
    body: ZChangeSubscription,
    data: ZStoreSubscription,
  }),
  mySubscriptions: endpoint({
    method: 'GET',
    path: `${base}/subscriptions`,
    tag,
    summary: "The location's store subscriptions, newest first",
    auth: 'user',
    query: ZStoreSubscriptionQuery,
    list: ZStoreSubscription,
  }),
  mySubscription: endpoint({
    method: 'GET',
    path: `${base}/subscriptions/:id`,
    tag,
    summary: "One of the location's store subscriptions",
    auth: 'user',
    params: idParams,
    data: ZStoreSubscription,
  }),
  subscriptions: endpoint({
    method: 'GET',
    path: `${base}/app_creator/subscriptions`,
    tag,
    summary: "The agency's store subscriptions, by store, status and location, newest first",
    auth: 'user',
    query: ZStoreSubscriptionQuery,
    list: ZStoreSubscription,
  }),
  subscription: endpoint({
    method: 'GET',
    path: `${base}/app_creator/subscriptions/:id`,
    tag,
    summary: 'One store subscription, for the agency',
    auth: 'user',
    params: idParams,
    data: ZStoreSubscription,
  }),

  orders: endpoint({
    method: 'GET',
    path: `${base}/app_creator/orders`,
    tag,
    summary: "The agency's orders, by store, status and location, with search; newest first",
    auth: 'user',
    query: ZStoreOrderQuery,
    list: ZStoreOrder,
  }),
  order: endpoint({
    method: 'GET',
    path: `${base}/app_creator/orders/:id`,
    tag,
    summary: 'One order, for the agency',
    auth: 'user',
    params: idParams,
    data: ZStoreOrder,
  }),
  orderStatus: endpoint({
    method: 'POST',
    path: `${base}/app_creator/orders/:id/status`,
    tag,
    summary: 'Moves a paid order on: paid, in progress, delivered',
    auth: 'user',
    params: idParams,
    body: ZStoreOrderStatusChange,
    data: ZStoreOrder,
  }),
  refundOrder: endpoint({
    method: 'POST',
    path: `${base}/app_creator/orders/:id/refund`,
    tag,
    summary: "Refunds an order in full or in part at Stripe (Atrium's fee in proportion); refunded on Stripe's word",
    auth: 'user',
    params: idParams,
    body: ZStoreRefund,
    data: ZStoreOrder,
  }),
  myOrders: endpoint({
    method: 'GET',
    path: `${base}/orders`,
    tag,
    summary: "The location's orders, newest first",
    auth: 'user',
    query: ZStoreMyOrderQuery,
    list: ZStoreOrder,
  }),
  myOrder: endpoint({
    method: 'GET',
    path: `${base}/orders/:id`,
    tag,
    summary: "One of the location's orders",
    auth: 'user',
    params: idParams,
    data: ZStoreOrder,
  }),
  messages: endpoint({
    method: 'GET',
    path: `${base}/orders/:id/messages`,
    tag,
    summary: "An order's thread between the buyer and the agency, oldest first",
    auth: 'user',
    params: idParams,
    data: z.array(ZStoreOrderMessage),
  }),
  postMessage: endpoint({
    method: 'POST',
    path: `${base}/orders/:id/messages`,
    tag,
    summary: "Writes in an order's thread (files are uploads); the agency's delivery marks the order delivered",
    auth: 'user',
    status: 201,
    params: idParams,
    body: ZStoreMessageCreate,
    data: ZStoreOrderMessage,
  }),
};

/** Live updates of one order (to the agency's team and the buyer's location): the order whole. */
export interface TStoreOrderEvent {
  order: TStoreOrder;
  /** A new message in its thread, when that is what changed. */
  message?: TStoreOrderMessage;
}
