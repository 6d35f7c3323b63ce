import { PODCAST_STATUSES } from '@atrium/contracts/podcasts';
import { boolean, date, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { agencies } from '../../platform/tenancy/tenancy.tables';

export const podcastStatusEnum = pgEnum('podcast_status', PODCAST_STATUSES);

/** Podcasts are platform content today (agencyId null); the column lets agencies have their own later. */
export const podcasts = pgTable(
  'podcasts',
  {
    _id: idColumn(),
    agencyId: uuid().references(() => agencies._id, { onDelete: 'cascade' }),
    title: text(),
    description: text(),
    date: date({ mode: 'string' }),
    video: text().notNull(),
    status: podcastStatusEnum().notNull().default('draft'),
    publishedAt: timestamp({ withTimezone: true }),
    hidden: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [index().on(t.status, t.date)],
);
