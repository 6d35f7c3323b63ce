import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../../lib/session-store';
import { getAllPages } from '../../api/get-all-pages';
import type { AuthoringGroup, AuthoringItem } from '../descriptor/group-descriptor';
import { authoringKeys } from './authoring-keys';

/** GET /api/v1/<group> (every page): what this writer reads, drafts included; the list filters and sorts on the client. */
export const getGroupItems = (group: AuthoringGroup, token: string | null, signal?: AbortSignal) =>
  getAllPages<AuthoringItem>(group.path, token, signal);

export const groupItemsQueryOptions = (group: AuthoringGroup, viewer: string, token: string | null) =>
  queryOptions({
    queryKey: authoringKeys.items(group.key, viewer),
    queryFn: ({ signal }) => getGroupItems(group, token, signal),
    staleTime: 30_000,
  });

export function useGroupItems(group: AuthoringGroup | undefined) {
  const { token, user } = useSession();
  // A group without a parent still calls the hook (rules of hooks) but fetches nothing.
  const options = groupItemsQueryOptions(group ?? NO_GROUP, user?._id ?? 'visitor', token);
  return useQuery({ ...options, enabled: Boolean(group) });
}

const NO_GROUP = { key: '', path: '' } as AuthoringGroup;
