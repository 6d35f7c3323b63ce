import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { TextsPageShell } from '@/app/routes/texts-page-shell';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useSingleSnapshot } from '@/features/snapshot-loading/api/get-single-snapshot';
import { ContentsTab } from '@/features/snapshot-loading/components/contents-tab';
import { CustomFieldsTab } from '@/features/snapshot-loading/components/custom-fields-tab';
import { LoadDialog } from '@/features/snapshot-loading/components/load-dialog';
import { LocationsTab } from '@/features/snapshot-loading/components/locations-tab';
import { SnapshotHeader } from '@/features/snapshot-loading/components/snapshot-header';
import { VersionsTab } from '@/features/snapshot-loading/components/versions-tab';
import { useSnapshotLive } from '@/features/snapshot-loading/hooks/use-snapshot-live';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { SnapshotOverview } from './snapshot-tab-overview';

const TABS = ['overview', 'contents', 'custom-fields', 'versions', 'locations'] as const;
type Tab = (typeof TABS)[number];
const tabOfPath = (rest: string): Tab | null => {
  if (rest === '') return 'overview';
  return TABS.includes(rest as Tab) && rest !== 'overview' ? (rest as Tab) : null;
};

/** `/snapshot/:snapshot_id/*`: a snapshot listing's page, its tabs as nested paths, and "Load into locations". */
export function SnapshotPage() {
  return (
    <TextsPageShell namespace="snapshots" width="max-w-6xl">
      <SnapshotScreen />
    </TextsPageShell>
  );
}

function SnapshotScreen() {
  const { t } = useTranslation('snapshots');
  const { snapshot_id: snapshotId = '', '*': rest = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const snapshot = useSingleSnapshot(snapshotId);
  const [loading, setLoading] = useState(false);
  useSnapshotLive();
  usePageTitle(snapshot.data?.name ?? t('page.title'));

  if (snapshot.isPending)
    return (
      <div className="flex justify-center py-24">
        <Spinner size="lg" label={t('page.loading')} />
      </div>
    );
  if (snapshot.isError) {
    const missing = snapshot.error instanceof ApiError && [400, 404].includes(snapshot.error.status);
    if (missing) return <StateCard icon="grid" title={t('page.notFoundTitle')} body={t('page.notFoundBody')} />;
    return (
      <LoadError
        title={t('page.errorTitle')}
        body={snapshot.error.message}
        retryLabel={t('page.retry')}
        retrying={snapshot.isRefetching}
        onRetry={() => void snapshot.refetch()}
      />
    );
  }

  const data = snapshot.data;
  const tabs = TABS.filter((tab) => tab !== 'locations' || data.viewer.canLoad);
  const tab = tabOfPath(rest.replace(/\/+$/, ''));
  // An unknown sub-path, or Locations for a viewer who cannot load, lands on the overview.
  if (!tab || !tabs.includes(tab)) return <Navigate to={`/snapshot/${snapshotId}`} replace />;
  const go = (next: Tab) => navigate(`/snapshot/${snapshotId}${next === 'overview' ? '' : `/${next}`}`);
  const loadAction = (
    <Button onClick={() => setLoading(true)} disabled={!data.viewer.canLoad}>
      {t('header.load')}
    </Button>
  );

  return (
    <div className="flex flex-col gap-8">
      <SnapshotHeader snapshot={data} loadAction={loadAction} />
      {data.viewer.canLoad && data.outdatedLocationCount > 0 && tab !== 'locations' ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('page.outdated', { n: data.outdatedLocationCount })}
          <Link to={`/snapshot/${snapshotId}/locations`} className={`font-medium underline ${focusRing}`}>
            {t('page.outdatedLink')}
          </Link>
        </p>
      ) : null}
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <SegmentedTabs
          tabs={tabs}
          value={tab}
          onChange={go}
          label={t('tabs.label')}
          labelOf={(value) => t(`tabs.${value}`)}
          tabId={(value) => `snapshot-tab-${value}`}
          panelId={(value) => `snapshot-panel-${value}`}
          className="inline-flex min-w-max"
        />
      </div>
      <div id={`snapshot-panel-${tab}`} role="tabpanel" aria-labelledby={`snapshot-tab-${tab}`}>
        {tab === 'overview' ? <SnapshotOverview snapshot={data} /> : null}
        {tab === 'contents' ? <ContentsTab contents={data.contents} /> : null}
        {tab === 'custom-fields' ? <CustomFieldsTab fields={data.customFields} /> : null}
        {tab === 'versions' ? <VersionsTab versions={data.versions} /> : null}
        {tab === 'locations' ? <LocationsTab snapshot={data} loadAction={loadAction} /> : null}
      </div>
      {data.viewer.canLoad ? (
        <LoadDialog
          snapshot={data}
          open={loading}
          onClose={() => setLoading(false)}
          canIncludeFuture={data.viewer.owns && user?.role === 'agency_admin'}
        />
      ) : null}
    </div>
  );
}
