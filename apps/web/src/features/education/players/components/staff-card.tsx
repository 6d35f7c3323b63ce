import type { TPlayer } from '@atrium/contracts/players';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { PlayerAvatar } from './player-avatar';
import { usePointsText } from './points-text';

export interface StaffCardProps {
  player: TPlayer;
  isMe: boolean;
  /** The most points anyone has, for the bar that puts this person's in proportion. */
  topPoints: number;
}

/** One colleague: who they are and where, their points, what they completed, and whether they are off the leaderboards. */
export function StaffCard({ player, isMe, topPoints }: StaffCardProps) {
  const { t, i18n } = useTranslation('players');
  const pointsText = usePointsText();
  const share = topPoints > 0 ? Math.round((player.points / topPoints) * 100) : 0;
  return (
    <li
      aria-current={isMe ? 'true' : undefined}
      className={`flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ${isMe ? 'ring-2 ring-brand-500' : 'ring-ink-200'}`}
    >
      <div className="flex items-start gap-3">
        <PlayerAvatar name={player.name} avatarUrl={player.avatarUrl} />
        <div className="min-w-0 flex-1">
          <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-ink-900">
            <bdi className="truncate">{player.name}</bdi>
            {isMe ? (
              <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">{t('board.you')}</span>
            ) : null}
          </h3>
          <p className="truncate text-sm text-ink-500">
            {[player.title, player.locationName ?? t('agencyTeam')].filter(Boolean).join(' · ')}
          </p>
        </div>
      </div>
      <dl className="mt-4 flex items-end justify-between gap-3">
        <div>
          <dt className="sr-only">{t('staff.pointsLabel')}</dt>
          <dd className="text-xl font-bold whitespace-nowrap text-ink-900 tabular-nums sm:text-2xl">
            {pointsText(player.points)}
          </dd>
        </div>
        <div className="text-end">
          <dt className="sr-only">{t('staff.completedLabel')}</dt>
          <dd className="text-sm text-ink-600">
            {t('staff.completed', { count: player.completed, n: formatNumber(player.completed, i18n.language) })}
          </dd>
        </div>
      </dl>
      <div aria-hidden="true" className="mt-3 h-1.5 overflow-hidden rounded-full bg-ink-100">
        <div className="h-full rounded-full bg-brand-500" style={{ width: `${share}%` }} />
      </div>
      {player.leaderboardOptOut ? (
        <p className="mt-3 inline-flex items-center gap-1.5 self-start rounded-full bg-ink-100 px-2.5 py-1 text-xs font-medium text-ink-700">
          {t('staff.hidden')}
        </p>
      ) : null}
    </li>
  );
}
