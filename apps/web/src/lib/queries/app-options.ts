import { consoleEndpoints } from '@atrium/contracts/app-console';
import type { TAppCard } from '@atrium/contracts/apps';
import { catalogueEndpoints } from '@atrium/contracts/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';

/** An app as a choice in a form: which app's roadmap an idea or a changelog entry belongs to. */
export type AppOption = Pick<TAppCard, '_id' | 'name'>;

/**
 * Which apps are offered:
 * - `marketplace`: the marketplace's apps, the first 60 by installs (public; anyone may suggest an idea for one);
 * - `managed`: the apps whose roadmaps I write (an app creator's partner's apps, every app for the super admin),
 *   the first 25 matching the search, the same set the roadmap and changelog APIs let me manage.
 */
export type AppOptionsScope = 'marketplace' | 'managed';

/** The marketplace's list is the same for everyone; the managed one is per viewer. */
export const appOptionsKey = (scope: AppOptionsScope, viewer: string, q: string) =>
  scope === 'marketplace' ? (['app-options', scope, q] as const) : (['app-options', scope, viewer, q] as const);

export async function getAppOptions(scope: AppOptionsScope, q: string, signal?: AbortSignal): Promise<AppOption[]> {
  const search = q.trim() || undefined;
  const page =
    scope === 'marketplace'
      ? await apiFetch(catalogueEndpoints.search, { query: { limit: 60, sort: 'installs', q: search }, signal })
      : await apiFetch(consoleEndpoints.list, { query: { q: search, limit: 25 }, signal });
  return page.data.map(({ _id, name }) => ({ _id, name }));
}

export const appOptionsQueryOptions = (scope: AppOptionsScope, viewer: string, q = '') =>
  queryOptions({
    queryKey: appOptionsKey(scope, viewer, q),
    queryFn: ({ signal }) => getAppOptions(scope, q, signal),
    // A new search keeps the last choices on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export function useAppOptions({ scope, q = '', enabled = true }: { scope: AppOptionsScope; q?: string; enabled?: boolean }) {
  const { user } = useSession();
  return useQuery({ ...appOptionsQueryOptions(scope, user?._id ?? 'visitor', q), enabled });
}
