import { changelogEndpoints, type TChangelog } from '@atrium/contracts/changelogs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { changelogKeys, type Viewer } from './changelog-keys';

/** GET /api/v1/changelogs/:id: one entry (a draft only for its managers; anyone else gets 404). */
export async function getChangelog(id: string, signal?: AbortSignal): Promise<TChangelog> {
  return apiFetch(changelogEndpoints.get, { params: { id }, signal });
}

export const changelogQueryOptions = (viewer: Viewer, id: string) =>
  queryOptions({ queryKey: changelogKeys.one(viewer, id), queryFn: ({ signal }) => getChangelog(id, signal) });

export function useChangelog(id: string, enabled = true) {
  const { user } = useSession();
  return useQuery({ ...changelogQueryOptions(user?._id ?? 'visitor', id), enabled });
}
