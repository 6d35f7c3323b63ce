import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { useUnread } from '@/features/support/api/get-unread';

/** The header's way to support, with the viewer's unread answers counted (refreshed live by 'support:activity'). */
export function SupportHeaderLink() {
  const { t } = useTranslation('support');
  const total = useUnread().data?.total ?? 0;
  return (
    <Link
      to="/support_tickets"
      aria-label={total > 0 ? t('header.unread', { count: total }) : t('header.label')}
      title={t('header.label')}
      className={`relative grid size-9 place-items-center rounded-lg text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-900 ${focusRing}`}
    >
      <Icon name="lifebuoy" className="size-5" />
      {total > 0 ? (
        <span
          aria-hidden="true"
          data-testid="support-unread"
          className="absolute -end-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white"
        >
          {total > 99 ? '99+' : total}
        </span>
      ) : null}
    </Link>
  );
}
