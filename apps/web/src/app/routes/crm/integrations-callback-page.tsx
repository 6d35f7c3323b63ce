import type { TCrmConnection, TCrmConnectionKind } from '@atrium/contracts/crm';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { StateCard } from '@/components/ui/state-card';
import { useCompleteCrmCallback } from '@/features/crm/api/complete-callback';
import { useStartCrmConnection } from '@/features/crm/api/connections';
import { useStartSync, useSyncStatus } from '@/features/crm/api/sync';
import { SyncProgress } from '@/features/crm/components/sync-progress';
import { useSyncLive } from '@/features/crm/hooks/use-sync-live';
import { readCallback } from '@/features/crm/utils/callback-params';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { CrmPageShell } from './crm-page-shell';

/** /integrations/:kind, where the CRM sends the browser back after its consent screen (SPEC 2). */
export function Component() {
  const { user } = useSession();
  const location = useLocation();
  const { t } = useTranslation('crm', { keyPrefix: 'callback' });
  usePageTitle(t('pageTitle'));
  const read = readCallback(location.pathname, location.search);
  return (
    <CrmPageShell>
      <div className="mx-auto max-w-2xl">
        {!read.ok ? (
          <StateCard icon="alert" title={t(`${read.reason}.title`)} body={t(`${read.reason}.body`)} action={<BackLink />} />
        ) : user ? (
          <CallbackProgress params={read.params} />
        ) : (
          // Signed out on the way (another tab): the state is tied to the person, so they sign in and start again.
          <StateCard icon="alert" title={t('signedOut.title')} body={t('signedOut.body')} action={<BackLink />} />
        )}
      </div>
    </CrmPageShell>
  );
}

function BackLink() {
  const { t } = useTranslation('crm', { keyPrefix: 'callback' });
  return (
    <Link to="/integrations" className={buttonClasses('secondary')}>
      {t('back')}
    </Link>
  );
}

type Params = Extract<ReturnType<typeof readCallback>, { ok: true }>['params'];

function CallbackProgress({ params }: { params: Params }) {
  const { t } = useTranslation('crm', { keyPrefix: 'callback' });
  const done = useCompleteCrmCallback(params);
  if (done.isPending)
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-16 text-center shadow-sm ring-1 ring-ink-200">
        <Spinner size="lg" label={t('working')} />
        <p className="text-ink-700" aria-hidden="true">
          {t('working')}
        </p>
      </div>
    );
  if (done.isError) return <CallbackError kind={params.kind} error={done.error} />;
  return <CallbackSuccess connection={done.data} />;
}

/** Titles by the server's error code; the server's own message says exactly what happened. */
function errorTitle(error: Error): string {
  if (!(error instanceof ApiError)) return 'generic';
  if (error.code === 'consent_denied') return 'denied';
  if (error.code === 'invalid_state') return 'expired';
  if (error.code === 'forbidden') return 'forbidden';
  if (error.status === 409) return 'conflict';
  if (error.code === 'crm_refused') return 'refused';
  return 'generic';
}

function CallbackError({ kind, error }: { kind: TCrmConnectionKind; error: Error }) {
  const { t } = useTranslation('crm', { keyPrefix: 'callback' });
  const retry = useStartCrmConnection();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="alert" className="flex flex-col items-center rounded-2xl bg-red-50 px-6 py-12 text-center ring-1 ring-red-200">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-red-600">
        <Icon name="alert" className="size-6" />
      </span>
      <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-xl font-semibold text-red-800 outline-none">
        {t(`errors.${errorTitle(error)}`)}
      </h1>
      <p className="mt-2 max-w-md text-sm text-red-700">{error.message}</p>
      {retry.isError ? <p className="mt-2 text-sm text-red-700">{retry.error.message}</p> : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button loading={retry.isPending || retry.isSuccess} onClick={() => retry.mutate(kind)}>
          {t('retry')}
        </Button>
        <BackLink />
      </div>
    </div>
  );
}

function CallbackSuccess({ connection }: { connection: TCrmConnection }) {
  const { t } = useTranslation('crm', { keyPrefix: 'callback' });
  const { t: tc } = useTranslation('crm', { keyPrefix: 'connections' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const name = tc(`kinds.${connection.kind}.title`);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-ink-200">
        <span className="flex size-12 items-center justify-center rounded-full bg-green-100 text-green-700">
          <Icon name="check" className="size-6" />
        </span>
        <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-ink-900 outline-none">
          {t('success.title', { name })}
        </h1>
        <p className="mt-2 max-w-md text-sm text-ink-600">{tc(`kinds.${connection.kind}.purpose`)}</p>
        <p className="mt-3 text-sm text-ink-700">
          {connection.crmLocationId
            ? t('success.location', { id: connection.crmLocationId })
            : t('success.company', { id: connection.crmCompanyId })}
        </p>
        <div className="mt-6">
          <Link to="/integrations" className={buttonClasses(connection.kind === 'crm_sync' ? 'secondary' : 'primary')}>
            {t('back')}
          </Link>
        </div>
      </div>
      {connection.kind === 'crm_sync' && connection.locationId === null ? <FirstSync /> : null}
    </div>
  );
}

/** Starts the agency's first sync (the server answers the run under way if one is) and shows it arriving. */
function FirstSync() {
  const { t } = useTranslation('crm', { keyPrefix: 'callback.firstSync' });
  useSyncLive();
  const status = useSyncStatus();
  const start = useStartSync();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    start.mutate(false);
  }, [start]);
  const run = start.data && status.data?.last?._id === start.data._id ? status.data.last : (status.data?.current ?? start.data);
  return (
    <section aria-labelledby="first-sync" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
      <h2 id="first-sync" className="mb-4 text-lg font-semibold text-ink-900">
        {t('title')}
      </h2>
      {start.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('error', { message: start.error.message })}
        </p>
      ) : run ? (
        <SyncProgress run={run} />
      ) : (
        <Spinner label={t('starting')} />
      )}
      <div className="mt-4">
        <Link to="/crm/sync" className={buttonClasses('primary', 'sm')}>
          {t('openLog')}
        </Link>
      </div>
    </section>
  );
}
