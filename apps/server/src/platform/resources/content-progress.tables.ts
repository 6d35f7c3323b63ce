import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { locations, users } from '../tenancy/tenancy.tables';

/**
 * Each person's progress on items of the groups with `progress` (content-progress.ts): one row per item, user
 * and location (null when the person acts for no location). `itemId` is not a foreign key: the item lives in
 * its group's own table.
 */
export const contentProgress = pgTable(
  'content_progress',
  {
    _id: idColumn(),
    resource: text().notNull(),
    itemId: uuid().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    locationId: uuid().references(() => locations._id, { onDelete: 'cascade' }),
    status: text({ enum: ['not_started', 'in_progress', 'completed'] }).notNull(),
    percent: integer().notNull().default(0),
    completedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [unique().on(t.resource, t.itemId, t.userId, t.locationId).nullsNotDistinct(), index().on(t.userId, t.resource)],
);
