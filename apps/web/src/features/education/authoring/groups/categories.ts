import { ZContentCategoryCreate, ZContentCategoryUpdate } from '@atrium/contracts/content';
import type { AreaKey, AuthoringGroup, FieldSpec } from '../descriptor/group-descriptor';

/** The fields of the area's one category shape (contracts/content.ts ZContentCategory). */
export const CATEGORY_FIELDS: readonly FieldSpec[] = [
  { name: 'name', kind: 'text', required: true },
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
    fields: CATEGORY_FIELDS,
    titleField: 'name',
    ordered: true,
    readerPath,
    hides: 'category',
  };
}
