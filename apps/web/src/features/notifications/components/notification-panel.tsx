import { type KeyboardEvent, type RefObject, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChromeIcon } from '@/components/header/chrome-icons';
import { focusRing } from '@/components/ui/focus-ring';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '@/features/notifications/api/mark-read';
import { BellIcon } from './bell-icon';
import { NotificationRow } from './notification-row';

/** The settings screen (app/routes/notifications), reached from the panel. */
export const NOTIFICATION_SETTINGS_PATH = '/notifications/settings';

export interface NotificationPanelProps {
  id: string;
  /** The bell and its panel: a press outside both closes the panel. */
  rootRef: RefObject<HTMLElement | null>;
  onClose: (returnFocus: boolean) => void;
}

const rows = (panel: HTMLElement | null) => Array.from(panel?.querySelectorAll<HTMLElement>('[data-notification-row]') ?? []);

/**
 * The open bell: my latest notifications, newest first. A non-modal popover: focus moves in, arrows move
 * between notifications, Escape closes and gives focus back to the bell, a press outside closes it.
 */
export function NotificationPanel({ id, rootRef, onClose }: NotificationPanelProps) {
  const { t } = useTranslation('updates');
  const navigate = useNavigate();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    panelRef.current?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close.current(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [rootRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close.current(true);
      return;
    }
    const items = rows(panelRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = { ArrowDown: index + 1, ArrowUp: index - 1 + (index < 0 ? items.length + 1 : 0) }[event.key];
    if (next !== undefined && items.length > 0) {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    }
  };

  const open = (notificationId: string, link: string, unread: boolean) => {
    if (unread) markRead.mutate(notificationId);
    close.current(false);
    void navigate(link);
  };

  const notifications = list.data?.data ?? [];
  const hasUnread = notifications.some((n) => !n.readAt);

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed inset-x-3 top-[calc(var(--height-header)+0.5rem)] z-50 flex max-h-[min(32rem,calc(100vh-6rem))] flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-xl shadow-ink-900/10 outline-none sm:absolute sm:inset-x-auto sm:end-0 sm:top-full sm:mt-2 sm:w-96"
    >
      <div className="flex items-center justify-between gap-3 border-b border-ink-100 px-4 py-3">
        <h2 id={titleId} className="text-sm font-semibold text-ink-900">
          {t('notifications.title')}
        </h2>
        <div className="flex items-center gap-1">
          {hasUnread ? (
            <button
              type="button"
              onClick={() => markAll.mutate()}
              className={`rounded-md px-1.5 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50 ${focusRing}`}
            >
              {t('notifications.markAll')}
            </button>
          ) : null}
          <Link
            to={NOTIFICATION_SETTINGS_PATH}
            onClick={() => close.current(false)}
            aria-label={t('notifications.settings')}
            title={t('notifications.settings')}
            className={`grid size-8 place-items-center rounded-md text-ink-500 hover:bg-ink-100 hover:text-ink-900 ${focusRing}`}
          >
            <ChromeIcon name="settings" className="size-4.5" />
          </Link>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <div role="status" className="space-y-3 p-4">
            <span className="sr-only">{t('notifications.loading')}</span>
            {[0, 1, 2].map((i) => (
              <div key={i} aria-hidden="true" className="h-12 animate-pulse rounded-lg bg-ink-100" />
            ))}
          </div>
        ) : list.isError ? (
          <div role="alert" className="px-4 py-8 text-center text-sm text-red-700">
            <p>{t('notifications.error')}</p>
            <button
              type="button"
              onClick={() => void list.refetch()}
              className="mt-3 rounded-lg px-3 py-1.5 font-medium text-brand-700 ring-1 ring-ink-200 hover:bg-ink-50"
            >
              {t('notifications.retry')}
            </button>
          </div>
        ) : notifications.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-10 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <BellIcon className="size-6" />
            </span>
            <p className="mt-3 text-sm font-semibold text-ink-900">{t('notifications.empty.title')}</p>
            <p className="mt-1 text-sm text-ink-500">{t('notifications.empty.body')}</p>
          </div>
        ) : (
          <ul className="divide-y divide-ink-100">
            {notifications.map((notification) => (
              <NotificationRow
                key={notification._id}
                notification={notification}
                onOpen={() => open(notification._id, notification.link, !notification.readAt)}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
