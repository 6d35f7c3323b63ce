import type { TTicket } from '@atrium/contracts/support';
import { useTranslation } from 'react-i18next';
import { firstResponse } from '@/features/support/utils/first-response';
import { durationLabel } from '@/features/support/utils/time';

const TONES = {
  met: 'text-emerald-700',
  late: 'text-amber-700',
  overdue: 'text-red-700 font-semibold',
  due: 'text-ink-600',
} as const;

type Timing = Pick<TTicket, 'createdAt' | 'firstResponseAt' | 'firstResponseTargetMinutes' | 'status'>;

/**
 * "Answered in 40 min", "Due in 3 hr", "Overdue by 2 hr": the first answer against its target. Nothing for
 * a viewer the server sent no first-response data (the submitter's side: it is the team's own measure).
 */
export function FirstResponseLabel({ ticket, now }: { ticket: Timing; now: number }) {
  const { t, i18n } = useTranslation('support');
  const result = firstResponse(ticket, now);
  if (result === null) return null;
  if (result.state === 'none') return <span className="text-xs text-ink-400">{t('firstResponse.none')}</span>;
  const time = durationLabel(result.minutes, i18n.language);
  return (
    <span className={`text-xs whitespace-nowrap ${TONES[result.state]}`}>{t(`firstResponse.${result.state}`, { time })}</span>
  );
}
