import { ROADMAP_STATUSES } from '@atrium/contracts/roadmap';
import { type AnyPgColumn, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { users } from '../../platform/tenancy/tenancy.tables';
import { apps } from '../apps/apps.tables';

export const roadmapStatusEnum = pgEnum('roadmap_status', ROADMAP_STATUSES);
export const changelogStatusEnum = pgEnum('changelog_status', ['draft', 'published']);

/** Roadmap items: the platform's (appId null) or one app's. A merged duplicate points at its original. */
export const roadmapItems = pgTable(
  'roadmap_items',
  {
    _id: idColumn(),
    appId: uuid().references(() => apps._id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    status: roadmapStatusEnum().notNull().default('under_review'),
    category: text(),
    targetDate: date({ mode: 'string' }),
    voteCount: integer().notNull().default(0),
    commentCount: integer().notNull().default(0),
    mergedIntoId: uuid().references((): AnyPgColumn => roadmapItems._id, { onDelete: 'set null' }),
    submittedById: uuid().references(() => users._id, { onDelete: 'set null' }),
    shippedAt: timestamp({ withTimezone: true }),
    shippedInId: uuid().references((): AnyPgColumn => changelogs._id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index().on(t.appId, t.status), index().on(t.targetDate), index().on(t.mergedIntoId)],
);

/** One vote per person per item. */
export const roadmapVotes = pgTable(
  'roadmap_votes',
  {
    itemId: uuid()
      .notNull()
      .references(() => roadmapItems._id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] }), index().on(t.userId)],
);

/** Comments on an item; `movedFromId` marks those that came over from a merged duplicate. */
export const roadmapComments = pgTable(
  'roadmap_comments',
  {
    _id: idColumn(),
    itemId: uuid()
      .notNull()
      .references(() => roadmapItems._id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    body: text().notNull(),
    movedFromId: uuid().references((): AnyPgColumn => roadmapItems._id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.itemId, t.createdAt)],
);

/** Changelog entries: the platform's (appId null) or one app's. */
export const changelogs = pgTable(
  'changelogs',
  {
    _id: idColumn(),
    appId: uuid().references(() => apps._id, { onDelete: 'cascade' }),
    title: text().notNull(),
    body: text().notNull(),
    status: changelogStatusEnum().notNull().default('draft'),
    publishedAt: timestamp({ withTimezone: true }),
    createdById: uuid().references(() => users._id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index().on(t.appId, t.publishedAt)],
);

/** The roadmap items a changelog entry ships. */
export const changelogItems = pgTable(
  'changelog_items',
  {
    changelogId: uuid()
      .notNull()
      .references(() => changelogs._id, { onDelete: 'cascade' }),
    itemId: uuid()
      .notNull()
      .references(() => roadmapItems._id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.changelogId, t.itemId] }), index().on(t.itemId)],
);
