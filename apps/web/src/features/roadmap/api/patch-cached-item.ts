import type { TRoadmapItem } from '@atrium/contracts/roadmap';
import type { QueryClient } from '@tanstack/react-query';
import { roadmapKeys } from './roadmap-keys';

const isItem = (value: unknown): value is TRoadmapItem =>
  typeof value === 'object' && value !== null && 'voteCount' in value && '_id' in value;

/**
 * Applies `patch` to item `id` wherever the roadmap caches hold it (board lists, the calendar, its page), so a vote
 * shows at once on every screen. Comment lists and categories are left alone (they are not items).
 */
export function patchCachedItem(queryClient: QueryClient, id: string, patch: Partial<TRoadmapItem>) {
  queryClient.setQueriesData<unknown>({ queryKey: roadmapKeys.all }, (data: unknown) => {
    if (Array.isArray(data)) {
      if (!data.some((x) => isItem(x) && x._id === id)) return data;
      return data.map((x) => (isItem(x) && x._id === id ? { ...x, ...patch } : x));
    }
    if (isItem(data) && data._id === id) return { ...data, ...patch };
    return data;
  });
}
