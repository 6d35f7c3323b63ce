import type { TConsoleApp } from '@atrium/contracts/app-console';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { focusRing } from '@/components/ui/focus-ring';
import { Spinner } from '@/components/ui/spinner';
import { useConsoleApp } from '@/features/console/api/get-console-app';
import { useConsoleApps } from '@/features/console/api/get-console-apps';
import { LifecycleBar } from '@/features/console/components/lifecycle/lifecycle-bar';
import { ListError } from '@/features/console/components/list/list-states';
import { AppPreview } from '@/features/console/components/review/app-preview';
import { ReviewQueue } from '@/features/console/components/review/review-queue';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSearchParams } from '@/lib/use-search-params';
import { ConsolePage } from './console-page';

const QUEUE = { status: 'in_review', q: '' } as const;

/** /console/review (super admin): the apps waiting for review, each shown as users would see it, to approve or reject. */
export function ConsoleReviewPage() {
  const { t } = useTranslation('console');
  usePageTitle(t('review.title'), t('eyebrow'));
  const [params, setParams] = useSearchParams();
  const queue = useConsoleApps(QUEUE);
  const rows = useMemo(() => queue.data?.pages.flatMap((p) => p.data) ?? [], [queue.data]);
  const total = queue.data?.pages.at(-1)?.meta.total ?? 0;
  const requested = params.get('app');
  // Without a choice, start with the app that has waited longest: the list is newest change first.
  const selectedId = requested ?? rows.at(-1)?._id;
  const selected = useConsoleApp(selectedId);

  const select = (id: string | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (id) copy.set('app', id);
        else copy.delete('app');
        return copy;
      },
      { replace: true },
    );

  /** A decision made: go on with the next app still waiting (the list refreshes behind it). */
  const next = (app: TConsoleApp) => {
    const rest = rows.filter((r) => r._id !== app._id);
    const index = rows.findIndex((r) => r._id === app._id);
    select(rest[Math.min(Math.max(0, index - 1), rest.length - 1)]?._id ?? null);
  };

  return (
    <ConsolePage>
      <div className="mb-6">
        <Link
          to="/console/apps"
          className={`inline-flex items-center gap-1.5 rounded text-sm font-medium text-ink-600 transition hover:text-brand-700 ${focusRing}`}
        >
          <span aria-hidden="true" className="rtl:rotate-180">
            ←
          </span>
          {t('editor.back')}
        </Link>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink-900">{t('review.title')}</h1>
        <p className="mt-2 text-ink-600">{t('review.subtitle', { n: total })}</p>
      </div>
      {queue.isPending ? (
        <div className="flex justify-center py-20">
          <Spinner size="lg" label={t('loading')} />
        </div>
      ) : queue.isError ? (
        <ListError message={queue.error.message} onRetry={() => queue.refetch()} />
      ) : rows.length === 0 && !requested ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-16 text-center">
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-2xl text-emerald-600"
          >
            ✓
          </span>
          <h2 className="mt-4 text-lg font-semibold text-ink-900">{t('review.emptyTitle')}</h2>
          <p className="mt-1 text-sm text-ink-600">{t('review.emptyHint')}</p>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <ReviewQueue
            rows={rows}
            selectedId={selectedId}
            onSelect={select}
            hasMore={Boolean(queue.hasNextPage)}
            loadingMore={queue.isFetchingNextPage}
            onLoadMore={() => queue.fetchNextPage()}
          />
          <div className="min-w-0 space-y-4">
            {selected.isPending ? (
              <div className="flex justify-center py-20">
                <Spinner label={t('loading')} />
              </div>
            ) : selected.isError ? (
              <ListError message={selected.error.message} onRetry={() => selected.refetch()} />
            ) : (
              <>
                <LifecycleBar app={selected.data} isSuperAdmin onMoved={(_step, app) => next(app)} />
                <div className="flex justify-end">
                  <Link to={`/console/apps/${selected.data._id}`} className={buttonClasses('ghost', 'sm')}>
                    {t('review.openEditor')}
                  </Link>
                </div>
                <AppPreview app={selected.data} />
              </>
            )}
          </div>
        </div>
      )}
      {rows.length === 0 && requested ? (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={() => select(null)}>
            {t('review.backToQueue')}
          </Button>
        </div>
      ) : null}
    </ConsolePage>
  );
}
