import { ROLES } from '@atrium/contracts/roles';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';

export const roleEnum = pgEnum('role', ROLES);

/** Agencies (companies): the tenants. */
export const agencies = pgTable('agencies', {
  _id: idColumn(),
  name: text().notNull(),
  email: text(),
  phone: text(),
  website: text(),
  logoUrl: text(),
  plan: text().notNull().default('free'),
  ...timestamps(),
});

/** Locations (sub-accounts) belong to one agency. */
export const locations = pgTable(
  'locations',
  {
    _id: idColumn(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The CRM location (sub-account) this one is, set by the CRM sync; one Atrium location per CRM location. */
    crmLocationId: text(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.agencyId),
    uniqueIndex('locations_agency_crm_location_unique').on(t.agencyId, t.crmLocationId).where(sql`crm_location_id is not null`),
  ],
);

export const users = pgTable(
  'users',
  {
    _id: idColumn(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** The CRM user this person is, set by the CRM sync (or a sign-in from inside the CRM). */
    crmUserId: text(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_crm_user_unique').on(t.crmUserId).where(sql`crm_user_id is not null`),
  ],
);

/** What a user is where: one membership per user today (role + agency + optional location). */
export const memberships = pgTable(
  'memberships',
  {
    _id: idColumn(),
    userId: uuid()
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    role: roleEnum().notNull(),
    agencyId: uuid().references(() => agencies._id, { onDelete: 'cascade' }),
    locationId: uuid().references(() => locations._id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('memberships_user_unique').on(t.userId), index().on(t.agencyId), index().on(t.locationId)],
);

/** Opaque bearer tokens, stored as SHA-256 hashes only. */
export const sessions = pgTable(
  'sessions',
  {
    _id: idColumn(),
    userId: uuid()
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** The browser that signed in, for the profile's list of active sessions. */
    userAgent: text(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index().on(t.userId)],
);
