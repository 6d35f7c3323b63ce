import type { TForgotPasswordBody, TResetPasswordBody } from '@atrium/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** "Forgot password?": the server answers the same whether or not the email has an account. */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (body: TForgotPasswordBody) =>
      apiFetch<{ data: { ok: true } }>({ method: 'POST', path: '/user/forgot-password', body, token: null }),
  });
}

/** Sets the new password with the mailed token; the server signs out every session of the account. */
export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (body: TResetPasswordBody) =>
      apiFetch<{ data: { ok: true } }>({ method: 'POST', path: '/user/reset-password', body, token: null }),
  });
}
