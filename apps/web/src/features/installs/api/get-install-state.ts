import { installEndpoints, type TAppInstallState } from '@atrium/contracts/installs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { installKeys } from './install-keys';

/** GET /api/v1/app/install_state?app_id=: the viewer's button state; answers `sign_in` without a token. */
export function getInstallState(appId: string, token: string | null, signal?: AbortSignal): Promise<TAppInstallState> {
  return apiFetch(installEndpoints.state, { query: { app_id: appId }, token, signal });
}

export const installStateQueryOptions = (appId: string, token: string | null) =>
  queryOptions({
    // Signed in or not changes the answer; the token itself stays out of the key (it is a credential).
    queryKey: [...installKeys.state(appId), Boolean(token)],
    queryFn: ({ signal }) => getInstallState(appId, token, signal),
  });

export function useInstallState(appId: string) {
  const { token } = useSession();
  return useQuery(installStateQueryOptions(appId, token));
}
