import { CRM_CONNECTION_KINDS, type TCrmCompany, type TCrmConnection, type TCrmConnectionKind } from '@atrium/contracts/crm';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/state-card';
import {
  useCrmAppSetup,
  useCrmCompany,
  useCrmConnections,
  useDisconnectCrm,
  useStartCrmConnection,
} from '@/features/crm/api/connections';
import { useStartSync, useSyncStatus } from '@/features/crm/api/sync';
import { ConnectionCard } from '@/features/crm/components/connection-card';
import { CrmLinkSettings } from '@/features/crm/components/crm-link-settings';
import { SyncSummary } from '@/features/crm/components/sync-summary';
import { useSyncLive } from '@/features/crm/hooks/use-sync-live';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { CrmAccess, CrmPageShell } from './crm-page-shell';

/** /integrations: the agency's CRM connection (agency admins). */
export function Component() {
  return (
    <CrmPageShell>
      <CrmAccess audience="agencyAdmins">
        <IntegrationsPage />
      </CrmAccess>
    </CrmPageShell>
  );
}

function IntegrationsPage() {
  const { t } = useTranslation('crm', { keyPrefix: 'integrations' });
  const { t: tc } = useTranslation('crm', { keyPrefix: 'connections' });
  usePageTitle(t('pageTitle'));
  useSyncLive();
  const connections = useCrmConnections();
  const setup = useCrmAppSetup();
  const company = useCrmCompany();
  const sync = useSyncStatus();
  const start = useStartCrmConnection();
  const startSync = useStartSync();
  const disconnect = useDisconnectCrm();
  const [leaving, setLeaving] = useState<TCrmConnection | null>(null);

  const header = <PageHeader eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />;
  if (connections.isPending)
    return (
      <>
        {header}
        <div className="flex justify-center py-16">
          <Spinner label={t('loading')} />
        </div>
      </>
    );
  if (connections.isError)
    return (
      <>
        {header}
        <div className="mt-8">
          <LoadError
            title={t('loadError')}
            body={connections.error.message}
            retryLabel={t('retry')}
            onRetry={() => void connections.refetch()}
            retrying={connections.isFetching}
          />
        </div>
      </>
    );

  const own = new Map(connections.data.filter((c) => c.locationId === null).map((c) => [c.kind, c]));
  const locationLinks = connections.data.filter((c) => c.locationId !== null).length;
  const missingOf = (kind: TCrmConnectionKind) => setup.data?.connections.find((c) => c.kind === kind)?.missingScopes ?? [];
  const stale = [...own.values()].filter((c) => c.status === 'needs_reconnect');
  const connecting = (kind: TCrmConnectionKind) => (start.isPending || start.isSuccess) && start.variables === kind;
  const closeDialog = () => {
    setLeaving(null);
    disconnect.reset();
  };

  return (
    <>
      {header}
      <div className="mt-8 flex flex-col gap-6">
        {stale.map((connection) => (
          <div
            key={connection._id}
            role="alert"
            className="flex flex-col gap-3 rounded-2xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200 sm:flex-row sm:items-center"
          >
            <Icon name="alert" className="size-6 shrink-0" />
            <p className="flex-1 text-sm">{t('reconnectBanner', { name: tc(`kinds.${connection.kind}.title`) })}</p>
            <Button loading={connecting(connection.kind)} onClick={() => start.mutate(connection.kind)}>
              {tc('reconnect')}
            </Button>
          </div>
        ))}
        {start.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700 ring-1 ring-red-200">
            {t('startError', { message: start.error.message })}
          </p>
        ) : null}

        <CompanyCard company={company} connected={own.size > 0} />
        {own.size > 0 && setup.data ? <CrmLinkSettings setup={setup.data} /> : null}

        <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-2">
          {CRM_CONNECTION_KINDS.map((kind) => (
            <ConnectionCard
              key={kind}
              kind={kind}
              connection={own.get(kind)}
              missingScopes={missingOf(kind)}
              locationLinks={kind === 'associate' ? locationLinks : 0}
              connecting={connecting(kind)}
              onConnect={(k) => start.mutate(k)}
              onDisconnect={setLeaving}
            >
              {kind === 'crm_sync' && own.get(kind)?.status === 'connected' ? (
                <SyncSummary
                  status={sync.data}
                  canStart
                  starting={startSync.isPending}
                  startError={startSync.error?.message ?? null}
                  onStart={() => startSync.mutate(false)}
                />
              ) : null}
            </ConnectionCard>
          ))}
        </div>
      </div>

      <ConfirmDialog
        open={leaving !== null}
        title={t('disconnect.title', { name: leaving ? tc(`kinds.${leaving.kind}.title`) : '' })}
        confirmLabel={tc('disconnect')}
        pending={disconnect.isPending}
        error={disconnect.error?.message ?? null}
        onClose={closeDialog}
        onConfirm={() => leaving && disconnect.mutate(leaving._id, { onSuccess: closeDialog })}
      >
        <p>{t('disconnect.body')}</p>
      </ConfirmDialog>
    </>
  );
}

/** The CRM company the agency is linked to; the first agency connection links it. */
function CompanyCard({ company, connected }: { company: UseQueryResult<TCrmCompany | null>; connected: boolean }) {
  const { t } = useTranslation('crm', { keyPrefix: 'integrations.company' });
  let body: React.ReactNode;
  if (company.isPending) body = <Spinner size="sm" label={t('loading')} />;
  else if (company.isError)
    body = (
      <p role="alert" className="text-sm text-red-700">
        {t('error', { message: company.error.message })}
      </p>
    );
  else if (!company.data) body = <p className="text-sm text-ink-600">{connected ? t('unknown') : t('none')}</p>;
  else
    body = (
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-ink-500">{t('name')}</dt>
        <dd className="font-medium text-ink-900">{company.data.name}</dd>
        <dt className="text-ink-500">{t('id')}</dt>
        <dd>
          <code dir="ltr" className="break-all text-ink-800">
            {company.data.id}
          </code>
        </dd>
        {company.data.locationCount !== null ? (
          <>
            <dt className="text-ink-500">{t('locations')}</dt>
            <dd className="text-ink-800">{company.data.locationCount}</dd>
          </>
        ) : null}
      </dl>
    );
  return (
    <section aria-labelledby="crm-company" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
      <h2 id="crm-company" className="mb-3 flex items-center gap-2 text-lg font-semibold text-ink-900">
        <Icon name="plug" className="size-5 text-brand-600" />
        {t('title')}
      </h2>
      {body}
    </section>
  );
}
