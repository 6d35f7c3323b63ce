import type { authEndpoints } from '@atrium/contracts/auth';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { callEndpoint, firstLoadEndpoint } from '@/lib/api-client';
import { clearSession, getToken } from '@/lib/session-store';

// The header's account menu signs out, so this is in the first load: the contract's type, not its schemas.
const logout = firstLoadEndpoint<typeof authEndpoints.logout>({ method: 'POST', path: '/api/v1/auth/logout', kind: 'data' });

/** Revokes the token on the server; the result is ignored because signing out locally must always work. */
export function postLogout(token: string | null) {
  return callEndpoint(logout, { token });
}

/**
 * Signs out: revoke, forget the stored user/token/agency, go to /login. The query cache empties
 * itself when the token goes (lib/query-client.ts), so the next user never sees this one's data.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    const token = getToken();
    // Fire and forget: the headers are built before this returns, so clearing now is safe and snappy.
    if (token) void postLogout(token);
    clearSession();
    await navigate('/login');
  }, [navigate]);
}
