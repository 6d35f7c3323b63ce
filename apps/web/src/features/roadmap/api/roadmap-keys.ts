import { roadmapItemsKeys } from '@/lib/queries/roadmap-items';

/** Whose view it is ('visitor' or a user id): votes and manage rights are per viewer, so each has its own entries. */
export type Viewer = string;

/** Query keys of the roadmap; a vote, edit or merge changes lists, items and the calendar, so all sit under 'roadmap'. */
export const roadmapKeys = {
  all: ['roadmap'] as const,
  /** Every list of items (lib/queries/roadmap-items.ts, shared with the changelog editor). */
  lists: roadmapItemsKeys.all,
  categories: (appId: string | undefined) => ['roadmap', 'categories', appId ?? 'all'] as const,
  calendar: (viewer: Viewer, range: { from: string; to: string; appId?: string }) =>
    ['roadmap', 'calendar', viewer, range] as const,
  item: (viewer: Viewer, id: string) => ['roadmap', 'item', viewer, id] as const,
  comments: (id: string) => ['roadmap', 'comments', id] as const,
};
