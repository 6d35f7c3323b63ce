import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AuthoringGroup, ItemsGroup } from '@/features/education/authoring/descriptor/group-descriptor';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { authoringKeys } from './authoring-keys';

/** GET /api/v1/<group>?limit=1: only the total this writer reads, for the index's counts. */
export async function getGroupCount(group: ItemsGroup, token: string | null, signal?: AbortSignal): Promise<number> {
  const page = await apiFetch(group.api.list, { query: { limit: 1 }, token, signal });
  return page.meta.total;
}

/** A singleton (one settings object) has no count: its query never runs. */
export const groupCountQueryOptions = (group: AuthoringGroup, viewer: string, token: string | null) =>
  queryOptions({
    queryKey: authoringKeys.count(group.key, viewer),
    queryFn: group.singleton ? skipToken : ({ signal }) => getGroupCount(group, token, signal),
    staleTime: 30_000,
  });

export function useGroupCount(group: AuthoringGroup) {
  const { token, user } = useSession();
  return useQuery(groupCountQueryOptions(group, user?._id ?? 'visitor', token));
}
