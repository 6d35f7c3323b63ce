import type { TRole } from '@atrium/contracts/roles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { TextsPageShell } from '@/app/routes/texts-page-shell';
import { StateCard } from '@/components/ui/state-card';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';

/** Who builds agents: an agency's admins (its own) and the super admin (the platform's). The server checks again. */
export const AGENT_MANAGERS: readonly TRole[] = ['super_admin', 'agency_admin'];
/** Who sees the budgets: the super admin (every agency) and an agency's team (its own and its locations'). */
export const USAGE_VIEWERS: readonly TRole[] = ['super_admin', 'agency_admin', 'agency_staff'];

/**
 * The frame of the agents' screens: visitors sign in and come back; people whose role is not `allow`ed see why the
 * screen is not theirs instead of a blank page.
 */
export function AgentsShell({ allow, wide, children }: { allow?: readonly TRole[]; wide?: boolean; children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to={`/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return (
    <TextsPageShell namespace="aiAgents" width={wide ? 'max-w-7xl lg:px-8' : 'max-w-5xl lg:px-8'}>
      {!allow || allow.includes(user.role) ? children : <NotAllowed />}
    </TextsPageShell>
  );
}

function NotAllowed() {
  const { t } = useTranslation('aiAgents');
  usePageTitle(t('title'));
  return <StateCard icon="shield" title={t('access.title')} body={t('access.body')} />;
}
