import type { TRole } from '@atrium/contracts/roles';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session-store';

/**
 * Guards child routes by role. Visitors go to /login (and come back after signing in);
 * signed-in users without the role go home. The server checks the role again on every call.
 */
export function RequireRole({ allow }: { allow: TRole }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?redirectTo=${back}`} replace />;
  }
  if (user.role !== allow) return <Navigate to="/" replace />;
  return <Outlet />;
}
