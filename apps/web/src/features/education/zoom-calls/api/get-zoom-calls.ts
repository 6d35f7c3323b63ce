import { educationGroups } from '@atrium/contracts/education-groups';
import type { TZoomCall } from '@atrium/contracts/zoom-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Viewer } from '@/features/education/api/education-keys';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';

export type CallsWhen = 'upcoming' | 'past';

export const zoomCallsKey = (when: CallsWhen, viewer: Viewer) => ['education', 'zoom-calls', when, viewer] as const;

/**
 * GET /api/v1/zoom-calls?when= (anyone): the server decides what has ended (start plus duration), so a call
 * in progress is still in Upcoming. One page of the largest size: a few calls a week fit many times over.
 */
export async function getZoomCalls(when: CallsWhen, token: string | null, signal?: AbortSignal): Promise<TZoomCall[]> {
  const page = await apiFetch(educationGroups['zoom-calls'].list, { query: { when, limit: 200 }, token, signal });
  return page.data;
}

export const zoomCallsQueryOptions = (when: CallsWhen, viewer: Viewer, token: string | null) =>
  queryOptions({
    queryKey: zoomCallsKey(when, viewer),
    queryFn: ({ signal }) => getZoomCalls(when, token, signal),
    staleTime: 60_000,
  });

export function useZoomCalls(when: CallsWhen) {
  const { token, user } = useSession();
  return useQuery(zoomCallsQueryOptions(when, user?._id ?? 'visitor', token));
}
