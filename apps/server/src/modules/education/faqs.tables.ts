import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { contentCategoryTable, contentStatusEnum } from './content.tables';
import { contentOwnerColumns, contentOwnerRules } from './content-owner';

/** FAQ categories: platform rows (agencyId null) or an agency's own. */
export const faqCategories = contentCategoryTable('faq_categories');

/** Questions with their answers (sanitised rich text), in a category the owner may read. */
export const faqs = pgTable(
  'faqs',
  {
    _id: idColumn(),
    ...contentOwnerColumns(),
    categoryId: uuid()
      .notNull()
      .references(() => faqCategories._id, { onDelete: 'cascade' }),
    question: text().notNull(),
    answer: text().notNull(),
    position: integer().notNull().default(0),
    status: contentStatusEnum().notNull().default('published'),
    ...timestamps(),
  },
  (t) => [index().on(t.categoryId, t.position), index().on(t.agencyId), ...contentOwnerRules('faqs', t)],
);
