import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiCall } from '../../../lib/api-client';
import { sessionRefreshQuery } from '../../../lib/session-refresh';
import { clearSession, getToken } from '../../../lib/session-store';
import { siteConfigQuery } from '../../../lib/site-config';

/** Revokes the token on the server; the result is ignored because signing out locally must always work. */
export function postLogout(token: string | null) {
  return apiCall<{ data: { ok: true } }>({ method: 'POST', path: '/auth/logout', token });
}

/** Signs out: revoke, forget the stored user/token/agency and the user's cached data, go to /login. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const token = getToken();
    // Fire and forget: the headers are built before this returns, so clearing now is safe and snappy.
    if (token) void postLogout(token);
    clearSession();
    const keep = new Set<unknown>([siteConfigQuery.queryKey[0], sessionRefreshQuery.queryKey[0]]);
    queryClient.removeQueries({ predicate: (query) => !keep.has(query.queryKey[0]) });
    await navigate('/login');
  }, [navigate, queryClient]);
}
