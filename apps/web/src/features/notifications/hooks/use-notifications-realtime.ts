import type { TNotification, TNotificationKind } from '@atrium/contracts/notifications';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { NotificationsPage } from '@/features/notifications/api/get-notifications';
import { notificationKeys } from '@/features/notifications/api/notification-keys';
import { withNew } from '@/features/notifications/utils/notification-cache';
import { notificationText } from '@/features/notifications/utils/notification-text';
import { getLoadedQueryClient } from '@/lib/loaded-query-client';
import { useSocket } from '@/lib/socket';

const TOAST_ICONS: Record<TNotificationKind, string> = {
  roadmap_shipped: '🎉',
  approval_request: '🛡️',
  update_available: '✨',
  ticket_reply: '💬',
  review_reply: '💬',
  crm_reconnect: '🔌',
  crm_menu_link_failed: '🔗',
};

/**
 * Listens for 'notification:new': the bell's count and list take the new one at once, and a toast says
 * what happened. Mounted once for the whole app, outside react-query's provider, so it reaches the shared
 * client itself; before any client exists nothing is cached, and the bell asks the server when it mounts.
 */
export function useNotificationsRealtime(): void {
  const socket = useSocket();
  const { t } = useTranslation('updates');

  useEffect(() => {
    if (!socket) return;
    const onNew = ({ notification }: { notification: TNotification }) => {
      toast(notificationText(t, notification), { id: `notification-${notification._id}`, icon: TOAST_ICONS[notification.kind] });
      const client = getLoadedQueryClient();
      if (!client) return;
      const list = client.getQueryData<NotificationsPage>(notificationKeys.list());
      const isRepeat = list?.data.some((n) => n._id === notification._id) ?? false;
      if (list) client.setQueryData(notificationKeys.list(), withNew(list, notification));
      const count = client.getQueryData<number>(notificationKeys.unread());
      if (count === undefined) void client.invalidateQueries({ queryKey: notificationKeys.unread() });
      else if (!isRepeat) client.setQueryData(notificationKeys.unread(), count + 1);
    };
    socket.on('notification:new', onNew);
    return () => {
      socket.off('notification:new', onNew);
    };
  }, [socket, t]);
}
