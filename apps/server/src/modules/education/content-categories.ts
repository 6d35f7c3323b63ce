import {
  type TContentCategory,
  ZContentCategory,
  ZContentCategoryCreate,
  ZContentCategoryFilter,
  ZContentCategoryUpdate,
} from '@atrium/contracts/content';
import { and, eq } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { idColumn, timestamps } from '../../db/columns';
import { parentCondition } from '../../platform/resources/parent-scope';
import { defineResource, type ResourceDefinition } from '../../platform/resources/resource-definition';
import type { Actor } from '../../platform/tenancy/actor';
import { fieldError, isoTimes, ownerOfRow, PARTNER_OWNED, writesContent } from './content-access';
import { contentOwnerColumns, contentOwnerRules } from './content-owner';

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
    ...PARTNER_OWNED,
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
 * A child's parent (an item's category, a checklist item's checklist) must be a row the writer may use: one it
 * reads (a platform category for an agency's item) or, with `mode: 'write'`, one it owns. A field error
 * otherwise, so no row ever hangs off another agency's. Nothing to check when the write does not set it.
 */
export async function assertParent(opts: {
  db: Db;
  actor: Actor;
  parent: ResourceDefinition;
  parentId: unknown;
  field: string;
  mode?: 'read' | 'write';
  message?: string;
}) {
  const { db, actor, parent, parentId, field } = opts;
  if (typeof parentId !== 'string') return;
  const [row] = await db
    .select({ _id: parent.table._id })
    .from(parent.table as never)
    .where(and(eq(parent.table._id, parentId), parentCondition(parent, actor, opts.mode ?? 'read')))
    .limit(1);
  if (!row) throw fieldError(field, opts.message ?? 'Choose one of your categories');
}

/** An item's category: one the writer reads. */
export const assertReadableCategory = (opts: { db: Db; actor: Actor; categories: ResourceDefinition; categoryId: unknown }) =>
  assertParent({ db: opts.db, actor: opts.actor, parent: opts.categories, parentId: opts.categoryId, field: 'categoryId' });
