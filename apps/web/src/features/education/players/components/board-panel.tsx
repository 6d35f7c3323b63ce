import type { TCompetition } from '@atrium/contracts/players';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { RichText } from '@/components/ui/rich-text';
import type { useRanking } from '@/features/education/players/api/get-ranking';
import type { Board } from '@/features/education/players/utils/board-selection';
import { formatDateRange } from '@/features/education/players/utils/dates';
import { ApiError } from '@/lib/api-client';
import { CompetitionStatusPill } from './competition-status-pill';
import { Leaderboard } from './leaderboard';
import { PeriodTabs } from './period-tabs';
import { BoardSkeleton, PlayersLoadError } from './players-states';

export interface BoardPanelProps {
  board: Board;
  ranking: ReturnType<typeof useRanking>;
  /** The selected competition, once the list has it. */
  competition: TCompetition | undefined;
  select: (board: Board) => void;
  /** Where "Back to leaderboards" leads: the period tabs. */
  periodsHref: To;
  meHidden: boolean;
  now: number;
}

/** The leaderboard card: period tabs (or the chosen competition's name and dates) over the ranking. */
export function BoardPanel({ board, ranking, competition, select, periodsHref, meHidden, now }: BoardPanelProps) {
  const { t, i18n } = useTranslation('players');
  const id = useId();
  const panelId = `${id}-panel`;
  const isCompetition = 'competitionId' in board;
  const missing = isCompetition && ranking.error instanceof ApiError && ranking.error.status === 404;

  const dim = `transition-opacity ${ranking.isPlaceholderData ? 'opacity-60' : ''}`;
  let body: ReactNode;
  if (missing) body = <p className="px-5 py-10 text-center text-sm text-ink-600">{t('competitions.notFound')}</p>;
  else if (ranking.isError && !ranking.data)
    body = (
      <div className="p-4">
        <PlayersLoadError title={t('board.error')} onRetry={() => void ranking.refetch()} retrying={ranking.isFetching} />
      </div>
    );
  else if (!ranking.data) body = <BoardSkeleton />;
  else {
    const quiet = ranking.data.rows.every((r) => r.points === 0);
    body = (
      <>
        {quiet ? (
          <p className="mx-3 mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 sm:mx-5">
            {t('board.quiet')}
          </p>
        ) : null}
        {/* A new key per board: "Show more" starts over on each. */}
        <Leaderboard key={JSON.stringify(board)} rows={ranking.data.rows} meHidden={meHidden} />
      </>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="overflow-clip rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
      <header className="flex flex-col gap-4 border-b border-ink-100 p-5 sm:flex-row sm:items-start sm:justify-between">
        {isCompetition ? (
          <div className="min-w-0">
            <Link
              to={periodsHref}
              preventScrollReset
              className={`inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:text-brand-800 focus-visible:rounded ${focusRing}`}
            >
              <Icon name="arrowEnd" className="size-4 rotate-180 rtl:rotate-0" />
              {t('board.back')}
            </Link>
            <h2 id={`${id}-title`} className="mt-2 text-xl font-semibold text-ink-900" dir="auto">
              {competition?.name ?? t('competitions.title')}
            </h2>
            {competition ? (
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-600">
                {formatDateRange(competition.startsAt, competition.endsAt, i18n.language)}
                <CompetitionStatusPill competition={competition} now={now} />
              </p>
            ) : null}
            {competition?.description ? <RichText html={competition.description} className="mt-2" /> : null}
          </div>
        ) : (
          <>
            <div className="min-w-0">
              <h2 id={`${id}-title`} className="text-xl font-semibold text-ink-900">
                {t('board.title')}
              </h2>
              <p className="mt-1 text-sm text-ink-600">{t(`board.caption.${board.period}`)}</p>
            </div>
            <PeriodTabs value={board.period} onChange={(period) => select({ period })} panelId={panelId} idPrefix={id} />
          </>
        )}
      </header>
      {isCompetition ? (
        <div aria-busy={ranking.isFetching} className={dim}>
          {body}
        </div>
      ) : (
        <div
          id={panelId}
          role="tabpanel"
          aria-labelledby={`${id}-${board.period}`}
          aria-busy={ranking.isFetching}
          className={dim}
        >
          {body}
        </div>
      )}
    </section>
  );
}
