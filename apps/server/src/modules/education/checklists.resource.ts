import {
  type TChecklist,
  type TChecklistItem,
  ZChecklist,
  ZChecklistCreate,
  ZChecklistFilter,
  ZChecklistItem,
  ZChecklistItemCreate,
  ZChecklistItemFilter,
  ZChecklistItemUpdate,
  ZChecklistUpdate,
} from '@atrium/contracts/checklists';
import { and, eq } from 'drizzle-orm';
import { sanitizeOptionalRichText } from '../../platform/html';
import { notHiddenFrom } from '../../platform/resources/location-hides-scope';
import { parentReadable } from '../../platform/resources/parent-scope';
import { defineResource, type ResourceDefinition } from '../../platform/resources/resource-definition';
import { checklistCategories, checklistItems, checklists } from './checklists.tables';
import { isoTimes, ownerOfRow, publishedOrOwn, writesContent } from './content-access';
import { assertParent, assertReadableCategory, categoryResource } from './content-categories';

const CATEGORY_KEY = 'checklist-category';
const sanitised = (field: string) => (input: Record<string, unknown>) =>
  field in input ? { ...input, [field]: sanitizeOptionalRichText(input[field] as string | null) || null } : input;

export const checklistCategoryResource = categoryResource({
  label: 'Checklist category',
  path: '/api/v1/checklist-categories',
  tag: 'Checklists',
  table: checklistCategories,
  hideKey: CATEGORY_KEY,
});

export const checklistResource: ResourceDefinition = defineResource({
  label: 'Checklist',
  path: '/api/v1/checklists',
  tag: 'Checklists',
  table: checklists,
  scope: 'shared',
  schemas: { item: ZChecklist, create: ZChecklistCreate, update: ZChecklistUpdate, filter: ZChecklistFilter },
  access: { read: () => true, write: writesContent },
  locationHides: { key: 'checklist' },
  // A checklist goes with its category when the agency hides the category from a location.
  readFilter: (actor) => and(publishedOrOwn(checklists, actor), notHiddenFrom(CATEGORY_KEY, checklists.categoryId, actor)),
  filters: (query) => [
    query.categoryId ? eq(checklists.categoryId, query.categoryId) : undefined,
    query.status ? eq(checklists.status, query.status) : undefined,
  ],
  prepare: sanitised('description'),
  validate: (values, { db, actor }) =>
    assertReadableCategory({ db, actor, categories: checklistCategoryResource, categoryId: values.categoryId }),
  toItem: (row): TChecklist => ({
    _id: row._id,
    categoryId: row.categoryId,
    title: row.title,
    description: row.description,
    position: row.position,
    status: row.status,
    owner: ownerOfRow(row),
    ...isoTimes(row),
  }),
});

/**
 * A checklist's items: seen wherever their checklist is (its scope, status and hides, and its category's), and
 * written by whoever owns the checklist. People complete them one by one (progress), per location.
 */
export const checklistItemResource: ResourceDefinition = defineResource({
  label: 'Checklist item',
  path: '/api/v1/checklist-items',
  tag: 'Checklists',
  table: checklistItems,
  scope: 'shared',
  schemas: { item: ZChecklistItem, create: ZChecklistItemCreate, update: ZChecklistItemUpdate, filter: ZChecklistItemFilter },
  access: { read: () => true, write: writesContent },
  progress: { key: 'checklist-item' },
  readFilter: (actor) => parentReadable(checklistResource, checklistItems.checklistId, actor),
  filters: (query) => [query.checklistId ? eq(checklistItems.checklistId, query.checklistId) : undefined],
  prepare: sanitised('details'),
  validate: (values, { db, actor }) =>
    assertParent({
      db,
      actor,
      parent: checklistResource,
      parentId: values.checklistId,
      field: 'checklistId',
      mode: 'write',
      message: 'Choose one of your checklists',
    }),
  toItem: (row): TChecklistItem => ({
    _id: row._id,
    checklistId: row.checklistId,
    title: row.title,
    details: row.details,
    position: row.position,
    owner: ownerOfRow(row),
    ...isoTimes(row),
  }),
});
