import {
  type TContentCategory,
  ZContentCategory,
  ZContentCategoryCreate,
  ZContentCategoryFilter,
  ZContentCategoryUpdate,
} from '@atrium/contracts/content';
import { and, eq } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { idColumn, timestamps } from '../../db/columns';
import { defineResource, type ResourceDefinition } from '../../platform/resources/resource-definition';
import { readScope } from '../../platform/resources/resource-scope';
import type { Actor } from '../../platform/tenancy/actor';
import { agencies } from '../../platform/tenancy/tenancy.tables';
import { fieldError, isoTimes, ownerOfRow, writesContent } from './content-access';

/**
 * The one category shape of the education area (FAQ, media, checklists, onboarding, ...): a table of that
 * shape per group, and its resource group, shared and hideable per location like the items.
 */
export const contentCategoryTable = <Name extends string>(name: Name) =>
  pgTable(
    name,
    {
      _id: idColumn(),
      agencyId: uuid().references(() => agencies._id, { onDelete: 'cascade' }),
      name: text().notNull(),
      description: text(),
      position: integer().notNull().default(0),
      ...timestamps(),
    },
    (t) => [index().on(t.agencyId, t.position)],
  );
type CategoryTable = ReturnType<typeof contentCategoryTable>;

export function categoryResource(opts: {
  label: string;
  path: string;
  tag: string;
  table: CategoryTable;
  hideKey: string;
}): ResourceDefinition {
  return defineResource({
    label: opts.label,
    path: opts.path,
    tag: opts.tag,
    table: opts.table,
    scope: 'shared',
    schemas: {
      item: ZContentCategory,
      create: ZContentCategoryCreate,
      update: ZContentCategoryUpdate,
      filter: ZContentCategoryFilter,
    },
    access: { read: () => true, write: writesContent },
    locationHides: { key: opts.hideKey },
    toItem: (row): TContentCategory => ({
      _id: row._id,
      name: row.name,
      description: row.description,
      position: row.position,
      owner: ownerOfRow(row),
      ...isoTimes(row),
    }),
  });
}

/**
 * An item's category must be one the writer reads (the platform's or the agency's own), never another
 * agency's: a field error otherwise. Nothing to check when the write does not set the category.
 */
export async function assertReadableCategory(opts: {
  db: Db;
  actor: Actor;
  categories: ResourceDefinition;
  categoryId: unknown;
}) {
  const { db, actor, categories, categoryId } = opts;
  if (typeof categoryId !== 'string') return;
  const [category] = await db
    .select({ _id: categories.table._id })
    .from(categories.table as never)
    .where(and(eq(categories.table._id, categoryId), readScope(categories, actor)))
    .limit(1);
  if (!category) throw fieldError('categoryId', 'Choose one of your categories');
}
