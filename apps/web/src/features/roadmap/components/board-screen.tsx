import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { PageHeader } from '@/components/ui/page-header';
import { useRoadmapCategories } from '@/features/roadmap/api/get-roadmap-categories';
import { useRoadmapScopes } from '@/features/roadmap/hooks/use-roadmap-scopes';
import { canManageSome, firstWithItems, groupByStatus } from '@/features/roadmap/utils/board';
import { appIdOf, boardFilter, readBoardParams, withBoardParam } from '@/features/roadmap/utils/board-params';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useRoadmapItems } from '@/lib/queries/roadmap-items';
import { useSession } from '@/lib/session-store';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchParams } from '@/lib/use-search-params';
import { BoardColumns } from './board-columns';
import { BoardToolbar } from './board-toolbar';
import { RoadmapIcon } from './roadmap-icons';
import { BoardSkeleton, LoadError, StateCard } from './roadmap-states';
import { ScreenFrame } from './screen-frame';

/** /roadmap: ideas in five columns by status, with the roadmap, category, search and sort kept in the address. */
export function BoardScreen() {
  const { t } = useTranslation('roadmap');
  usePageTitle(t('board.pageTitle'));
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const board = readBoardParams(params);
  const set = (name: Parameters<typeof withBoardParam>[1], value: string | null) =>
    setParams((prev) => withBoardParam(prev, name, value), { replace: true });

  // The box answers at once; the address (and the request) follow when typing pauses.
  const [search, setSearch] = useState(board.q);
  const debounced = useDebouncedValue(search, 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search is written back.
  useEffect(() => {
    if (debounced.trim() !== board.q.trim()) set('q', debounced.trim() || null);
  }, [debounced]);
  // Back and forward change the address under the box: follow it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside change of the address.
  useEffect(() => {
    if (board.q.trim() !== search.trim()) setSearch(board.q);
  }, [board.q]);

  const filter = boardFilter(board);
  const query = useRoadmapItems(filter);
  const categories = useRoadmapCategories(appIdOf(board.scope));
  const scopes = useRoadmapScopes(board.scope);
  const items = query.data;
  const byStatus = useMemo(() => groupByStatus(items ?? []), [items]);
  const filtered = Boolean(board.category || board.q.trim());

  let content: ReactNode;
  if (query.isError) content = <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!items) content = <BoardSkeleton />;
  else if (items.length === 0 && filtered)
    content = (
      <StateCard
        icon="board"
        title={t('board.noMatch.title')}
        body={t('board.noMatch.body')}
        action={
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => {
              setSearch('');
              setParams((prev) => withBoardParam(withBoardParam(prev, 'q', null), 'category', null), { replace: true });
            }}
          >
            {t('board.noMatch.reset')}
          </button>
        }
      />
    );
  else if (items.length === 0)
    content = (
      <StateCard
        icon="lightbulb"
        title={t('board.empty.title')}
        body={t('board.empty.body')}
        action={
          <Link to="/request" className={buttonClasses('primary')}>
            {t('actions.submitIdea')}
          </Link>
        }
      />
    );
  else
    content = (
      <>
        <p aria-live="polite" className="mb-4 text-sm text-ink-500">
          {t('board.showing', { count: items.length })}
        </p>
        <BoardColumns
          byStatus={byStatus}
          tab={params.has('status') ? board.status : firstWithItems(byStatus)}
          onTab={(s) => set('status', s)}
          showApp={board.scope === 'all'}
        />
      </>
    );

  return (
    <ScreenFrame>
      <PageHeader
        eyebrow={t('board.eyebrow')}
        title={t('board.title')}
        subtitle={t('board.subtitle')}
        actions={
          <>
            <Link to="/roadmap-calendar" className={buttonClasses('secondary')}>
              <RoadmapIcon name="calendar" className="size-4" />
              {t('actions.calendar')}
            </Link>
            {canManageSome(user, scopes.items) ? (
              <Link to="/roadmap/new" className={buttonClasses('secondary')}>
                <RoadmapIcon name="plus" className="size-4" />
                {t('actions.newItem')}
              </Link>
            ) : null}
            <Link to="/request" className={buttonClasses('primary')}>
              <RoadmapIcon name="lightbulb" className="size-4" />
              {t('actions.submitIdea')}
            </Link>
          </>
        }
      />
      <div className="mt-8">
        <BoardToolbar
          scope={board.scope}
          scopes={scopes.options}
          onScope={(s) => set('roadmap', s)}
          categories={categories.data ?? []}
          category={board.category}
          onCategory={(c) => set('category', c)}
          search={search}
          onSearch={setSearch}
          sort={board.sort}
          onSort={(s) => set('sort', s)}
        />
      </div>
      <div className="mt-6" aria-busy={query.isFetching}>
        {content}
      </div>
    </ScreenFrame>
  );
}
