import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useCompetitions } from '@/features/education/api/get-competitions';
import { useMyPlayer } from '@/features/education/players/api/get-players';
import { useRanking } from '@/features/education/players/api/get-ranking';
import { useBoardSelection } from '@/features/education/players/hooks/use-board-selection';
import { accessProblem } from '@/features/education/players/utils/access';
import { DEFAULT_PERIOD } from '@/features/education/players/utils/board-selection';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { BoardPanel } from './board-panel';
import { CompetitionList } from './competition-list';
import { EarnPoints } from './earn-points';
import { MyPlayerCard } from './my-player-card';
import { AccessMessage, CardSkeleton, PlayersLoadError } from './players-states';

/**
 * /players: my agency's leaderboard (7 days, 30 days, all time or a competition), my profile with the
 * leaderboard opt-out, the competitions, and how points are earned. The ranking is asked for even without a
 * session: if the server ever lets visitors see it, they will; today it answers 401 and a sign-in card shows.
 */
export function PlayersScreen() {
  const { t } = useTranslation('players');
  usePageTitle(t('players.pageTitle'));
  const { token, user } = useSession();
  const [now] = useState(() => Date.now());
  const { board, hrefFor, select } = useBoardSelection();
  const ranking = useRanking(board);
  const problem = accessProblem(ranking.error);
  // With a session the side panels load alongside the board; a visitor's wait for the board's answer, which
  // today is a 401 that none of them would get past.
  const allowed = !problem && (token !== null || ranking.isSuccess);
  const competitions = useCompetitions({ enabled: allowed });
  const profile = useMyPlayer({ enabled: allowed });

  const competitionId = 'competitionId' in board ? board.competitionId : null;
  const competition = competitions.data?.find((c) => c._id === competitionId);
  const myRank = ranking.data?.rows.find((r) => r.isMe)?.rank ?? null;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <PageHeader eyebrow={t('eyebrow')} title={t('players.title')} subtitle={t('players.subtitle')} />
      {problem ? (
        <div className="mt-8">
          <AccessMessage problem={problem} area="board" />
        </div>
      ) : (
        // One grid: on a phone my card, the board, competitions and the explainer stack in that order; on a
        // wide screen the board takes the first column and the rest stack beside it.
        <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_1fr] lg:gap-x-8">
          {user && profile.isError ? (
            <div className="lg:col-start-2 lg:row-start-1">
              <PlayersLoadError title={t('me.error')} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
            </div>
          ) : user && profile.me ? (
            <div className="lg:col-start-2 lg:row-start-1">
              <MyPlayerCard me={profile.me} rank={myRank} />
            </div>
          ) : user && profile.isPending ? (
            <div className="lg:col-start-2 lg:row-start-1">
              <CardSkeleton label={t('me.loading')} />
            </div>
          ) : null}
          <div className="min-w-0 lg:col-start-1 lg:row-span-3 lg:row-start-1">
            <BoardPanel
              board={board}
              ranking={ranking}
              competition={competition}
              select={select}
              periodsHref={hrefFor({ period: DEFAULT_PERIOD })}
              meHidden={profile.me?.leaderboardOptOut === true}
              now={now}
            />
          </div>
          <section
            aria-labelledby="competitions-title"
            className="rounded-2xl bg-white shadow-sm ring-1 ring-ink-200 lg:col-start-2"
          >
            <h2 id="competitions-title" className="px-5 pt-5 pb-3 text-base font-semibold text-ink-900">
              {t('competitions.title')}
            </h2>
            {competitions.isError ? (
              <div className="px-3 pb-3">
                <PlayersLoadError
                  title={t('competitions.error')}
                  onRetry={() => void competitions.refetch()}
                  retrying={competitions.isFetching}
                />
              </div>
            ) : competitions.data ? (
              <CompetitionList
                competitions={competitions.data}
                selectedId={competitionId}
                hrefFor={(id) => hrefFor({ competitionId: id })}
                now={now}
              />
            ) : (
              <p role="status" className="px-5 pb-5 text-sm text-ink-500">
                {t('competitions.loading')}
              </p>
            )}
          </section>
          <div className="lg:col-start-2">
            <EarnPoints earned={profile.me?.earned} />
          </div>
        </div>
      )}
    </div>
  );
}
