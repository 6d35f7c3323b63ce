import { notificationEndpoints } from '@atrium/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /api/v1/notifications/unread-count: how many of my notifications I have not read. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  return (await apiFetch(notificationEndpoints.unreadCount, { signal })).count;
}

// Live updates keep it current ('notification:new'); the slow poll covers a dropped socket.
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
