import type { TCompetition } from '@atrium/contracts/players';
import { useTranslation } from 'react-i18next';
import { competitionStatus } from '@/features/education/players/utils/competition-status';
import { formatNumber } from '@/lib/format';

const TONES = {
  running: 'bg-emerald-100 text-emerald-800',
  upcoming: 'bg-sky-100 text-sky-800',
  ended: 'bg-ink-100 text-ink-600',
} as const;

/** "Ends in 7 days", "Starts in 2 days" or "Ended". */
export function CompetitionStatusPill({ competition, now }: { competition: TCompetition; now: number }) {
  const { t, i18n } = useTranslation('players');
  const { state, days } = competitionStatus(competition, now);
  const n = formatNumber(days, i18n.language);
  const text =
    state === 'running'
      ? t('competitions.endsIn', { count: days, n })
      : state === 'upcoming'
        ? t('competitions.startsIn', { count: days, n })
        : t('competitions.ended');
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[state]}`}>
      {state === 'running' ? <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-500" /> : null}
      {text}
    </span>
  );
}
