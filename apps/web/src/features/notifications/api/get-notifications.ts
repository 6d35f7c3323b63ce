import type { TPage } from '@atrium/contracts/endpoint';
import { notificationEndpoints, type TNotification } from '@atrium/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export const NOTIFICATIONS_SHOWN = 20;

export type NotificationsPage = TPage<TNotification>;

/** GET /api/v1/notifications: my latest notifications, newest first (the panel shows one page). */
export function getNotifications(signal?: AbortSignal): Promise<NotificationsPage> {
  return apiFetch(notificationEndpoints.list, { query: { limit: NOTIFICATIONS_SHOWN }, signal });
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: 30_000,
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
