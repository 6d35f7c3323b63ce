import type { TRole } from '@atrium/contracts/roles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { StateCard } from '@/components/ui/state-card';
import { useSession } from '@/lib/session-store';

const AGENCY_TEAM: readonly TRole[] = ['agency_admin', 'agency_staff'];

/**
 * The payments area is the agency team's: visitors sign in and come back, others read why it is not theirs. The
 * server checks the role again on every call.
 */
export function PaymentsAccess({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  const { t } = useTranslation('payments', { keyPrefix: 'access' });
  if (!user) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?redirectTo=${back}`} replace />;
  }
  if (!AGENCY_TEAM.includes(user.role) || user.locationId) return <StateCard icon="shield" title={t('title')} body={t('body')} />;
  return children;
}
