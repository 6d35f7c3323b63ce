import { useTranslation } from 'react-i18next';
import { BOARD_STATUSES, STATUS_TONES } from '@/features/roadmap/utils/statuses';

/** What the calendar's colours mean. */
export function StatusLegend() {
  const { t } = useTranslation('roadmap');
  return (
    <ul aria-label={t('calendar.legend')} className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-ink-600">
      {BOARD_STATUSES.map((status) => (
        <li key={status} className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className={`size-2.5 rounded-full ${STATUS_TONES[status].dot}`} />
          {t(`status.${status}`)}
        </li>
      ))}
    </ul>
  );
}
