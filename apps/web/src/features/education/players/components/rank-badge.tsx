import { useTranslation } from 'react-i18next';
import { type Medal, medalOf } from '@/features/education/players/utils/leaderboard';
import { formatNumber } from '@/lib/format';

const MEDAL_STYLES: Record<Medal, string> = {
  gold: 'bg-amber-400 text-amber-950 ring-amber-500/40',
  silver: 'bg-slate-300 text-slate-900 ring-slate-400/50',
  bronze: 'bg-orange-300 text-orange-950 ring-orange-400/50',
};

/**
 * A rank: a medal for the top three (ties share it), a plain "#n" below them. "Tied" says when the rank is
 * shared, since two people with one number would otherwise look like a mistake.
 */
export function RankBadge({ rank, tied }: { rank: number; tied: boolean }) {
  const { t, i18n } = useTranslation('players');
  const medal = medalOf(rank);
  const n = formatNumber(rank, i18n.language);
  const label = tied ? t('board.rankTied', { n }) : t('board.rank', { n });
  return (
    <span className="flex w-10 shrink-0 flex-col items-center sm:w-12">
      {medal ? (
        <span
          className={`flex size-8 items-center justify-center rounded-full text-sm font-bold tabular-nums ring-2 ${MEDAL_STYLES[medal]}`}
        >
          <span aria-hidden="true">{n}</span>
        </span>
      ) : (
        <span aria-hidden="true" className="text-sm font-semibold text-ink-500 tabular-nums">
          #{n}
        </span>
      )}
      {tied ? (
        <span aria-hidden="true" className="mt-0.5 text-[0.65rem] font-medium tracking-wide text-ink-500 uppercase">
          {t('board.tied')}
        </span>
      ) : null}
      <span className="sr-only">{label}</span>
    </span>
  );
}
