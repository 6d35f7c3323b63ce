import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { agencies } from '../../platform/tenancy/tenancy.tables';
import { contentCategoryTable } from './content-categories';
import { contentStatusEnum } from './faqs.tables';

export const checklistCategories = contentCategoryTable('checklist_categories');

/** Checklists: platform rows (agencyId null) or an agency's own, in a category the owner reads. */
export const checklists = pgTable(
  'checklists',
  {
    _id: idColumn(),
    agencyId: uuid().references(() => agencies._id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => checklistCategories._id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    position: integer().notNull().default(0),
    status: contentStatusEnum().notNull().default('published'),
    ...timestamps(),
  },
  (t) => [index().on(t.categoryId, t.position), index().on(t.agencyId)],
);

/** A checklist's items, owned with their checklist (same agency, or the platform). */
export const checklistItems = pgTable(
  'checklist_items',
  {
    _id: idColumn(),
    agencyId: uuid().references(() => agencies._id, { onDelete: 'cascade' }),
    checklistId: uuid()
      .notNull()
      .references(() => checklists._id, { onDelete: 'cascade' }),
    title: text().notNull(),
    details: text(),
    position: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [index().on(t.checklistId, t.position)],
);
