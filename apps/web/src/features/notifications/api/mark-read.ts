import { notificationEndpoints } from '@atrium/contracts/notifications';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { withAllRead, withRead } from '@/features/notifications/utils/notification-cache';
import { apiFetch } from '@/lib/api-client';
import type { NotificationsPage } from './get-notifications';
import { notificationKeys } from './notification-keys';

/** PUT /api/v1/notifications/:id/read: one of mine is read. */
export async function markNotificationRead(id: string): Promise<void> {
  await apiFetch(notificationEndpoints.read, { params: { id } });
}

/** PUT /api/v1/notifications/read-all: every one of mine is read. */
export async function markAllNotificationsRead(): Promise<void> {
  await apiFetch(notificationEndpoints.readAll);
}

/** Applies a change to the cached list and count at once; the server's answer is fetched again after. */
async function applyOptimistically(
  client: QueryClient,
  update: (page: NotificationsPage) => NotificationsPage,
  unread: (n: number) => number,
) {
  await Promise.all([
    client.cancelQueries({ queryKey: notificationKeys.list() }),
    client.cancelQueries({ queryKey: notificationKeys.unread() }),
  ]);
  const previous = {
    list: client.getQueryData<NotificationsPage>(notificationKeys.list()),
    unread: client.getQueryData<number>(notificationKeys.unread()),
  };
  if (previous.list) client.setQueryData(notificationKeys.list(), update(previous.list));
  if (previous.unread !== undefined) client.setQueryData(notificationKeys.unread(), Math.max(0, unread(previous.unread)));
  return previous;
}

function useReadMutation<T>(
  mutationFn: (input: T) => Promise<void>,
  optimistic: (input: T, client: QueryClient) => ReturnType<typeof applyOptimistically>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: (input: T) => optimistic(input, client),
    onError: (_error, _input, previous) => {
      if (previous?.list) client.setQueryData(notificationKeys.list(), previous.list);
      if (previous?.unread !== undefined) client.setQueryData(notificationKeys.unread(), previous.unread);
    },
    // The list and the count; the person's settings are not changed by reading.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: notificationKeys.list() }),
        client.invalidateQueries({ queryKey: notificationKeys.unread() }),
      ]),
  });
}

/** Marks one notification read (the count drops only if it was unread). */
export function useMarkNotificationRead() {
  return useReadMutation(markNotificationRead, (id: string, client) => {
    const wasUnread = client
      .getQueryData<NotificationsPage>(notificationKeys.list())
      ?.data.some((n) => n._id === id && !n.readAt);
    return applyOptimistically(
      client,
      (page) => withRead(page, id),
      (n) => (wasUnread ? n - 1 : n),
    );
  });
}

export function useMarkAllNotificationsRead() {
  return useReadMutation(markAllNotificationsRead, (_input: undefined, client) =>
    applyOptimistically(client, withAllRead, () => 0),
  );
}
