import { pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const CATEGORY_KINDS = ['app', 'roadmap'] as const;
export const categoryKindEnum = pgEnum('category_kind', CATEGORY_KINDS);

/**
 * Category names are stored in English (they are the filter values); this table holds what each is called in
 * another language. A missing row falls back to the English name.
 */
export const categoryTranslations = pgTable(
  'category_translations',
  {
    kind: categoryKindEnum().notNull(),
    /** The English name, as stored on the apps or roadmap items. */
    name: text().notNull(),
    /** A language code of the web's language list, e.g. 'fr', 'ae'. */
    language: text().notNull(),
    label: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.name, t.language] })],
);
