import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { agencies } from '../../platform/tenancy/tenancy.tables';
import { contentStatusEnum } from './faqs.tables';

/** Group calls: platform rows (agencyId null) or an agency's own. */
export const zoomCalls = pgTable(
  'zoom_calls',
  {
    _id: idColumn(),
    agencyId: uuid().references(() => agencies._id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    hostName: text(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    durationMinutes: integer().notNull(),
    joinUrl: text().notNull(),
    recordingUrl: text(),
    status: contentStatusEnum().notNull().default('published'),
    ...timestamps(),
  },
  (t) => [index().on(t.startsAt), index().on(t.agencyId)],
);
