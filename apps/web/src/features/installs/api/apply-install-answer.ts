import type { TAppInstallState, TInstalledApps } from '@atrium/contracts/installs';
import type { Query, QueryClient } from '@tanstack/react-query';
import { installedAfter } from '@/features/installs/utils/install-cache';
import { installKeys } from './install-keys';

/**
 * Applies an install's or uninstall's answer instead of refetching every installs query: the app's
 * state (the app page's panel) is the answer's, the installed-apps lists are patched with it, and what
 * cannot be derived from it (bundles' marks, approvals, a list the app is new to) refetches when on
 * screen and is only marked stale otherwise.
 */
export function applyInstallAnswer(queryClient: QueryClient, appId: string, state: TAppInstallState) {
  // The state is asked for signed in (true) or out; an answer only ever comes signed in.
  queryClient.setQueryData([...installKeys.state(appId), true], state);
  const patched = new Set<Query>();
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['installs', 'installed'] })) {
    const data = query.state.data as TInstalledApps | undefined;
    if (!data) continue;
    const next = installedAfter(data, appId, state);
    if (next === 'refetch') continue;
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
    patched.add(query);
  }
  const [, , stateAppId] = installKeys.state(appId);
  void queryClient.invalidateQueries({
    queryKey: installKeys.all,
    predicate: (query) =>
      !patched.has(query) &&
      !(query.queryKey[1] === 'state' && query.queryKey[2] === stateAppId) &&
      query.queryKey[1] !== 'locations' &&
      query.queryKey[1] !== 'setup' &&
      query.queryKey[1] !== 'my-review' &&
      // A free install changes no price and no subscription; paying goes through checkout, which reads them again.
      query.queryKey[1] !== 'quote' &&
      query.queryKey[1] !== 'subscriptions',
  });
}
