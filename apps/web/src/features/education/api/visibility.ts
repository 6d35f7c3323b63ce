import type { TLocationHides } from '@atrium/contracts/content-visibility';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { educationKeys } from './education-keys';

/**
 * A group's "Visible to" endpoint (decision 009): every group with location hides has
 * `GET|PUT /api/v1/<path>/:id/visibility`, so one fetcher serves them all, keyed by the group's API path
 * ('/faqs', '/faq-categories', '/testimonials', ...).
 */
const visibilityPath = (path: string, id: string) => `${path}/${encodeURIComponent(id)}/visibility`;

/** GET …/:id/visibility (agency admin): the agency's locations that do not see the item. */
export async function getVisibility(path: string, id: string, token: string | null, signal?: AbortSignal) {
  const res = await apiFetch<{ data: TLocationHides }>({ method: 'GET', path: visibilityPath(path, id), token, signal });
  return res.data.hiddenFrom;
}

/** PUT …/:id/visibility: replaces the set of locations the item is hidden from. */
export async function setVisibility(path: string, id: string, hiddenFrom: string[], token: string | null) {
  const body: TLocationHides = { hiddenFrom };
  const res = await apiFetch<{ data: TLocationHides }>({ method: 'PUT', path: visibilityPath(path, id), body, token });
  return res.data.hiddenFrom;
}

export const visibilityQueryOptions = (path: string, id: string, token: string | null) =>
  queryOptions({
    queryKey: educationKeys.visibility(path, id),
    queryFn: ({ signal }) => getVisibility(path, id, token, signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

/**
 * Only agency admins may ask (403 otherwise), so callers pass `enabled` from the viewer's role. A disabled
 * observer still reads what another one (the open dialog) loaded, which is how a long list shows a row's
 * badge without asking for every row.
 */
export function useVisibility(path: string, id: string, enabled: boolean) {
  const { token } = useSession();
  const options = visibilityQueryOptions(path, id, token);
  return useQuery({ ...options, enabled: Boolean(token) && enabled });
}

export function useSetVisibility(path: string, id: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hiddenFrom: string[]) => setVisibility(path, id, hiddenFrom, token),
    onSuccess: async (hiddenFrom) => {
      queryClient.setQueryData(educationKeys.visibility(path, id), hiddenFrom);
      // Hiding a category hides its items from the location too: refresh every list.
      await queryClient.invalidateQueries({ queryKey: educationKeys.all });
    },
  });
}
