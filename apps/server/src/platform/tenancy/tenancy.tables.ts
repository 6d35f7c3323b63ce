import { ROLES } from '@atrium/contracts/roles';
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
    ...timestamps(),
  },
  (t) => [index().on(t.agencyId)],
);

export const users = pgTable(
  'users',
  {
    _id: idColumn(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
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
