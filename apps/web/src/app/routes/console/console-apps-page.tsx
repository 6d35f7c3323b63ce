import type { TAppStatus } from '@atrium/contracts/apps';
import { APP_STATUSES } from '@atrium/contracts/apps';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Field } from '@/components/ui/field';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { useConsoleApps, useReviewQueueCount } from '@/features/console/api/get-console-apps';
import { AppList } from '@/features/console/components/list/app-list';
import { ListEmpty, ListError, ListLoading } from '@/features/console/components/list/list-states';
import { StatusTabs } from '@/features/console/components/list/status-tabs';
import { PayoutsLink } from '@/features/payments/components/payouts-link';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchParams } from '@/lib/use-search-params';
import { ConsolePage } from './console-page';

const isStatus = (value: string | null): value is TAppStatus => APP_STATUSES.includes(value as TAppStatus);

/** /console/apps: the creator's apps (the super admin: every app), by status, searchable, newest change first. */
export function ConsoleAppsPage() {
  const { t } = useTranslation('console');
  const { user } = useSession();
  const isSuperAdmin = user?.role === 'super_admin';
  usePageTitle(isSuperAdmin ? t('list.titleAll') : t('list.title'), t('eyebrow'));
  // The status lives in the address, so going back from the editor returns to the same tab.
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : '';
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const list = useConsoleApps({ status, q });
  const queue = useReviewQueueCount(isSuperAdmin);
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const total = list.data?.pages.at(-1)?.meta.total ?? 0;

  const setStatus = (next: TAppStatus | '') =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set('status', next);
        else copy.delete('status');
        return copy;
      },
      { replace: true },
    );

  let body: ReactNode;
  if (list.isPending) body = <ListLoading />;
  else if (list.isError) body = <ListError message={list.error.message} onRetry={() => list.refetch()} />;
  else if (rows.length === 0) body = <ListEmpty filtered={Boolean(q || status)} />;
  else
    body = (
      <>
        <AppList apps={rows} />
        <LoadMoreFooter
          summary={t('list.total', { shown: rows.length, total })}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          label={t('actions.loadMore')}
        />
      </>
    );

  return (
    <ConsolePage>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold text-brand-600">{t('eyebrow')}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink-900">
            {isSuperAdmin ? t('list.titleAll') : t('list.title')}
          </h1>
          <p className="mt-2 text-ink-600">{isSuperAdmin ? t('list.subtitleAll') : t('list.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {isSuperAdmin ? (
            <Link to="/console/review" className={buttonClasses('secondary', 'md')}>
              {t('review.open')}
              {queue.data ? (
                <span className="rounded-full bg-amber-500 px-1.5 py-px text-xs font-semibold text-white tabular-nums">
                  {queue.data}
                </span>
              ) : null}
            </Link>
          ) : null}
          {isSuperAdmin ? null : <PayoutsLink />}
          <Link to="/console/apps/new" className={buttonClasses('primary', 'md')}>
            <span aria-hidden="true" className="text-lg leading-none">
              +
            </span>
            {t('list.new')}
          </Link>
        </div>
      </div>
      <div className="mb-5 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <StatusTabs value={status} onChange={setStatus} queueCount={isSuperAdmin ? queue.data : undefined} />
        <Field
          label={t('list.search')}
          name="q"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('list.searchPlaceholder')}
          autoComplete="off"
          className="lg:w-72 [&_label]:sr-only"
        />
      </div>
      <div aria-busy={list.isFetching}>{body}</div>
    </ConsolePage>
  );
}
