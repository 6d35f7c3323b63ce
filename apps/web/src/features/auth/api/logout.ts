import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiCall } from '../../../lib/api-client';
import { clearSession, getToken } from '../../../lib/session-store';

/** Revokes the token on the server; the result is ignored because signing out locally must always work. */
export function postLogout(token: string | null) {
  return apiCall<{ data: { ok: true } }>({ method: 'POST', path: '/auth/logout', token });
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
