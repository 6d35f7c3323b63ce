import type { TTicketPriority, TTicketStatus } from '@atrium/contracts/support';
import { useTranslation } from 'react-i18next';

const STATUS_TONES: Record<TTicketStatus, string> = {
  open: 'bg-brand-50 text-brand-700 ring-brand-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  on_hold: 'bg-violet-50 text-violet-700 ring-violet-200',
  solved: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  closed: 'bg-ink-100 text-ink-600 ring-ink-200',
};

const PRIORITY_TONES: Record<TTicketPriority, string> = {
  low: 'text-ink-500',
  normal: 'text-sky-700',
  high: 'text-orange-700',
  urgent: 'text-red-700',
};

const PRIORITY_DOTS: Record<TTicketPriority, string> = {
  low: 'bg-ink-300',
  normal: 'bg-sky-500',
  high: 'bg-orange-500',
  urgent: 'bg-red-600',
};

export function StatusBadge({ status }: { status: TTicketStatus }) {
  const { t } = useTranslation('support');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_TONES[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}

export function PriorityLabel({ priority }: { priority: TTicketPriority }) {
  const { t } = useTranslation('support');
  return (
    <span className={`inline-flex items-center gap-1.5 text-xs font-medium whitespace-nowrap ${PRIORITY_TONES[priority]}`}>
      <span aria-hidden="true" className={`size-2 rounded-full ${PRIORITY_DOTS[priority]}`} />
      {t(`priority.${priority}`)}
    </span>
  );
}
