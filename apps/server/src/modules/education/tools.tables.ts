import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { contentStatusEnum } from './content.tables';
import { contentOwnerColumns, contentOwnerRules } from './content-owner';

/** Tools: platform rows (agencyId null) or an agency's own. */
export const tools = pgTable(
  'tools',
  {
    _id: idColumn(),
    ...contentOwnerColumns(),
    name: text().notNull(),
    description: text(),
    url: text().notNull(),
    category: text(),
    iconUrl: text(),
    position: integer().notNull().default(0),
    status: contentStatusEnum().notNull().default('published'),
    ...timestamps(),
  },
  (t) => [index().on(t.agencyId, t.position), ...contentOwnerRules('tools', t)],
);
