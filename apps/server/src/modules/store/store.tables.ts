import {
  STORE_BILLINGS,
  STORE_ORDER_STATUSES,
  STORE_PRODUCT_KINDS,
  STORE_PRODUCT_STATUSES,
  SUBSCRIPTION_STATUSES,
} from '@atrium/contracts/payment-states';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { agencies, locations, users } from '../../platform/tenancy/tenancy.tables';
import { appSnapshots, snapshotLoads } from '../snapshots/snapshots.tables';

export const storeProductKindEnum = pgEnum('store_product_kind', STORE_PRODUCT_KINDS);
export const storeBillingEnum = pgEnum('store_billing', STORE_BILLINGS);
export const storeProductStatusEnum = pgEnum('store_product_status', STORE_PRODUCT_STATUSES);
export const storeOrderStatusEnum = pgEnum('store_order_status', STORE_ORDER_STATUSES);
export const subscriptionStatusEnum = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);

/**
 * What Atrium keeps of a Stripe subscription, read back from Stripe (decision 029): the store's subscriptions and app
 * subscriptions alike.
 */
export const stripeSubscriptionState = () => ({
  stripeSubscriptionId: text(),
  stripePriceId: text(),
  status: subscriptionStatusEnum().notNull().default('incomplete'),
  currentPeriodEnd: timestamp({ withTimezone: true }),
  cancelAtPeriodEnd: boolean().notNull().default(false),
  canceledAt: timestamp({ withTimezone: true }),
  endedAt: timestamp({ withTimezone: true }),
  /** The last failed payment's message (a declined renewal), shown to the buyer. */
  lastPaymentError: text(),
});

/** A product option the buyer picks (a size, an add-on), each choice adding to the price (minor units, may be 0). */
export type StoreProductOption = { name: string; required: boolean; choices: { label: string; priceMinor: number }[] };
/** A file in an order's thread: an upload, by its stored address. */
export type StoreFile = { url: string; name: string; size: number; contentType: string };

/**
 * An agency's service store (SPEC 2's `app_creator_app_id` in `/service_store/:app_creator_app_id/*` and the CRM's
 * `/store_services` view): what it sells to its own locations, in one currency, on its connected Stripe account.
 */
