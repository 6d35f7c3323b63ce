import { CONTENT_STATUSES } from '@atrium/contracts/faqs';
import { index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { contentOwnerColumns, contentOwnerRules } from './content-owner';

// The table shapes of the education area, apart from the routes and resource groups built on them
// (content-categories.ts, content-lists.ts), so the schema imports tables only.

/** Draft or published, for every kind of education content. */
export const contentStatusEnum = pgEnum('content_status', CONTENT_STATUSES);

/**
 * The one category shape of the education area (FAQ, media, checklists, onboarding, ...): a table of that
 * shape per group, and its resource group, shared and hideable per location like the items.
 */
export const contentCategoryTable = <Name extends string>(name: Name) =>
  pgTable(
    name,
    {
      _id: idColumn(),
      ...contentOwnerColumns(),
      name: text().notNull(),
      description: text(),
      position: integer().notNull().default(0),
      ...timestamps(),
    },
    (t) => [index().on(t.agencyId, t.position), ...contentOwnerRules(name, t)],
  );
export type CategoryTable = ReturnType<typeof contentCategoryTable>;

/** A list of steps (checklists, onboarding lists), filed in a category. */
export const contentListTable = <Name extends string>(name: Name, categories: CategoryTable) =>
  pgTable(
    name,
    {
      _id: idColumn(),
      ...contentOwnerColumns(),
      categoryId: uuid()
        .notNull()
        .references(() => categories._id, { onDelete: 'cascade' }),
      title: text().notNull(),
      description: text(),
      position: integer().notNull().default(0),
      status: contentStatusEnum().notNull().default('published'),
      ...timestamps(),
    },
    (t) => [index().on(t.categoryId, t.position), index().on(t.agencyId), ...contentOwnerRules(name, t)],
  );
export type ListTable = ReturnType<typeof contentListTable>;

/** A list's steps, owned with their list (same agency, or the platform). */
export const contentStepTable = <Name extends string>(name: Name, lists: ListTable) =>
  pgTable(
    name,
    {
      _id: idColumn(),
      ...contentOwnerColumns(),
      listId: uuid()
        .notNull()
        .references(() => lists._id, { onDelete: 'cascade' }),
      title: text().notNull(),
      details: text(),
      videoId: text(),
      linkUrl: text(),
      position: integer().notNull().default(0),
      ...timestamps(),
    },
    (t) => [index().on(t.listId, t.position), ...contentOwnerRules(name, t)],
  );
export type StepTable = ReturnType<typeof contentStepTable>;
