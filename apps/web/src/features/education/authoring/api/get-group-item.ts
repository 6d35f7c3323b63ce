import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthoringGroup } from '@/features/education/authoring/descriptor/group-descriptor';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { authoringKeys } from './authoring-keys';

/** One item as the form reads it: every group's item is an object, read through the group's field declarations. */
export type StoredItem = Record<string, unknown>;

/** GET /api/v1/<group>/:id (or GET /api/v1/<singleton>): one item as stored, for the form. */
export async function getGroupItem(
  group: AuthoringGroup,
  id: string | undefined,
  token: string | null,
  signal?: AbortSignal,
): Promise<StoredItem> {
  if (group.singleton) return apiFetch(group.api.get, { token, signal });
  if (!id) throw new Error(`${group.key}: an item to load needs its id`);
  return (await apiFetch(group.api.get, { params: { id }, token, signal })) as StoredItem;
}

export const groupItemQueryOptions = (group: AuthoringGroup, id: string | undefined, viewer: string, token: string | null) =>
  queryOptions({
    queryKey: authoringKeys.item(group.key, id ?? 'settings', viewer),
    queryFn: ({ signal }) => getGroupItem(group, id, token, signal),
    // The form keeps its own copy once loaded; a refetch must not look like someone else's edit.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Loads when editing (an id) or for a singleton; a new item has nothing to load. */
export function useGroupItem(group: AuthoringGroup, id: string | undefined) {
  const { token, user } = useSession();
  return useQuery({
    ...groupItemQueryOptions(group, id, user?._id ?? 'visitor', token),
    enabled: Boolean(id) || Boolean(group.singleton),
  });
}
