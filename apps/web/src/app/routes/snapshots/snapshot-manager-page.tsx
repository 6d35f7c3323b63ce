import type { TRole } from '@atrium/contracts/roles';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Route, Routes, useLocation, useMatch } from 'react-router';
import { TextsPageShell } from '@/app/routes/texts-page-shell';
import { buttonClasses } from '@/components/ui/button-classes';
import { focusRing } from '@/components/ui/focus-ring';
import { PageHeader } from '@/components/ui/page-header';
import { StateCard } from '@/components/ui/state-card';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { ManagerEdit } from './snapshot-manager-edit';
import { ManagerHistory } from './snapshot-manager-history';
import { ManagerHome } from './snapshot-manager-home';
import { ManagerPublish } from './snapshot-manager-publish';

/** The agency's team manages its snapshots; the server checks the role again on every call. */
const MANAGERS: readonly TRole[] = ['agency_admin', 'agency_staff'];

/**
 * `/snapshots/*`: the agency's snapshot manager (issue 22): folders and listings, publishing from the CRM, editing,
 * and the push history. Visitors sign in and come back; other people see why the screen is not theirs.
 */
export function SnapshotManagerPage() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to={`/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return (
    <TextsPageShell namespace="snapshot-manager" width="max-w-7xl lg:px-8">
      {MANAGERS.includes(user.role) ? <Manager /> : <NotAllowed />}
    </TextsPageShell>
  );
}

function NotAllowed() {
  const { t } = useTranslation('snapshot-manager');
  usePageTitle(t('title'));
  return <StateCard icon="shield" title={t('access.title')} body={t('access.body')} />;
}

function Manager() {
  const { t } = useTranslation('snapshot-manager');
  usePageTitle(t('title'));
  // The publish form has its own button at its end; the header's would only lead back to it.
  const publishing = useMatch('/snapshots/new') !== null;
  const tab = (isActive: boolean) =>
    `rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap ${focusRing} ${
      isActive ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900'
    }`;
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          publishing ? null : (
            <Link to="/snapshots/new" className={buttonClasses('primary')}>
              {t('publish.open')}
            </Link>
          )
        }
      />
      <nav aria-label={t('tabs.label')} className="inline-flex gap-1 rounded-xl bg-ink-100 p-1">
        <NavLink to="/snapshots" end className={({ isActive }) => tab(isActive)}>
          {t('tabs.listings')}
        </NavLink>
        <NavLink to="/snapshots/history" className={({ isActive }) => tab(isActive)}>
          {t('tabs.history')}
        </NavLink>
      </nav>
      <Routes>
        <Route index element={<ManagerHome />} />
        <Route path="new" element={<ManagerPublish />} />
        <Route path=":listingId/edit" element={<ManagerEdit />} />
        <Route path="history" element={<ManagerHistory />} />
        <Route path="*" element={<Navigate to="/snapshots" replace />} />
      </Routes>
    </div>
  );
}
