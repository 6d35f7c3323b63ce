import type { TAppStatus } from '@atrium/contracts/apps';
import { useTranslation } from 'react-i18next';

const STYLES: Record<TAppStatus, { badge: string; dot: string }> = {
  draft: { badge: 'bg-ink-100 text-ink-700 ring-ink-300', dot: 'bg-ink-400' },
  in_review: { badge: 'bg-amber-50 text-amber-800 ring-amber-600/25', dot: 'bg-amber-500' },
  live: { badge: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20', dot: 'bg-emerald-500' },
  deprecated: { badge: 'bg-rose-50 text-rose-700 ring-rose-600/20', dot: 'bg-rose-400' },
};

export function AppStatusBadge({ status, className = '' }: { status: TAppStatus; className?: string }) {
  const { t } = useTranslation('console');
  const style = STYLES[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${style.badge} ${className}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${style.dot}`} />
      {t(`status.${status}`)}
    </span>
  );
}
