import type { TSession } from '@atrium/contracts/auth';
import { crmSsoEndpoints } from '@atrium/contracts/crm-sso';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { setSession } from '@/lib/session-store';

/** Trades the CRM's encrypted user data for a session, stored as the login page stores one. */
export function postCrmSignIn(payload: string): Promise<TSession> {
  return apiFetch(crmSsoEndpoints.signIn, { body: { payload }, token: null });
}

export function useCrmSignIn() {
  return useMutation({ mutationFn: postCrmSignIn, onSuccess: (session) => setSession(session) });
}
