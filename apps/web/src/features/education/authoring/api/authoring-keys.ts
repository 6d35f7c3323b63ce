import type { Viewer } from '@/features/education/api/education-keys';

/**
 * Query keys of the authoring console. They start with 'education', so a write's invalidation of
 * `['education']` refreshes these and every reader screen's queries at once.
 */
export const authoringKeys = {
  all: ['education', 'authoring'] as const,
  items: (group: string, viewer: Viewer) => ['education', 'authoring', group, 'items', viewer] as const,
  item: (group: string, id: string, viewer: Viewer) => ['education', 'authoring', group, 'item', id, viewer] as const,
  count: (group: string, viewer: Viewer) => ['education', 'authoring', group, 'count', viewer] as const,
};
