import { Navigate, useLocation } from 'react-router';

/** Visitors go to /login and come back here after signing in. */
export function SignInRedirect() {
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return <Navigate to={`/login?redirectTo=${back}`} replace />;
}
