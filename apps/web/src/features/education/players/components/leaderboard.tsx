import type { TRankingRow } from '@atrium/contracts/players';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { RANKING_LIMIT } from '@/features/education/players/api/get-ranking';
import { medalOf, tiedRanks, viewBoard } from '@/features/education/players/utils/leaderboard';
import { formatNumber } from '@/lib/format';
import { PlayerAvatar } from './player-avatar';
import { usePointsText } from './points-text';
import { RankBadge } from './rank-badge';

export interface LeaderboardProps {
  rows: readonly TRankingRow[];
  /** I opted out: my row says others do not see it. */
  meHidden?: boolean;
  /** Rows shown before "Show more". */
  pageSize?: number;
}

/** The ranking: medals for the top three, my row highlighted, and pinned underneath when it is further down. */
export function Leaderboard({ rows, meHidden = false, pageSize = 10 }: LeaderboardProps) {
  const { t } = useTranslation('players');
  const [visible, setVisible] = useState(pageSize);
  const { shown, pinned, hasMore } = viewBoard(rows, visible, RANKING_LIMIT);
  const tied = tiedRanks(rows);

  return (
    <div>
      <ol aria-label={t('board.listLabel')} className="divide-y divide-ink-100">
        {shown.map((row) => (
          <LeaderboardRow key={row.userId} row={row} tied={tied.has(row.rank)} meHidden={meHidden} />
        ))}
      </ol>
      {hasMore ? (
        <div className="flex justify-center border-t border-ink-100 px-4 py-3">
          <button type="button" onClick={() => setVisible((n) => n + pageSize)} className={buttonClasses('ghost', 'sm')}>
            {t('board.showMore')}
          </button>
        </div>
      ) : null}
      {pinned ? <PinnedRow row={pinned} /> : null}
    </div>
  );
}

function LeaderboardRow({ row, tied, meHidden }: { row: TRankingRow; tied: boolean; meHidden: boolean }) {
  const { t } = useTranslation('players');
  const pointsText = usePointsText();
  const podium = medalOf(row.rank) !== null;
  const tone = row.isMe ? 'bg-brand-50 ring-2 ring-inset ring-brand-500' : podium ? 'bg-amber-50/60' : '';
  return (
    <li aria-current={row.isMe ? 'true' : undefined} className={`flex items-center gap-2 px-3 py-3 sm:gap-3 sm:px-5 ${tone}`}>
      <RankBadge rank={row.rank} tied={tied} />
      {/* On a phone the name needs the room more than its initials do. */}
      <span className="hidden sm:block">
        <PlayerAvatar name={row.name} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <bdi className="truncate font-medium text-ink-900">{row.name}</bdi>
          {row.isMe ? (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">{t('board.you')}</span>
          ) : null}
          {row.isMe && meHidden ? (
            <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-700">{t('board.hiddenBadge')}</span>
          ) : null}
        </p>
        <p className="truncate text-sm text-ink-500">{row.locationName ?? t('agencyTeam')}</p>
      </div>
      <span className="shrink-0 text-end text-sm font-semibold text-ink-900 tabular-nums">{pointsText(row.points)}</span>
    </li>
  );
}

/** "You: #17, 85 points", kept in view at the bottom of the board when my row is not on screen. */
function PinnedRow({ row }: { row: TRankingRow }) {
  const { t, i18n } = useTranslation('players');
  const pointsText = usePointsText();
  return (
    <p className="sticky bottom-0 flex items-center gap-3 rounded-b-2xl border-t-2 border-dashed border-brand-300 bg-brand-50 px-3 py-3 text-sm font-semibold text-brand-900 sm:px-5">
      <PlayerAvatar name={row.name} size="sm" />
      {t('board.pinned', { rank: formatNumber(row.rank, i18n.language), points: pointsText(row.points) })}
    </p>
  );
}