export const serviceStores = pgTable(
  'service_stores',
  {
    _id: idColumn(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    /** ISO 4217, upper case; every product of the store is priced in it. */
    currency: text().notNull().default('USD'),
    /** Closed: locations see it but cannot buy (the owner is still setting it up, or Stripe is not connected). */
    open: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [index().on(t.agencyId)],
);

/** A service or snapshot for sale, synced with a Stripe product and price on the agency's account. */
export const storeProducts = pgTable(
  'store_products',
  {
    _id: idColumn(),
    storeId: uuid()
      .notNull()
      .references(() => serviceStores._id, { onDelete: 'cascade' }),
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    kind: storeProductKindEnum().notNull(),
    name: text().notNull(),
    /** Sanitised HTML. */
    description: text(),
    images: jsonb().$type<string[]>().notNull().default([]),
    priceMinor: integer().notNull(),
    currency: text().notNull(),
    billing: storeBillingEnum().notNull().default('one_time'),
    options: jsonb().$type<StoreProductOption[]>().notNull().default([]),
    /** What the buyer gets, and in how many days (null: no promise). */
    deliverables: text(),
    deliveryDays: integer(),
    /** The snapshot listing a snapshot product loads into the buyer's location. */
    snapshotId: uuid().references(() => appSnapshots._id, { onDelete: 'restrict' }),
    status: storeProductStatusEnum().notNull().default('draft'),
    position: integer().notNull().default(0),
    stripeProductId: text(),
    /** The Stripe price matching priceMinor/currency/billing (prices are immutable at Stripe: a change makes a new one). */
    stripePriceId: text(),
    syncedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index().on(t.storeId, t.status, t.position), index().on(t.agencyId)],
);

export const storeTags = pgTable(
  'store_tags',
  {
    _id: idColumn(),
    storeId: uuid()
      .notNull()
      .references(() => serviceStores._id, { onDelete: 'cascade' }),
    name: text().notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('store_tags_name_idx').on(t.storeId, sql`lower(${t.name})`)],
);

export const storeProductTags = pgTable(
  'store_product_tags',
  {
    productId: uuid()
      .notNull()
      .references(() => storeProducts._id, { onDelete: 'cascade' }),
    tagId: uuid()
      .notNull()
      .references(() => storeTags._id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index().on(t.tagId)],
);

/** A curated, ordered shelf of products ("Launch packages"). */
export const storeCollections = pgTable(
  'store_collections',
  {
    _id: idColumn(),
    storeId: uuid()
      .notNull()
      .references(() => serviceStores._id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    position: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [index().on(t.storeId, t.position)],
);

export const storeCollectionProducts = pgTable(
  'store_collection_products',
  {
    collectionId: uuid()
      .notNull()
      .references(() => storeCollections._id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => storeProducts._id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] }), index().on(t.productId)],
);

/**
 * A recurring service a location subscribed to, on the agency's connected account. Each paid invoice of it makes an
 * order (delivery is tracked per period).
 */
export const storeSubscriptions = pgTable(
  'store_subscriptions',
  {
    _id: idColumn(),
    storeId: uuid()
      .notNull()
      .references(() => serviceStores._id, { onDelete: 'cascade' }),
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    locationId: uuid()
      .notNull()
      .references(() => locations._id, { onDelete: 'cascade' }),
    buyerUserId: uuid().references(() => users._id, { onDelete: 'set null' }),
    productId: uuid()
      .notNull()
      .references(() => storeProducts._id, { onDelete: 'restrict' }),
    /** What the buyer asked with (the browser's key for one Buy): a repeated request finds this row. */
    requestKey: text().notNull(),
    options: jsonb().$type<{ name: string; choice: string }[]>().notNull().default([]),
    unitMinor: integer().notNull(),
    currency: text().notNull(),
    interval: storeBillingEnum().notNull(),
    stripeAccountId: text().notNull(),
    ...stripeSubscriptionState(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('store_subscriptions_request_idx').on(t.locationId, t.requestKey),
    uniqueIndex('store_subscriptions_stripe_idx').on(t.stripeSubscriptionId),
    index().on(t.agencyId, t.createdAt),
    index().on(t.locationId, t.createdAt),
  ],
);

/**
 * One purchase by a location from its agency's store: a one-time product (a payment intent on the agency's account),
 * or one paid period of a store subscription (its invoice).
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    _id: idColumn(),
    storeId: uuid()
      .notNull()
      .references(() => serviceStores._id, { onDelete: 'cascade' }),
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    locationId: uuid()
      .notNull()
      .references(() => locations._id, { onDelete: 'cascade' }),
    buyerUserId: uuid().references(() => users._id, { onDelete: 'set null' }),
    productId: uuid()
      .notNull()
      .references(() => storeProducts._id, { onDelete: 'restrict' }),
    subscriptionId: uuid().references(() => storeSubscriptions._id, { onDelete: 'set null' }),
    /** The browser's key for one Buy (a double click or a retry finds this order); null for subscription periods. */
    requestKey: text(),
    /** The product as bought (its name and kind may change later). */
    productName: text().notNull(),
    kind: storeProductKindEnum().notNull(),
    options: jsonb().$type<{ name: string; choice: string }[]>().notNull().default([]),
    amountMinor: integer().notNull(),
    currency: text().notNull(),
    /** Atrium's application fee on the charge. */
    feeMinor: integer().notNull().default(0),
    status: storeOrderStatusEnum().notNull().default('pending_payment'),
    stripeAccountId: text().notNull(),
    stripePaymentIntentId: text(),
    stripeInvoiceId: text(),
    /** The bank's message for the last failed attempt (a decline), shown to the buyer. */
    lastPaymentError: text(),
    refundedMinor: integer().notNull().default(0),
    /**
     * A snapshot purchase: the listing's custom values for the buyer's location, checked at checkout (the load that
     * payment starts uses them; a required field without a default cannot wait until then).
     */
    snapshotValues: jsonb().$type<Record<string, string>>(),
    /** The snapshot load a snapshot purchase started. */
    snapshotLoadId: uuid().references(() => snapshotLoads._id, { onDelete: 'set null' }),
    paidAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    /** When the agency promised delivery (paidAt + the product's deliveryDays). */
    dueAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('store_orders_request_idx').on(t.locationId, t.requestKey),
    uniqueIndex('store_orders_payment_intent_idx').on(t.stripePaymentIntentId),
    uniqueIndex('store_orders_invoice_idx').on(t.stripeInvoiceId),
    index().on(t.agencyId, t.status, t.createdAt),
    index().on(t.locationId, t.createdAt),
  ],
);

/** The thread of an order between buyer and agency; the agency's delivered files come as messages with files. */
export const storeOrderMessages = pgTable(
  'store_order_messages',
  {
    _id: idColumn(),
    orderId: uuid()
      .notNull()
      .references(() => storeOrders._id, { onDelete: 'cascade' }),
    authorUserId: uuid().references(() => users._id, { onDelete: 'set null' }),
    /** Which side wrote it; `system` for status changes the thread records. */
    side: text().$type<'buyer' | 'seller' | 'system'>().notNull(),
    body: text().notNull(),
    files: jsonb().$type<StoreFile[]>().notNull().default([]),
    /** A delivery: the files are what was delivered. */
    delivery: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId, t.createdAt)],
);
