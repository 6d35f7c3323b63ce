import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { agencies } from '../../platform/tenancy/tenancy.tables';
import { contentStatusEnum } from './content.tables';
import { contentOwnerColumns, contentOwnerRules } from './content-owner';

/** Banners of the education home: platform rows (agencyId null) or an agency's own. */
export const banners = pgTable(
  'banners',
  {
    _id: idColumn(),
    ...contentOwnerColumns(),
    title: text().notNull(),
    body: text(),
    imageUrl: text(),
    linkUrl: text(),
    linkLabel: text(),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    position: integer().notNull().default(0),
    status: contentStatusEnum().notNull().default('published'),
    ...timestamps(),
  },
  (t) => [index().on(t.agencyId, t.position), ...contentOwnerRules('banners', t)],
);

/** One row per owner (the platform: agencyId null); absent means the defaults. */
export const bannersConfig = pgTable(
  'banners_config',
  {
    _id: idColumn(),
    agencyId: uuid().references(() => agencies._id, { onDelete: 'cascade' }),
    rotationSeconds: integer().notNull(),
    showOnEducationHome: boolean().notNull(),
    ...timestamps(),
  },
  // NULLS NOT DISTINCT: the platform (null) has one row too.
  (t) => [unique().on(t.agencyId).nullsNotDistinct()],
);

/** Posts of the education home's news feed. */
export const newsPosts = pgTable(
  'news_posts',
  {
    _id: idColumn(),
    ...contentOwnerColumns(),
    title: text().notNull(),
    body: text().notNull(),
    imageUrl: text(),
    pinned: boolean().notNull().default(false),
    status: contentStatusEnum().notNull().default('published'),
    ...timestamps(),
  },
  (t) => [index().on(t.agencyId), ...contentOwnerRules('news_posts', t)],
);
