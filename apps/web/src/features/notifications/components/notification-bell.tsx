import { Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { lazyNamed } from '@/lib/chunk-errors';
import { BellIcon } from './bell-icon';

/** The panel (list, mark as read) loads on first open or hover, so the header only pays for the button. */
const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazyNamed(loadPanel, 'NotificationPanel');
const warmPanel = () => void loadPanel().catch(() => {});

const BUTTON = `relative grid size-9 place-items-center rounded-lg text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-900 ${focusRing} aria-expanded:bg-ink-100 aria-expanded:text-ink-900`;

/** The header's bell: my unread notifications as a badge, and a panel listing them. */
export function NotificationBell() {
  const { t } = useTranslation('updates');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const count = useUnreadCount().data ?? 0;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        data-testid="notification-bell"
        aria-label={count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        className={BUTTON}
        onPointerEnter={warmPanel}
        onFocus={warmPanel}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute -end-0.5 -top-0.5 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-semibold text-white ring-2 ring-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} rootRef={rootRef} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
