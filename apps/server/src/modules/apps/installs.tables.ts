import { APPROVAL_STATUSES, INSTALL_STATUSES } from '@atrium/contracts/installs';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
import { appSubscriptions } from '../app-billing/app-billing.tables';
import { appPlans, apps } from './apps.tables';

export const installStatusEnum = pgEnum('install_status', INSTALL_STATUSES);
export const approvalStatusEnum = pgEnum('approval_status', APPROVAL_STATUSES);

export type WhitelabelRow = {
  displayName: string | null;
  logoUrl: string | null;
  primaryColor: string | null;
  hideBranding: boolean;
};

/**
 * One row per install: the app for an agency itself (location_id null) or for one of its locations.
 * Uninstalling keeps the row (status 'uninstalled', for the feedback window and re-install); at most
 * one active install exists per app and place (the partial unique index).
 */
export const appInstalls = pgTable(
  'app_installs',
  {
    _id: idColumn(),
    appId: uuid()
      .notNull()
      .references(() => apps._id, { onDelete: 'cascade' }),
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    locationId: uuid().references(() => locations._id, { onDelete: 'cascade' }),
    planId: uuid().references(() => appPlans._id, { onDelete: 'set null' }),
    version: text(),
    status: installStatusEnum().notNull().default('active'),
    installedBy: uuid().references(() => users._id, { onDelete: 'set null' }),
    installedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    uninstalledAt: timestamp({ withTimezone: true }),
    webIntegrationEnabled: boolean().notNull().default(false),
    whitelabel: jsonb().$type<WhitelabelRow>(),
    /** The paid subscription (a plan's or a bundle's) this install lives by: it goes when that ends. */
    subscriptionId: uuid().references(() => appSubscriptions._id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('app_installs_active_unique')
      .on(t.appId, t.agencyId, sql`coalesce(${t.locationId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`status = 'active'`),
    index().on(t.agencyId, t.locationId, t.status),
    index().on(t.appId, t.status),
  ],
);

/** 'All present and future locations': a location created later gets these installs. */
export const appAutoInstalls = pgTable(
  'app_auto_installs',
  {
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    appId: uuid()
      .notNull()
      .references(() => apps._id, { onDelete: 'cascade' }),
    planId: uuid().references(() => appPlans._id, { onDelete: 'set null' }),
    createdBy: uuid().references(() => users._id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.appId] })],
);

/** An agency's approval of an app for its locations, or a location admin's request for one. */
export const appApprovals = pgTable(
  'app_approvals',
  {
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    appId: uuid()
      .notNull()
      .references(() => apps._id, { onDelete: 'cascade' }),
    status: approvalStatusEnum().notNull(),
    requestedLocationId: uuid().references(() => locations._id, { onDelete: 'set null' }),
    requestedBy: uuid().references(() => users._id, { onDelete: 'set null' }),
    decidedBy: uuid().references(() => users._id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.appId] })],
);

/** An install's credentials for the app's own service: one AES-256-GCM sealed JSON object, plus what may be shown. */
export const appCredentials = pgTable('app_credentials', {
  installId: uuid('install_id')
    .primaryKey()
    .references(() => appInstalls._id, { onDelete: 'cascade' }),
  sealed: text().notNull(),
  /** Names and last 4 characters only: what the API shows after saving. */
  fields: jsonb().$type<{ name: string; last4: string; updatedAt: string }[]>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** An install's Atrium API key (sent in the `apikey` header): stored as a keyed hash, one per install. */
export const appApiKeys = pgTable(
  'app_api_keys',
  {
    _id: idColumn(),
    installId: uuid()
      .notNull()
      .references(() => appInstalls._id, { onDelete: 'cascade' }),
    keyHash: text().notNull(),
    last4: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('app_api_keys_hash_unique').on(t.keyHash), uniqueIndex('app_api_keys_install_unique').on(t.installId)],
);

/** Short-lived access tokens of free apps' embedded views, stored hashed. */
export const appAccessTokens = pgTable(
  'app_access_tokens',
  {
    _id: idColumn(),
    installId: uuid()
      .notNull()
      .references(() => appInstalls._id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_access_tokens_hash_unique').on(t.tokenHash), index().on(t.installId)],
);

/** Installs and uninstalls per app and day (UTC): the console's install chart reads this, never the installs. */
export const appInstallDaily = pgTable(
  'app_install_daily',
  {
    appId: uuid()
      .notNull()
      .references(() => apps._id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    installs: integer().notNull().default(0),
    uninstalls: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.appId, t.day] })],
);
