import type { TUser } from '@atrium/contracts/users';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useInstalledApps } from '@/features/installs/api/get-installed-apps';
import { ApprovalsPanel } from '@/features/installs/components/approvals-panel';
import { InstalledAppsView } from '@/features/installs/components/installed-apps-view';
import { LocationsSection } from '@/features/installs/components/locations-section';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { PageShell } from './page-shell';
import { SignInRedirect } from './sign-in-redirect';

/**
 * /agency/apps: the agency's own installs, its approvals and its locations. Location users have no
 * agency view: they go to their location's page; users of no agency go home.
 */
export function Component() {
  const { user } = useSession();
  if (!user) return <SignInRedirect />;
  if (user.locationId) return <Navigate to={`/detail/${user.locationId}`} replace />;
  if (!user.agencyId) return <Navigate to="/" replace />;
  return (
    <PageShell>
      <AgencyApps user={user} />
    </PageShell>
  );
}

function AgencyApps({ user }: { user: TUser }) {
  const { t } = useTranslation('installs');
  usePageTitle(t('agency.title'));
  const list = useInstalledApps(null);
  const admin = user.role === 'agency_admin';

  return (
    <>
      <PageHeader className="mb-8" eyebrow={t('agency.eyebrow')} title={t('agency.title')} subtitle={t('agency.subtitle')} />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="agency-installs">
          <h2 id="agency-installs" className="mb-4 text-lg font-semibold text-ink-900">
            {t('agency.installs')}
          </h2>
          <InstalledAppsView
            list={list}
            canManage={admin}
            placeName={t('status.yourAgency')}
            emptyTitle={t('agency.emptyTitle')}
            emptyMessage={t('agency.emptyMessage')}
            narrow
          />
        </section>
        <aside className="space-y-8">
          <LocationsSection canAdd={admin} />
          <section aria-labelledby="agency-approvals" className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
            <h2 id="agency-approvals" className="text-lg font-semibold text-ink-900">
              {t('agency.approvals')}
            </h2>
            <p className="mt-1 mb-4 text-sm text-ink-600">{t('agency.approvalsHint')}</p>
            <ApprovalsPanel canAct={admin} />
          </section>
        </aside>
      </div>
    </>
  );
}
