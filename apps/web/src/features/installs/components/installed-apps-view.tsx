import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import type { useInstalledApps } from '@/features/installs/api/get-installed-apps';
import { InstallsError, InstallsLoading, InstallsNotice } from './install-states';
import { InstalledAppGrid } from './installed-app-grid';

interface InstalledAppsViewProps {
  list: ReturnType<typeof useInstalledApps>;
  canManage: boolean;
  placeName: string;
  emptyTitle: string;
  emptyMessage: string;
  narrow?: boolean;
}

/** One place's installed apps in every state: loading, error with retry, nothing yet (browse), or the cards. */
export function InstalledAppsView({ list, canManage, placeName, emptyTitle, emptyMessage, narrow }: InstalledAppsViewProps) {
  const { t } = useTranslation('installs');
  if (list.isPending) return <InstallsLoading />;
  if (list.isError) return <InstallsError message={list.error.message} onRetry={() => list.refetch()} />;
  if (list.data.apps.length === 0) {
    return (
      <InstallsNotice
        icon="grid"
        title={emptyTitle}
        message={emptyMessage}
        action={
          <Link to="/" className={buttonClasses('primary')}>
            {t('states.browseApps')}
          </Link>
        }
      />
    );
  }
  return <InstalledAppGrid apps={list.data.apps} canManage={canManage} placeName={placeName} narrow={narrow} />;
}
