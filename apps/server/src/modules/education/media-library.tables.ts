import { MEDIA_KINDS } from '@atrium/contracts/media-library';
import { index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { contentCategoryTable, contentStatusEnum } from './content.tables';
import { contentOwnerColumns, contentOwnerRules } from './content-owner';

export const mediaKindEnum = pgEnum('media_kind', MEDIA_KINDS);

/** Media categories: platform rows (agencyId null) or an agency's own. */
export const mediaCategories = contentCategoryTable('media_categories');

/** Videos and documents, in a category the owner may read. */
export const mediaItems = pgTable(
  'media_items',
  {
    _id: idColumn(),
    ...contentOwnerColumns(),
    categoryId: uuid()
      .notNull()
      .references(() => mediaCategories._id, { onDelete: 'cascade' }),
    kind: mediaKindEnum().notNull(),
    title: text().notNull(),
    description: text(),
    /** Plain text of what is said in the video (or the document's text), indexed with the item for AI agents. */
    transcript: text(),
    videoId: text(),
    documentUrl: text(),
    thumbnailUrl: text(),
    durationSeconds: integer(),
    position: integer().notNull().default(0),
    status: contentStatusEnum().notNull().default('published'),
    ...timestamps(),
  },
  (t) => [index().on(t.categoryId, t.position), index().on(t.agencyId), ...contentOwnerRules('media_items', t)],
);
