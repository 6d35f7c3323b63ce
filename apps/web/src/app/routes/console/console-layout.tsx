import { Navigate, useParams } from 'react-router';
import { RequireRole } from '@/app/require-role';
import { useSession } from '@/lib/session-store';
import { ConsoleAppsPage } from './console-apps-page';
import { ConsoleEditorPage } from './console-editor-page';
import { ConsolePayoutsPage } from './console-payouts-page';
import { ConsoleReviewPage } from './console-review-page';

const CONSOLE_ROLES = ['app_creator', 'super_admin'] as const;

/**
 * The console (`/console/*`) for app creators and the super admin: one lazy chunk, its screens picked
 * here from the rest of the path. Each entry in the route table, each lazy chunk and react-router's
 * `<Routes>` would add bytes to the first load of `/` (docs/decisions/005-first-load-javascript.md);
 * one chunk for the three screens measured about 16 bytes less than one per screen.
 */
export function Component() {
  return (
    <RequireRole allow={CONSOLE_ROLES}>
      <ConsoleScreen />
    </RequireRole>
  );
}

function ConsoleScreen() {
  const [section, id, extra] = (useParams()['*'] ?? '').split('/').filter(Boolean);
  const { user } = useSession();
  if (section === 'apps' && !extra) {
    if (!id) return <ConsoleAppsPage />;
    return <ConsoleEditorPage id={id === 'new' ? undefined : id} />;
  }
  // Where a creator's partner connects the Stripe account its share of paid installs goes to.
  if (section === 'payouts' && !id && user?.role === 'app_creator') return <ConsolePayoutsPage />;
  // The queue is the super admin's; creators asking for it land on their apps.
  if (section === 'review' && !id && user?.role === 'super_admin') return <ConsoleReviewPage />;
  return <Navigate to="/console/apps" replace />;
}
