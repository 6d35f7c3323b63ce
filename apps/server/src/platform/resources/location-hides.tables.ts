import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { agencies, locations } from '../tenancy/tenancy.tables';

/**
 * Shared content an agency hides from some of its locations (a platform item or its own): one row per
 * item and location. `resource` is the resource group's `locationHides.key`; `itemId` is not a foreign key
 * because the item lives in that group's own table (a deleted item leaves rows that match nothing).
 */
export const contentLocationHides = pgTable(
  'content_location_hides',
  {
    _id: idColumn(),
    resource: text().notNull(),
    itemId: uuid().notNull(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    locationId: uuid()
      .notNull()
      .references(() => locations._id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [uniqueIndex().on(t.resource, t.itemId, t.locationId), index().on(t.agencyId)],
);
