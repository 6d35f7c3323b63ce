import type { TLocationHides } from '@atrium/contracts/content-visibility';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { educationKeys, type VisibilityKind } from './education-keys';

const BASES: Record<VisibilityKind, string> = { faq: '/faqs', category: '/faq-categories' };
const pathOf = (kind: VisibilityKind, id: string) => `${BASES[kind]}/${encodeURIComponent(id)}/visibility`;

/** GET /api/v1/{faqs|faq-categories}/:id/visibility (agency admin): the agency's locations that do not see it. */
export async function getVisibility(kind: VisibilityKind, id: string, token: string | null, signal?: AbortSignal) {
  const res = await apiFetch<{ data: TLocationHides }>({ method: 'GET', path: pathOf(kind, id), token, signal });
  return res.data.hiddenFrom;
}

/** PUT …/visibility: replaces the set of locations the item is hidden from. */
export async function setVisibility(kind: VisibilityKind, id: string, hiddenFrom: string[], token: string | null) {
  const body: TLocationHides = { hiddenFrom };
  const res = await apiFetch<{ data: TLocationHides }>({ method: 'PUT', path: pathOf(kind, id), body, token });
  return res.data.hiddenFrom;
}

export const visibilityQueryOptions = (kind: VisibilityKind, id: string, token: string | null) =>
  queryOptions({
    queryKey: educationKeys.visibility(kind, id),
    queryFn: ({ signal }) => getVisibility(kind, id, token, signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

/** Only agency admins may ask (403 otherwise), so callers pass `enabled` from the viewer's role. */
export function useVisibility(kind: VisibilityKind, id: string, enabled: boolean) {
  const { token } = useSession();
  const options = visibilityQueryOptions(kind, id, token);
  return useQuery({ ...options, enabled: Boolean(token) && enabled });
}

export function useSetVisibility(kind: VisibilityKind, id: string) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hiddenFrom: string[]) => setVisibility(kind, id, hiddenFrom, token),
    onSuccess: async (hiddenFrom) => {
      queryClient.setQueryData(educationKeys.visibility(kind, id), hiddenFrom);
      // Hiding a category hides its questions from the location too: refresh every list.
      await queryClient.invalidateQueries({ queryKey: educationKeys.all });
    },
  });
}
