import { APP_TYPES, INSTALL_TARGETS } from '@atrium/contracts/app-values';
import { APP_STATUSES, PRICING_MODELS } from '@atrium/contracts/apps';
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
import { idColumn, timestamps, tsvector } from '../../db/columns';
import { users } from '../../platform/tenancy/tenancy.tables';

export const appTypeEnum = pgEnum('app_type', APP_TYPES);
export const installTargetEnum = pgEnum('install_target', INSTALL_TARGETS);
export const appStatusEnum = pgEnum('app_status', APP_STATUSES);
export const pricingModelEnum = pgEnum('pricing_model', PRICING_MODELS);

/** Developers and partners who publish apps. */
export const partners = pgTable('partners', {
  _id: idColumn(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  tagline: text().notNull(),
  description: text().notNull(),
  logoUrl: text(),
  website: text(),
  ...timestamps(),
});

/**
 * The catalogue. Ratings are kept on the row (count, sum, per-star counts) and recomputed from
 * app_reviews whenever reviews change, so sorting by rating and the distribution cost nothing.
 * `search` is maintained by PostgreSQL (a generated column, see the migration).
 */
export const apps = pgTable(
  'apps',
  {
    _id: idColumn(),
    partnerId: uuid()
      .notNull()
      .references(() => partners._id, { onDelete: 'cascade' }),
    name: text().notNull(),
    tagline: text().notNull(),
    description: text().notNull(),
    iconUrl: text(),
    type: appTypeEnum().notNull(),
    categories: text().array().notNull().default(sql`'{}'::text[]`),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    installTarget: installTargetEnum().notNull().default('both'),
    status: appStatusEnum().notNull().default('draft'),
    screenshots: jsonb().$type<{ url: string; caption: string | null }[]>().notNull().default([]),
    videoUrl: text(),
    customPageUrl: text(),
    /** The CRM scopes the app declares (v1-auth CRM_APP_SCOPES): what its CRM access token may be used for. */
    crmScopes: text().array().notNull().default(sql`'{}'::text[]`),
    supportWebsite: text(),
    supportEmail: text(),
    docsUrl: text(),
    privacyUrl: text(),
    publishedAt: timestamp({ withTimezone: true }),
    /** The review lifecycle: when the creator last submitted, when the super admin decided, and why it was sent back. */
    submittedAt: timestamp({ withTimezone: true }),
    reviewedAt: timestamp({ withTimezone: true }),
    rejectionReason: text(),
    installCount: integer().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    ratingSum: integer().notNull().default(0),
    ratingCounts: integer().array().notNull().default(sql`'{0,0,0,0,0}'::integer[]`),
    /** The average rating times 1000 (0 without reviews): an integer sort key with an index. */
    ratingScore: integer().generatedAlwaysAs(sql`coalesce(rating_sum * 1000 / nullif(rating_count, 0), 0)`),
    /** When the app joined the catalogue: the 'newest' sort key. */
    listedAt: timestamp({ withTimezone: true }).generatedAlwaysAs(sql`coalesce(published_at, created_at)`),
    /** True when every plan is free (or there is no plan); kept in step with app_plans. */
    isFree: boolean().notNull().default(true),
    search: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(tagline, '')), 'B') || setweight(to_tsvector('english', immutable_array_to_string(categories || tags)), 'C') || setweight(to_tsvector('english', regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')), 'D')`,
    ),
    ...timestamps(),
  },
  (t) => [
    index().on(t.status, t.installCount, t._id),
    index().on(t.status, t.ratingScore, t.ratingCount, t._id),
    index().on(t.status, t.listedAt, t._id),
    index('apps_categories_idx').using('gin', t.categories),
    index().on(t.partnerId),
    index('apps_search_idx').using('gin', t.search),
    index('apps_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const appPlans = pgTable(
  'app_plans',
  {
    _id: idColumn(),
    appId: uuid()
      .notNull()
      .references(() => apps._id, { onDelete: 'cascade' }),
    name: text().notNull(),
    model: pricingModelEnum().notNull(),
    priceCents: integer().notNull().default(0),
    currency: text().notNull().default('USD'),
    trialDays: integer().notNull().default(0),
    features: text().array().notNull().default(sql`'{}'::text[]`),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.appId, t.position)],
);

export const appVersions = pgTable(
  'app_versions',
  {
    _id: idColumn(),
    appId: uuid()
      .notNull()
      .references(() => apps._id, { onDelete: 'cascade' }),
    version: text().notNull(),
    notes: text().notNull(),
    releasedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.appId, t.releasedAt)],
);

export const appReviews = pgTable(
  'app_reviews',
  {
    _id: idColumn(),
    appId: uuid()
      .notNull()
      .references(() => apps._id, { onDelete: 'cascade' }),
    userId: uuid(),
    /** The install reviewed: one review per install (null for imported reviews). */
    installId: uuid(),
    authorName: text().notNull(),
    stars: integer().notNull(),
    body: text(),
    developerReply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index().on(t.appId, t.createdAt),
    uniqueIndex('app_reviews_install_unique').on(t.installId).where(sql`install_id is not null`),
  ],
);

/** App creators who publish as a partner. */
export const partnerMembers = pgTable(
  'partner_members',
  {
    partnerId: uuid()
      .notNull()
      .references(() => partners._id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.userId] }), index().on(t.userId)],
);

/** Curated collections with fixed ids (the header's store links). */
export const nestedStores = pgTable('nested_stores', {
  _id: uuid('id').primaryKey(),
  name: text().notNull(),
  description: text().notNull(),
  appType: appTypeEnum(),
});

export const nestedStoreApps = pgTable(
  'nested_store_apps',
  {
    storeId: uuid()
      .notNull()
      .references(() => nestedStores._id, { onDelete: 'cascade' }),
    appId: uuid()
      .notNull()
      .references(() => apps._id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.appId] }), index().on(t.storeId, t.position)],
);

export const bundleAudienceEnum = pgEnum('bundle_audience', ['agency', 'location']);

/** The store variants: bundles of apps offered under one plan (levelup, alltheapps, unlimited, premuim, agencyapps). */
export const appBundles = pgTable('app_bundles', {
  _id: idColumn(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull(),
  audience: bundleAudienceEnum().notNull(),
  planName: text().notNull(),
  planModel: pricingModelEnum().notNull(),
  priceCents: integer().notNull().default(0),
  currency: text().notNull().default('USD'),
});

export const appBundleApps = pgTable(
  'app_bundle_apps',
  {
    bundleId: uuid()
      .notNull()
      .references(() => appBundles._id, { onDelete: 'cascade' }),
    appId: uuid()
      .notNull()
      .references(() => apps._id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.appId] }), index().on(t.bundleId, t.position)],
);
