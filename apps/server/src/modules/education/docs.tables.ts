import { type AnyPgColumn, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { contentStatusEnum } from './content.tables';
import { contentOwnerColumns, contentOwnerRules } from './content-owner';

/** Knowledge-base categories; a sub-category points at its top category. */
export const docsCategories = pgTable(
  'docs_categories',
  {
    _id: idColumn(),
    ...contentOwnerColumns(),
    parentId: uuid().references((): AnyPgColumn => docsCategories._id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    position: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [index().on(t.parentId, t.position), index().on(t.agencyId), ...contentOwnerRules('docs_categories', t)],
);

export const docs = pgTable(
  'docs',
  {
    _id: idColumn(),
    ...contentOwnerColumns(),
    categoryId: uuid()
      .notNull()
      .references(() => docsCategories._id, { onDelete: 'cascade' }),
    title: text().notNull(),
    summary: text(),
    sections: jsonb().$type<{ heading: string; body: string }[]>().notNull(),
    position: integer().notNull().default(0),
    status: contentStatusEnum().notNull().default('published'),
    ...timestamps(),
  },
  (t) => [index().on(t.categoryId, t.position), index().on(t.agencyId), ...contentOwnerRules('docs', t)],
);
