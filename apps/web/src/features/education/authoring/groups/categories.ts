import { ZContentCategoryCreate, ZContentCategoryUpdate } from '@atrium/contracts/content';
import type { AreaKey, AuthoringGroup, FieldSpec } from '../descriptor/group-descriptor';

/** The fields of the area's one category shape (contracts/content.ts ZContentCategory). */
export const CATEGORY_FIELDS: readonly FieldSpec[] = [
  { name: 'name', kind: 'text', required: true },
  { name: 'description', kind: 'textarea' },
];

/**
 * Checklist categories explain their one special name under the field: a category named "Agency" holds
 * agency-only checklists, which the server never sends to people at a location (checklists.resource.ts).
 */
const CHECKLIST_CATEGORY_FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'checklistCategoryName', kind: 'text', required: true, hint: true },
  { name: 'description', kind: 'textarea' },
];

/** A category group: FAQ, media, checklist and onboarding categories are all this. */
export function categoryGroup(key: string, area: AreaKey, readerPath: string): AuthoringGroup {
  return {
    key,
    path: `/${key}`,
    area,
    icon: 'list',
    create: ZContentCategoryCreate,
    update: ZContentCategoryUpdate,
    fields: area === 'checklists' ? CHECKLIST_CATEGORY_FIELDS : CATEGORY_FIELDS,
    titleField: 'name',
    ordered: true,
    readerPath,
    hides: 'category',
  };
}
