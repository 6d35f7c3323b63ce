import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from '../../platform/tenancy/tenancy.tables';

/** The agency's public-facing profile, one row per agency, created on first save. */
export const agencyProfiles = pgTable('agency_profiles', {
  agencyId: uuid()
    .primaryKey()
    .references(() => agencies._id, { onDelete: 'cascade' }),
  description: text().notNull().default(''),
  address: text().notNull().default(''),
  city: text().notNull().default(''),
  country: text().notNull().default(''),
  timezone: text().notNull().default(''),
  supportEmail: text().notNull().default(''),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
