import { ZContentCategoryCreate, ZContentCategoryUpdate } from '@atrium/contracts/content';
import { educationGroups } from '@atrium/contracts/education-groups';
import type { AreaKey, AuthoringGroup, FieldSpec } from '@/features/education/authoring/descriptor/group-descriptor';

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
/** The category groups of the contracts (every one has the same shape, ZContentCategory). */
export type CategoryGroupName = 'faq-categories' | 'medialibrary-categories' | 'checklist-categories' | 'onboarding-categories';

export function categoryGroup(key: CategoryGroupName, area: AreaKey, readerPath: string): AuthoringGroup {
  return {
    key,
    api: educationGroups[key],
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
