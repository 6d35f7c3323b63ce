import type { TLocationHidesEndpoints } from '@atrium/contracts/content-visibility';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { educationKeys } from './education-keys';

/**
 * A group's "Visible to" endpoints (decision 009): every group with location hides has
 * `GET|PUT /api/v1/<group>/:id/visibility`, so one fetcher serves them all, given the group's `hides`
 * endpoints of the contracts (`educationGroups.faqs.hides`, ...).
 */
export type HidesApi = TLocationHidesEndpoints;

/** GET …/:id/visibility (agency admin): the agency's locations that do not see the item. */
export async function getVisibility(api: HidesApi, id: string, token: string | null, signal?: AbortSignal) {
  const { hiddenFrom } = await apiFetch(api.get, { params: { id }, token, signal });
  return hiddenFrom;
}

/** PUT …/:id/visibility: replaces the set of locations the item is hidden from. */
export async function setVisibility(api: HidesApi, id: string, hiddenFrom: string[], token: string | null) {
  const saved = await apiFetch(api.set, { params: { id }, body: { hiddenFrom }, token });
  return saved.hiddenFrom;
}

export const visibilityQueryOptions = (api: HidesApi, id: string, token: string | null) =>
  queryOptions({
    queryKey: educationKeys.visibility(api.get.path, id),
    queryFn: ({ signal }) => getVisibility(api, id, token, signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

/**
 * Only agency admins may ask (403 otherwise), so callers pass `enabled` from the viewer's role. A disabled
 * observer still reads what another one (the open dialog) loaded, which is how a long list shows a row's
 * badge without asking for every row.
 */
export function useVisibility(api: HidesApi, id: string, enabled: boolean) {
  const { token } = useSession();
  const options = visibilityQueryOptions(api, id, token);
  return useQuery({ ...options, enabled: Boolean(token) && enabled });
}

export function useSetVisibility(api: HidesApi, id: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hiddenFrom: string[]) => setVisibility(api, id, hiddenFrom, token),
    onSuccess: async (hiddenFrom) => {
      queryClient.setQueryData(educationKeys.visibility(api.get.path, id), hiddenFrom);
      // Hiding a category hides its items from the location too: refresh every list.
      await queryClient.invalidateQueries({ queryKey: educationKeys.all });
    },
  });
}
