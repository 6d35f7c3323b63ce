import type { TPlayer } from '@atrium/contracts/players';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateMyPlayer } from '@/features/education/players/api/update-my-player';
import { formatNumber } from '@/lib/format';
import { LeaderboardSwitch } from './leaderboard-switch';
import { PlayerAvatar } from './player-avatar';

export interface MyPlayerCardProps {
  me: TPlayer;
  /** My place on the board on screen, when it has loaded. */
  rank: number | null;
}

/** My player profile: my all-time points and completions as the server counts them, and the leaderboard opt-out. */
export function MyPlayerCard({ me, rank }: MyPlayerCardProps) {
  const { t, i18n } = useTranslation('players');
  const update = useUpdateMyPlayer();
  // What the last change did, said once it is saved or refused (not on first view).
  const [said, setSaid] = useState<'hidden' | 'visible' | 'failed' | null>(null);
  const hidden = me.leaderboardOptOut === true;
  const number = (n: number) => formatNumber(n, i18n.language);

  const setShown = (shown: boolean) => {
    setSaid(null);
    update.mutate(
      { leaderboardOptOut: !shown },
      {
        onSuccess: (saved) => setSaid(saved.leaderboardOptOut ? 'hidden' : 'visible'),
        onError: () => setSaid('failed'),
      },
    );
  };

  const stats = [
    { label: t('me.points'), value: number(me.points) },
    { label: t('me.completed'), value: number(me.completed) },
    { label: t('me.rank'), value: rank === null ? '–' : `#${number(rank)}` },
  ];

  return (
    <section aria-labelledby="my-player-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
      <h2 id="my-player-title" className="sr-only">
        {t('me.title')}
      </h2>
      <div className="flex items-center gap-3">
        <PlayerAvatar name={me.name} avatarUrl={me.avatarUrl} size="lg" />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-ink-900">
            <bdi>{me.name}</bdi>
          </p>
          <p className="truncate text-sm text-ink-500">
            {[me.title, me.locationName ?? t('agencyTeam')].filter(Boolean).join(' · ')}
          </p>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-2">
        {stats.map(({ label, value }) => (
          <div key={label} className="flex flex-col-reverse rounded-xl bg-ink-50 px-3 py-2.5 text-center">
            <dt className="text-xs text-ink-500">{label}</dt>
            <dd className="text-xl font-bold text-ink-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 border-t border-ink-100 pt-4">
        <LeaderboardSwitch
          label={t('me.switchLabel')}
          hint={t('me.switchHint')}
          checked={!hidden}
          busy={update.isPending}
          onChange={setShown}
        />
        <p role="status" className="mt-3 text-sm text-ink-600 empty:hidden">
          {said === 'hidden' ? t('me.hiddenNow') : said === 'visible' ? t('me.visibleNow') : ''}
        </p>
        {said === 'failed' ? (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {t('me.saveFailed')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
