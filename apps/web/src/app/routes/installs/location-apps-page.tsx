import type { TUser } from '@atrium/contracts/users';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useInstalledApps } from '@/features/installs/api/get-installed-apps';
import { NotFoundNotice } from '@/features/installs/components/install-states';
import { InstalledAppsView } from '@/features/installs/components/installed-apps-view';
import { LocationSwitcher } from '@/features/installs/components/location-switcher';
import { isNotFound } from '@/features/installs/utils/errors';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useAgencyLocations } from '@/lib/queries/agency-locations';
import { useSession } from '@/lib/session-store';
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
  const locations = useAgencyLocations(agencyUser);
  const name = list.data?.location?.name ?? locations.data?.find((l) => l._id === locationId)?.name ?? '';
  usePageTitle(name ? t('detail.title', { location: name }) : t('detail.pageTitle'));

  if (list.isError && isNotFound(list.error)) {
    return <NotFoundNotice title={t('detail.notFoundTitle')} message={t('detail.notFoundMessage')} />;
  }
  // Admins of the place manage its installs; staff only look.
  const canManage = user.role === 'agency_admin' || (user.role === 'location_admin' && user.locationId === locationId);

  return (
    <>
      <PageHeader
        className="mb-8"
        eyebrow={agencyUser ? t('detail.eyebrowAgency') : t('detail.eyebrow')}
        title={name ? t('detail.title', { location: name }) : t('detail.pageTitle')}
        subtitle={t('detail.subtitle')}
        actions={
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
      <InstalledAppsView
        list={list}
        canManage={canManage}
        placeName={name}
        emptyTitle={t('detail.emptyTitle')}
        emptyMessage={t('detail.emptyMessage')}
      />
    </>
  );
}
