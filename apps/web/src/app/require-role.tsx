import type { TRole } from '@atrium/contracts/roles';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session-store';

/**
 * Guards child routes (or `children`) by role: one role, or any of several (the console admits app
 * creators and the super admin). Visitors go to /login (and come back after signing in); signed-in
 * users without the role go home. The server checks the role again on every call.
 */
export function RequireRole({ allow, children }: { allow: TRole | readonly TRole[]; children?: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?redirectTo=${back}`} replace />;
  }
  const allowed = typeof allow === 'string' ? user.role === allow : allow.includes(user.role);
  if (!allowed) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
