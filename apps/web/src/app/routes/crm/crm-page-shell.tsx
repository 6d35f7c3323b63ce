import type { TRole } from '@atrium/contracts/roles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { TextsPageShell } from '@/app/routes/texts-page-shell';
import { StateCard } from '@/components/ui/state-card';
import { useSession } from '@/lib/session-store';

/** The CRM screens' frame; it waits for the namespace so no raw keys flash while it loads. */
export function CrmPageShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <TextsPageShell namespace="crm" width={wide ? 'max-w-7xl' : 'max-w-5xl'}>
      {children}
    </TextsPageShell>
  );
}

/** Which people a screen is for, and the words of the state the others see. */
export type CrmAudience = 'agencyAdmins' | 'agencyTeam' | 'contacts';

const ROLES: Record<CrmAudience, readonly TRole[]> = {
  agencyAdmins: ['agency_admin'],
  agencyTeam: ['agency_admin', 'agency_staff'],
  contacts: ['agency_admin', 'agency_staff', 'location_admin', 'staff'],
};

/**
 * Visitors sign in and come back; signed-in people outside the audience see why the screen is not theirs (rather
 * than a silent trip home). The server checks the role again on every call.
 */
export function CrmAccess({ audience, children }: { audience: CrmAudience; children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  const { t } = useTranslation('crm', { keyPrefix: 'access' });
  if (!user) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?redirectTo=${back}`} replace />;
  }
  if (!ROLES[audience].includes(user.role))
    return <StateCard icon="shield" title={t(`${audience}.title`)} body={t(`${audience}.body`)} />;
  return children;
}
