import { consoleEndpoints, type TConsoleAppRow } from '@atrium/contracts/app-console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { changelogKeys, type Viewer } from './changelog-keys';

export type AppChoice = Pick<TConsoleAppRow, '_id' | 'name'>;

/**
 * GET /api/v1/console/apps?q=: the apps whose roadmaps I write (an app creator's partner's apps; every app
 * for the super admin), the same set the changelog API lets me manage.
 */
export async function getManageableApps(q: string, signal?: AbortSignal): Promise<AppChoice[]> {
  const page = await apiFetch(consoleEndpoints.list, { query: { q: q.trim() || undefined, limit: 25 }, signal });
  return page.data.map(({ _id, name }) => ({ _id, name }));
}

export const manageableAppsQueryOptions = (viewer: Viewer, q: string) =>
  queryOptions({
    queryKey: changelogKeys.apps(viewer, q),
    queryFn: ({ signal }) => getManageableApps(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export function useManageableApps(q: string, enabled: boolean) {
  const { user } = useSession();
  return useQuery({ ...manageableAppsQueryOptions(user?._id ?? 'visitor', q), enabled });
}
