import type { TUser } from '@atrium/contracts/users';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes';
import { useInstalledApps } from '../../../features/installs/api/get-installed-apps';
import { useLocations } from '../../../features/installs/api/get-locations';
import {
  InstallsError,
  InstallsLoading,
  InstallsNotice,
  NotFoundNotice,
} from '../../../features/installs/components/install-states';
import { InstalledAppGrid } from '../../../features/installs/components/installed-app-grid';
import { LocationSwitcher } from '../../../features/installs/components/location-switcher';
import { PageHeader } from '../../../features/installs/components/page-header';
import { isNotFound } from '../../../features/installs/utils/errors';
import { usePageTitle } from '../../../lib/preferences/preferences-context';
import { useSession } from '../../../lib/session-store';
import { PageShell } from './page-shell';
import { SignInRedirect } from './sign-in-redirect';

/** /detail/:location_id: what is installed for one location, with its switches and settings. */
export function Component() {
  const { user } = useSession();
  const { location_id: locationId = '' } = useParams();
  if (!user) return <SignInRedirect />;
  return (
    <PageShell>
      <LocationApps user={user} locationId={locationId} />
    </PageShell>
  );
}

function LocationApps({ user, locationId }: { user: TUser; locationId: string }) {
  const { t } = useTranslation('installs');
  const navigate = useNavigate();
  const agencyUser = !user.locationId;
  const list = useInstalledApps(locationId);
  const locations = useLocations(agencyUser);
  const name = list.data?.location?.name ?? locations.data?.find((l) => l._id === locationId)?.name ?? '';
  usePageTitle(name ? t('detail.title', { location: name }) : t('detail.pageTitle'));

  if (list.isError && isNotFound(list.error)) {
    return <NotFoundNotice title={t('detail.notFoundTitle')} message={t('detail.notFoundMessage')} />;
  }
  // Admins of the place manage its installs; staff only look.
  const canManage = user.role === 'agency_admin' || (user.role === 'location_admin' && user.locationId === locationId);
  const apps = list.data?.apps ?? [];

  return (
    <>
      <PageHeader
        eyebrow={agencyUser ? t('detail.eyebrowAgency') : t('detail.eyebrow')}
        title={name ? t('detail.title', { location: name }) : t('detail.pageTitle')}
        subtitle={t('detail.subtitle')}
        aside={
          agencyUser && locations.data && locations.data.length > 0 ? (
            <LocationSwitcher locations={locations.data} value={locationId} onChange={(id) => navigate(`/detail/${id}`)} />
          ) : null
        }
      />
      {agencyUser ? (
        <p className="-mt-4 mb-6 text-sm">
          <Link to="/agency/apps" className="font-medium text-brand-700 hover:underline">
            {t('detail.backToAgency')}
          </Link>
        </p>
      ) : null}
      {list.isPending ? (
        <InstallsLoading />
      ) : list.isError ? (
        <InstallsError message={list.error.message} onRetry={() => list.refetch()} />
      ) : apps.length === 0 ? (
        <InstallsNotice
          icon="grid"
          title={t('detail.emptyTitle')}
          message={t('detail.emptyMessage')}
          action={
            <Link to="/" className={buttonClasses('primary')}>
              {t('states.browseApps')}
            </Link>
          }
        />
      ) : (
        <InstalledAppGrid apps={apps} canManage={canManage} placeName={name} />
      )}
    </>
  );
}
