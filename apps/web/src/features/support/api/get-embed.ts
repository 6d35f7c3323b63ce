import { supportEndpoints, type TSupportEmbedContext } from '@atrium/contracts/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { type EmbedIds, type SupportViewer, supportKeys } from './support-keys';

/** GET /api/v1/support/embed: checks the frame's ids belong together and to the viewer (404 when not). */
export function getEmbedContext(ids: EmbedIds, token: string | null, signal?: AbortSignal): Promise<TSupportEmbedContext> {
  return apiFetch(supportEndpoints.embed, { query: { ...ids }, token, signal });
}

export const embedQueryOptions = (viewer: SupportViewer, ids: EmbedIds, token: string | null) =>
  queryOptions({
    queryKey: supportKeys.embed(viewer, ids),
    queryFn: ({ signal }) => getEmbedContext(ids, token, signal),
    staleTime: Number.POSITIVE_INFINITY, // The ids' answer does not change while the frame is open.
    enabled: Boolean(token),
  });

export function useEmbedContext(ids: EmbedIds) {
  const { token, user } = useSession();
  return useQuery(embedQueryOptions(user?._id ?? 'visitor', ids, token));
}
