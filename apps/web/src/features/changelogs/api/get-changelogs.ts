import { changelogEndpoints, type TChangelog } from '@atrium/contracts/changelogs';
import type { TPage } from '@atrium/contracts/endpoint';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { type ChangelogListFilter, changelogKeys, type Viewer } from './changelog-keys';

export const CHANGELOGS_PAGE_SIZE = 10;

export type ChangelogsPage = TPage<TChangelog>;

/** GET /api/v1/changelogs: published entries newest first (status=draft: the drafts I manage), keyset paged. */
export function getChangelogs(filter: ChangelogListFilter, cursor?: string, signal?: AbortSignal): Promise<ChangelogsPage> {
  return apiFetch(changelogEndpoints.list, {
    query: {
      limit: CHANGELOGS_PAGE_SIZE,
      cursor,
      appId: filter.roadmap || undefined,
      q: filter.q.trim() || undefined,
      status: filter.status === 'draft' ? 'draft' : undefined,
    },
    signal,
  });
}

export const changelogsQueryOptions = (viewer: Viewer, filter: ChangelogListFilter) =>
  infiniteQueryOptions({
    queryKey: changelogKeys.list(viewer, filter),
    queryFn: ({ pageParam, signal }) => getChangelogs(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    // A new search or filter keeps the old entries on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useChangelogs(filter: ChangelogListFilter) {
  const { user } = useSession();
  return useInfiniteQuery(changelogsQueryOptions(user?._id ?? 'visitor', filter));
}
