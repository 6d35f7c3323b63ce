import type { TNotification } from '@atrium/contracts/notifications';
import type { NotificationsPage } from '@/features/notifications/api/get-notifications';

const now = () => new Date().toISOString();

/** The page with one notification read. */
export function withRead(page: NotificationsPage, id: string): NotificationsPage {
  return { ...page, data: page.data.map((n) => (n._id === id && !n.readAt ? { ...n, readAt: now() } : n)) };
}

/** The page with every notification read. */
export function withAllRead(page: NotificationsPage): NotificationsPage {
  const readAt = now();
  return { ...page, data: page.data.map((n) => (n.readAt ? n : { ...n, readAt })) };
}

/** The page with a new notification on top (a live one); a repeat of one already listed changes nothing. */
export function withNew(page: NotificationsPage, notification: TNotification): NotificationsPage {
  if (page.data.some((n) => n._id === notification._id)) return page;
  return { data: [notification, ...page.data], meta: { ...page.meta, total: page.meta.total + 1 } };
}
