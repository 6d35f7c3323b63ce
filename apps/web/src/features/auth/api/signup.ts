import type { TSession, TSignupBody } from '@atrium/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { setSession } from '../../../lib/session-store';

/** Agency sign-up: creates the agency and its first admin, and signs them in. */
export async function postSignup(body: TSignupBody): Promise<TSession> {
  const response = await apiFetch<{ data: TSession }>({ method: 'POST', path: '/auth/signup', body, token: null });
  return response.data;
}

export function useSignupMutation() {
  return useMutation({ mutationFn: postSignup, onSuccess: (session) => setSession(session) });
}
