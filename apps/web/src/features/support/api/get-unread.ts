import { supportEndpoints, type TUnreadComments } from '@atrium/contracts/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { type SupportViewer, supportKeys } from './support-keys';

/** GET /api/v1/support/GetUnreadComments: the viewer's unread answers, in total and per ticket. */
export function getUnread(token: string | null, signal?: AbortSignal): Promise<TUnreadComments> {
  return apiFetch(supportEndpoints.unread, { token, signal });
}

export const unreadQueryOptions = (viewer: SupportViewer, token: string | null) =>
  queryOptions({
    queryKey: supportKeys.unread(viewer),
    queryFn: ({ signal }) => getUnread(token, signal),
    enabled: Boolean(token),
  });

export function useUnread() {
  const { token, user } = useSession();
  return useQuery(unreadQueryOptions(user?._id ?? 'visitor', token));
}
