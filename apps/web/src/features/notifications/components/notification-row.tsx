import type { TNotification } from '@atrium/contracts/notifications';
import { useTranslation } from 'react-i18next';
import { notificationParts } from '@/features/notifications/utils/notification-text';
import { formatRelativeTime } from '@/features/notifications/utils/relative-time';
import { NotificationKindIcon } from './notification-kind-icon';

export interface NotificationRowProps {
  notification: TNotification;
  onOpen: () => void;
}

/** One notification: what happened, how long ago, and a dot while it is unread. */
export function NotificationRow({ notification, onOpen }: NotificationRowProps) {
  const { t, i18n } = useTranslation('updates');
  const unread = !notification.readAt;
  return (
    <li>
      <a
        href={notification.link}
        data-notification-row=""
        onClick={(event) => {
          // A plain click opens it in this tab through the router; modified clicks keep the browser's meaning.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpen();
        }}
        className={`flex items-start gap-3 px-4 py-3 text-start transition-colors hover:bg-ink-50 focus-visible:bg-brand-50 focus-visible:outline-none ${unread ? 'bg-brand-50/40' : ''}`}
      >
        <NotificationKindIcon kind={notification.kind} unread={unread} />
        <span className="min-w-0 flex-1">
          <span className={`block text-sm leading-snug ${unread ? 'text-ink-900' : 'text-ink-700'}`}>
            {notificationParts(t, notification).map((part) =>
              part.isolated ? (
                <bdi key={part.key} className="font-semibold">
                  {part.text}
                </bdi>
              ) : (
                <span key={part.key}>{part.text}</span>
              ),
            )}
          </span>
          <span className="mt-1 block text-xs text-ink-500">
            <time dateTime={notification.createdAt}>{formatRelativeTime(notification.createdAt, i18n.language)}</time>
          </span>
        </span>
        {unread ? (
          <span className="mt-2 size-2 shrink-0 rounded-full bg-brand-600">
            <span className="sr-only">{t('notifications.unread')}</span>
          </span>
        ) : null}
      </a>
    </li>
  );
}
