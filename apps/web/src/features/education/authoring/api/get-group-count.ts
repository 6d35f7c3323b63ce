import type { TListMeta } from '@atrium/contracts/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session-store';
import type { AuthoringGroup } from '../descriptor/group-descriptor';
import { authoringKeys } from './authoring-keys';

/** GET /api/v1/<group>?limit=1: only the total this writer reads, for the index's counts. */
export async function getGroupCount(group: AuthoringGroup, token: string | null, signal?: AbortSignal): Promise<number> {
  const res = await apiFetch<{ meta: TListMeta }>({ method: 'GET', path: group.path, query: { limit: 1 }, token, signal });
  return res.meta.total;
}

export const groupCountQueryOptions = (group: AuthoringGroup, viewer: string, token: string | null) =>
  queryOptions({
    queryKey: authoringKeys.count(group.key, viewer),
    queryFn: ({ signal }) => getGroupCount(group, token, signal),
    staleTime: 30_000,
  });

export function useGroupCount(group: AuthoringGroup) {
  const { token, user } = useSession();
  return useQuery({ ...groupCountQueryOptions(group, user?._id ?? 'visitor', token), enabled: !group.singleton });
}
