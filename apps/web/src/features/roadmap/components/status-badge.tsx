import type { TRoadmapStatus } from '@atrium/contracts/roadmap';
import { useTranslation } from 'react-i18next';
import { STATUS_TONES } from '@/features/roadmap/utils/statuses';

/** A status as a tinted pill with its colour dot (the same colours as the columns and the calendar legend). */
export function StatusBadge({ status, className = '' }: { status: TRoadmapStatus; className?: string }) {
  const { t } = useTranslation('roadmap');
  const tone = STATUS_TONES[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tone.badge} ${className}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {t(`status.${status}`)}
    </span>
  );
}
