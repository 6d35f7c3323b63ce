import { ZContentListCreate, ZContentListUpdate, ZContentStepCreate, ZContentStepUpdate } from '@atrium/contracts/content';
import { educationGroups } from '@atrium/contracts/education-groups';
import type { AuthoringGroup } from '@/features/education/authoring/descriptor/group-descriptor';
import { type CategoryGroupName, categoryGroup } from './categories';

/**
 * Checklists and onboarding are one server shape (modules/education/content-lists.ts): categories, lists in a
 * category, and steps in a list. Declared once here, with the names of each.
 */
export function stepGroups(names: {
  area: 'checklists' | 'onboarding';
  categories: CategoryGroupName;
  lists: 'checklists' | 'onboarding-lists';
  steps: 'checklist-items' | 'onboarding-steps';
  readerPath: string;
}): AuthoringGroup[] {
  const { area, readerPath } = names;
  const lists: AuthoringGroup = {
    key: names.lists,
    api: educationGroups[names.lists],
    area,
    icon: area === 'checklists' ? 'checklist' : 'flag',
    create: ZContentListCreate,
    update: ZContentListUpdate,
    fields: [
      { name: 'categoryId', label: 'category', kind: 'parent', group: names.categories, required: true },
      { name: 'title', kind: 'text', required: true },
      { name: 'description', kind: 'richText' },
      { name: 'status', kind: 'status' },
    ],
    titleField: 'title',
    parent: { field: 'categoryId', group: names.categories },
    ordered: true,
    readerPath,
    // A list's steps go with it; steps themselves have no hides of their own.
    hides: 'list',
  };
  const steps: AuthoringGroup = {
    key: names.steps,
    api: educationGroups[names.steps],
    area,
    icon: 'list',
    create: ZContentStepCreate,
    update: ZContentStepUpdate,
    fields: [
      // The update contract has no listId: a step stays in its list.
      {
        name: 'listId',
        label: area === 'checklists' ? 'checklist' : 'onboardingList',
        kind: 'parent',
        group: names.lists,
        required: true,
        createOnly: true,
      },
      { name: 'title', kind: 'text', required: true },
      { name: 'details', kind: 'richText' },
      { name: 'videoId', kind: 'videoId', hint: true },
      { name: 'linkUrl', kind: 'url' },
    ],
    titleField: 'title',
    parent: { field: 'listId', group: names.lists },
    ordered: true,
    readerPath,
  };
  return [categoryGroup(names.categories, area, readerPath), lists, steps];
}
