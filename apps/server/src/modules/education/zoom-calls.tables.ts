import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { contentStatusEnum } from './content.tables';
import { contentOwnerColumns, contentOwnerRules } from './content-owner';

/** Group calls: platform rows (agencyId null) or an agency's own. */
export const zoomCalls = pgTable(
  'zoom_calls',
  {
    _id: idColumn(),
    ...contentOwnerColumns(),
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
  (t) => [index().on(t.startsAt), index().on(t.agencyId), ...contentOwnerRules('zoom_calls', t)],
);
