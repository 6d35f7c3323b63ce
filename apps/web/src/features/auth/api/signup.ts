import { authEndpoints, type TSession, type TSignupBody } from '@atrium/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { setSession } from '@/lib/session-store';

/** Agency sign-up: creates the agency and its first admin, and signs them in. */
export async function postSignup(body: TSignupBody): Promise<TSession> {
  return apiFetch(authEndpoints.signup, { body, token: null });
}

export function useSignupMutation() {
  return useMutation({ mutationFn: postSignup, onSuccess: (session) => setSession(session) });
}
