import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useRetrySync, useStartSync, useSyncRuns, useSyncStatus } from '@/features/crm/api/sync';
import { SyncProgress } from '@/features/crm/components/sync-progress';
import { SyncRunRow } from '@/features/crm/components/sync-run-row';
import { useWhen } from '@/features/crm/components/use-when';
import { useSyncLive } from '@/features/crm/hooks/use-sync-live';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { CrmAccess, CrmPageShell } from './crm-page-shell';

/** /crm/sync: the run under way, live, and the sync log (agency admins run it, agency staff read it). */
export function Component() {
  return (
    <CrmPageShell>
      <CrmAccess audience="agencyTeam">
        <SyncPage />
      </CrmAccess>
    </CrmPageShell>
  );
}

function SyncPage() {
  const { t } = useTranslation('crm', { keyPrefix: 'sync' });
  usePageTitle(t('pageTitle'));
  useSyncLive();
  const isAdmin = useSession().user?.role === 'agency_admin';
  const status = useSyncStatus();
  const start = useStartSync();
  const when = useWhen();
  const running = Boolean(status.data?.current);

  const actions =
    isAdmin && status.data?.connected ? (
      <>
        <Button onClick={() => start.mutate(false)} loading={start.isPending && !start.variables} disabled={running}>
          {t('syncNow')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => start.mutate(true)}
          loading={start.isPending && start.variables}
          disabled={running}
        >
          {t('syncAll')}
        </Button>
      </>
    ) : null;

  let current: React.ReactNode;
  if (status.isPending) current = <Spinner label={t('loading')} />;
  else if (status.isError)
    current = (
      <LoadError
        title={t('loadError')}
        body={status.error.message}
        retryLabel={t('retry')}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  else if (!status.data.connected && !status.data.last)
    current = (
      <StateCard
        icon="plug"
        title={t('notConnected.title')}
        body={t('notConnected.body')}
        action={
          <Link to="/integrations" className={buttonClasses('primary')}>
            {t('notConnected.action')}
          </Link>
        }
      />
    );
  else
    current = (
      <section aria-labelledby="sync-now" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
        <h2 id="sync-now" className="mb-4 text-lg font-semibold text-ink-900">
          {status.data.current ? t('currentTitle') : t('idleTitle')}
        </h2>
        {status.data.current ? (
          <SyncProgress run={status.data.current} />
        ) : (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-ink-700">
              {status.data.lastSucceededAt ? t('lastSync', { when: when(status.data.lastSucceededAt) }) : t('neverSynced')}
            </p>
            {/* What the last run did, kind by kind, until the next one starts. */}
            {status.data.last ? <SyncProgress run={status.data.last} /> : null}
          </div>
        )}
        {!status.data.connected ? (
          <p role="alert" className="mt-3 text-sm text-amber-800">
            {t('notConnected.stale')}{' '}
            <Link to="/integrations" className="font-medium underline">
              {t('notConnected.action')}
            </Link>
          </p>
        ) : null}
      </section>
    );

  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} actions={actions} />
      <div className="mt-8 flex flex-col gap-8">
        {start.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700 ring-1 ring-red-200">
            {start.error.message}
          </p>
        ) : null}
        {current}
        <SyncLog canRetry={isAdmin} />
      </div>
    </>
  );
}

function SyncLog({ canRetry }: { canRetry: boolean }) {
  const { t } = useTranslation('crm', { keyPrefix: 'sync.log' });
  const runs = useSyncRuns();
  const retry = useRetrySync();
  const list = runs.data?.pages.flatMap((page) => page.data) ?? [];
  const total = runs.data?.pages.at(-1)?.meta.total ?? 0;
  let body: React.ReactNode;
  if (runs.isPending) body = <Spinner label={t('loading')} />;
  else if (runs.isError && list.length === 0)
    body = (
      <LoadError
        title={t('loadError')}
        body={runs.error.message}
        retryLabel={t('retryLoad')}
        onRetry={() => void runs.refetch()}
        retrying={runs.isFetching}
      />
    );
  else if (list.length === 0) body = <StateCard icon="list" title={t('empty.title')} body={t('empty.body')} />;
  else
    body = (
      <>
        <ul className="divide-y divide-ink-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
          {list.map((run) => (
            <SyncRunRow
              key={run._id}
              run={run}
              canRetry={canRetry}
              retrying={retry.isPending && retry.variables === run._id}
              onRetry={(r) => retry.mutate(r._id)}
            />
          ))}
        </ul>
        <LoadMoreFooter
          summary={t('shown', { shown: list.length, total })}
          hasMore={runs.hasNextPage}
          loading={runs.isFetchingNextPage}
          onLoadMore={() => void runs.fetchNextPage()}
          label={t('loadMore')}
          error={runs.isFetchNextPageError ? runs.error?.message : null}
        />
      </>
    );
  return (
    <section aria-labelledby="sync-log">
      <h2 id="sync-log" className="mb-3 text-xl font-semibold text-ink-900">
        {t('title')}
      </h2>
      {retry.isError ? (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {retry.error.message}
        </p>
      ) : null}
      {body}
    </section>
  );
}
