import type { AreaKey, AuthoringGroup } from '@/features/education/authoring/descriptor/group-descriptor';
import { DOCS_GROUPS } from './docs';
import { FAQ_GROUPS } from './faq';
import { MEDIA_GROUPS } from './media';
import { BANNERS, BANNERS_CONFIG, NEWSFEED, TESTIMONIALS, TOOLS, ZOOM_CALLS } from './single-groups';
import { stepGroups } from './step-groups';

/** Every group the console authors, in the order the index shows them. */
export const AUTHORING_GROUPS: readonly AuthoringGroup[] = [
  ...FAQ_GROUPS,
  ...MEDIA_GROUPS,
  ...stepGroups({
    area: 'checklists',
    categories: 'checklist-categories',
    lists: 'checklists',
    steps: 'checklist-items',
    readerPath: '/checklist',
  }),
  ...stepGroups({
    area: 'onboarding',
    categories: 'onboarding-categories',
    lists: 'onboarding-lists',
    steps: 'onboarding-steps',
    readerPath: '/onboardings',
  }),
  ...DOCS_GROUPS,
  TESTIMONIALS,
  ZOOM_CALLS,
  BANNERS,
  NEWSFEED,
  BANNERS_CONFIG,
  TOOLS,
];

export const AREAS: readonly AreaKey[] = ['faq', 'media', 'checklists', 'onboarding', 'docs', 'testimonials', 'calls', 'home'];

const BY_KEY = new Map(AUTHORING_GROUPS.map((g) => [g.key, g]));

export function findGroup(key: string | undefined): AuthoringGroup | undefined {
  return key ? BY_KEY.get(key.toLowerCase()) : undefined;
}

/** A group by key, for references the declarations make (a parent group); a typo fails loudly. */
export function groupOf(key: string): AuthoringGroup {
  const group = BY_KEY.get(key);
  if (!group) throw new Error(`Unknown authoring group ${key}`);
  return group;
}

/** The groups whose items sit in this group's rows (a category's questions): deleting a row deletes theirs too. */
export const childGroupsOf = (group: AuthoringGroup) =>
  AUTHORING_GROUPS.filter((g) => g.parent?.group === group.key && g !== group);
