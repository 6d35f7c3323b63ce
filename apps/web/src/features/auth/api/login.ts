import type { TLoginBody, TSession } from '@atrium/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { setSession } from '../../../lib/session-store';

/** Agencies sign in through the agency portal; locations, staff and end users through the user portal. */
export type LoginPortal = 'agency' | 'user';
export const LOGIN_PATHS: Record<LoginPortal, string> = { agency: '/auth/login', user: '/user/login' };

export async function postLogin(portal: LoginPortal, body: TLoginBody): Promise<TSession> {
  const response = await apiFetch<{ data: TSession }>({ method: 'POST', path: LOGIN_PATHS[portal], body, token: null });
  return response.data;
}

export function useLoginMutation() {
  return useMutation({
    mutationFn: ({ portal, body }: { portal: LoginPortal; body: TLoginBody }) => postLogin(portal, body),
    onSuccess: (session) => setSession(session),
  });
}
