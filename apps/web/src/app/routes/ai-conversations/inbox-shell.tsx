import type { TRole } from '@atrium/contracts/roles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { TextsPageShell } from '@/app/routes/texts-page-shell';
import { StateCard } from '@/components/ui/state-card';
import { useSession } from '@/lib/session-store';

/** Who answers conversations: the agency's admins and staff; the super admin for people of no agency. */
const STAFF: readonly TRole[] = ['agency_admin', 'agency_staff', 'super_admin'];

/** Visitors sign in and come back; others see why the inbox is not theirs. The server checks every call again. */
function InboxAccess({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  const { t } = useTranslation('aiConversations');
  if (!user) return <Navigate to={`/login?redirectTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`} replace />;
  if (!STAFF.includes(user.role)) return <StateCard icon="shield" title={t('access.title')} body={t('access.body')} />;
  return children;
}

export function InboxShell({ children }: { children: ReactNode }) {
  return (
    <TextsPageShell namespace="aiConversations" width="max-w-6xl">
      <InboxAccess>{children}</InboxAccess>
    </TextsPageShell>
  );
}
