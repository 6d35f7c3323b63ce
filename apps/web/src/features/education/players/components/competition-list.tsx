import type { TCompetition } from '@atrium/contracts/players';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { sortCompetitions } from '@/features/education/players/utils/competition-status';
import { formatDateRange } from '@/features/education/players/utils/dates';
import { CompetitionStatusPill } from './competition-status-pill';

export interface CompetitionListProps {
  competitions: readonly TCompetition[];
  selectedId: string | null;
  hrefFor: (competitionId: string) => To;
  now: number;
}

/** My agency's competitions, current first; each opens its ranking on the board (and in the address). */
export function CompetitionList({ competitions, selectedId, hrefFor, now }: CompetitionListProps) {
  const { t, i18n } = useTranslation('players');
  if (competitions.length === 0) return <p className="px-5 pb-5 text-sm text-ink-500">{t('competitions.empty')}</p>;
  return (
    <ul aria-label={t('competitions.title')} className="flex flex-col gap-2 px-3 pb-3">
      {sortCompetitions(competitions, now).map((competition) => {
        const selected = competition._id === selectedId;
        return (
          <li key={competition._id}>
            <Link
              to={hrefFor(competition._id)}
              preventScrollReset
              aria-current={selected ? 'true' : undefined}
              className={`group flex items-start gap-3 rounded-xl px-3 py-3 transition ${focusRing} ${
                selected ? 'bg-brand-50 ring-1 ring-brand-300' : 'hover:bg-ink-50'
              }`}
            >
              <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-700">
                <Icon name="trophy" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-ink-900 group-hover:text-brand-700" dir="auto">
                  {competition.name}
                </span>
                <span className="mt-0.5 block text-sm text-ink-500">
                  {formatDateRange(competition.startsAt, competition.endsAt, i18n.language)}
                </span>
                <span className="mt-1.5 block">
                  <CompetitionStatusPill competition={competition} now={now} />
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
