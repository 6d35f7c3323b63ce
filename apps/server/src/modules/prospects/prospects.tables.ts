import { PROSPECT_STATUSES } from '@atrium/contracts/prospects';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { agencies, locations } from '../../platform/tenancy/tenancy.tables';

export const prospectStatusEnum = pgEnum('prospect_status', PROSPECT_STATUSES);

/**
 * An agency's businesses to win. The business name is unique in the agency (case aside): it is what a CSV import
 * matches on, so importing the same file twice changes nothing.
 */
export const prospects = pgTable(
  'prospects',
  {
    _id: idColumn(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    businessName: text().notNull(),
    contactName: text(),
    email: text(),
    phone: text(),
    website: text(),
    address: text(),
    city: text(),
    country: text(),
    notes: text(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    status: prospectStatusEnum().notNull().default('new'),
    /** The location it was converted into; the CRM id stays even if the Atrium location is deleted later. */
    locationId: uuid().references(() => locations._id, { onDelete: 'set null' }),
    crmLocationId: text(),
    convertedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('prospects_agency_business_unique').on(t.agencyId, sql`lower(business_name)`),
    index().on(t.agencyId, t.createdAt),
    index('prospects_tags_gin').using('gin', t.tags),
  ],
);
