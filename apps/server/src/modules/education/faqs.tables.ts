import { CONTENT_STATUSES } from '@atrium/contracts/faqs';
import { index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { contentCategoryTable } from './content-categories';
import { contentOwnerColumns, contentOwnerRules } from './content-owner';

export const contentStatusEnum = pgEnum('content_status', CONTENT_STATUSES);

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
