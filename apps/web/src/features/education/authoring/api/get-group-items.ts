import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getAllPages } from '@/features/education/api/get-all-pages';
import type { AuthoringGroup, AuthoringItem, ItemsGroup } from '@/features/education/authoring/descriptor/group-descriptor';
import { useSession } from '@/lib/session-store';
import { authoringKeys } from './authoring-keys';

/** GET /api/v1/<group> (every page): what this writer reads, drafts included; the list filters and sorts on the client. */
export const getGroupItems = async (group: ItemsGroup, token: string | null, signal?: AbortSignal) =>
  // Every group's item has an id and an owner (AuthoringItem); the rest is read through the group's fields.
  (await getAllPages(group.api.list, token, signal)) as AuthoringItem[];

/** No group (a group without a parent) or a singleton: the query never runs. */
export const groupItemsQueryOptions = (group: AuthoringGroup | undefined, viewer: string, token: string | null) =>
  queryOptions({
    queryKey: authoringKeys.items(group?.key ?? '', viewer),
    queryFn: group && !group.singleton ? ({ signal }) => getGroupItems(group, token, signal) : skipToken,
    staleTime: 30_000,
  });

export function useGroupItems(group: AuthoringGroup | undefined) {
  const { token, user } = useSession();
  return useQuery(groupItemsQueryOptions(group, user?._id ?? 'visitor', token));
}
