import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { StateCard } from '@/components/ui/state-card';
import { usePlayers } from '@/features/education/players/api/get-players';
import { accessProblem } from '@/features/education/players/utils/access';
import { filterPlayers, PLAYER_SORTS, type PlayerSort, sortPlayers } from '@/features/education/players/utils/players-view';
import { formatNumber } from '@/lib/format';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { AccessMessage, CardSkeleton, PlayersLoadError } from './players-states';
import { StaffCard } from './staff-card';

/**
 * /staff_players: my agency's people (its staff and its locations' people) with their points, searchable and
 * sortable. Who may see it is the server's call: its 401 and 403 become a message, not a broken page.
 */
export function StaffScreen() {
  const { t, i18n } = useTranslation('players');
  usePageTitle(t('staff.pageTitle'));
  const { user } = useSession();
  const players = usePlayers();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<PlayerSort>('points');
  const searched = useDebouncedValue(query, 150);
  const locale = i18n.language;
  const shown = useMemo(
    () => sortPlayers(filterPlayers(players.data ?? [], searched, locale), sort, locale),
    [players.data, searched, sort, locale],
  );
  const topPoints = Math.max(0, ...(players.data ?? []).map((p) => p.points));
  const problem = accessProblem(players.error);
  const total = players.data?.length ?? 0;

  let content: ReactNode;
  if (problem) content = <AccessMessage problem={problem} area="staff" />;
  else if (players.isError)
    content = <PlayersLoadError title={t('staff.error')} onRetry={() => void players.refetch()} retrying={players.isFetching} />;
  else if (!players.data)
    content = (
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <CardSkeleton key={i} label={i === 0 ? t('staff.loading') : undefined} />
        ))}
      </div>
    );
  else if (total === 0) content = <StateCard icon="user" title={t('staff.empty.title')} body={t('staff.empty.body')} />;
  else
    content = (
      <>
        <p aria-live="polite" className="mb-4 text-sm text-ink-500">
          {t('staff.count', { count: total, n: formatNumber(shown.length, locale), total: formatNumber(total, locale) })}
        </p>
        {shown.length === 0 ? (
          <StateCard
            icon="search"
            title={t('staff.noMatch.title')}
            body={t('staff.noMatch.body')}
            action={
              <button type="button" onClick={() => setQuery('')} className={buttonClasses('secondary')}>
                {t('staff.noMatch.clear')}
              </button>
            }
          />
        ) : (
          <ul aria-label={t('staff.listLabel')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((player) => (
              <StaffCard key={player.userId} player={player} isMe={player.userId === user?._id} topPoints={topPoints} />
            ))}
          </ul>
        )}
      </>
    );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('staff.title')}
        subtitle={t('staff.subtitle')}
        actions={players.data && total > 0 ? <StaffTools query={query} onQuery={setQuery} sort={sort} onSort={setSort} /> : null}
      />
      <div className="mt-8" aria-busy={players.isPending}>
        {content}
      </div>
    </div>
  );
}

interface StaffToolsProps {
  query: string;
  onQuery: (query: string) => void;
  sort: PlayerSort;
  onSort: (sort: PlayerSort) => void;
}

function StaffTools({ query, onQuery, sort, onSort }: StaffToolsProps) {
  const { t } = useTranslation('players');
  const id = useId();
  const field =
    'rounded-xl border border-ink-200 bg-white text-sm text-ink-900 shadow-sm transition hover:border-ink-300 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none';
  return (
    <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-end">
      <div className="relative w-full sm:w-72">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('staff.searchLabel')}
        </label>
        <Icon name="search" className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-400" />
        <input
          id={`${id}-q`}
          type="search"
          value={query}
          onChange={(e) => onQuery(e.target.value)}
          placeholder={t('staff.searchPlaceholder')}
          autoComplete="off"
          dir="auto"
          className={`w-full py-2.5 ps-10 pe-4 placeholder:text-ink-400 ${field}`}
        />
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-sort`} className="text-sm font-medium whitespace-nowrap text-ink-700">
          {t('staff.sortLabel')}
        </label>
        <select
          id={`${id}-sort`}
          value={sort}
          onChange={(e) => onSort(e.target.value as PlayerSort)}
          className={`w-full py-2.5 ps-3 pe-8 sm:w-auto ${field}`}
        >
          {PLAYER_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`staff.sort.${s}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
