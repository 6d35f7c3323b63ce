import type { TNotificationKind } from '@atrium/contracts/notifications';
import { SvgIcon } from '@/components/header/chrome-icons';
import { Icon, type IconName } from '@/components/ui/icon';

/** A speech bubble: someone answered (a review). */
const BUBBLE = 'M5 5h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H10l-4 3.5V16H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM8 9.5h8M8 12.5h5';

const LOOK: Record<TNotificationKind, { icon: IconName | 'bubble'; tone: string }> = {
  roadmap_shipped: { icon: 'check', tone: 'bg-emerald-100 text-emerald-700' },
  approval_request: { icon: 'shield', tone: 'bg-amber-100 text-amber-800' },
  update_available: { icon: 'sparkles', tone: 'bg-brand-100 text-brand-700' },
  ticket_reply: { icon: 'lifebuoy', tone: 'bg-sky-100 text-sky-700' },
  review_reply: { icon: 'bubble', tone: 'bg-violet-100 text-violet-700' },
  crm_reconnect: { icon: 'shield', tone: 'bg-red-100 text-red-800' },
  crm_menu_link_failed: { icon: 'sparkles', tone: 'bg-amber-100 text-amber-800' },
};

/** Each kind's icon in its round badge; read ones are grey. */
export function NotificationKindIcon({ kind, unread }: { kind: TNotificationKind; unread: boolean }) {
  const look = LOOK[kind] ?? LOOK.roadmap_shipped;
  return (
    <span
      aria-hidden="true"
      className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full ${unread ? look.tone : 'bg-ink-100 text-ink-500'}`}
    >
      {look.icon === 'bubble' ? <SvgIcon d={BUBBLE} className="size-4" /> : <Icon name={look.icon} className="size-4" />}
    </span>
  );
}
