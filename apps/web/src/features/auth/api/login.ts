import { authEndpoints, type TLoginBody, type TSession } from '@atrium/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { setSession } from '@/lib/session-store';

/**
 * Sign-in by email: the server finds the account, whichever portal (agency, or location and user) it belongs
 * to. Emails are unique, so there is no account type to ask for.
 */
export async function postSignIn(body: TLoginBody): Promise<TSession> {
  return apiFetch(authEndpoints.signIn, { body, token: null });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: postSignIn, onSuccess: (session) => setSession(session) });
}
