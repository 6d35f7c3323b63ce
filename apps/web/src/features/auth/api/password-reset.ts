import { accountEndpoints } from '@atrium/contracts/account';
import { passwordResetEndpoints, type TForgotPasswordBody, type TResetPasswordBody } from '@atrium/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, callEndpoint } from '@/lib/api-client';
import { clearSession, getToken } from '@/lib/session-store';

/** "Forgot password?": the server answers the same whether or not the email has an account. */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (body: TForgotPasswordBody) => apiFetch(passwordResetEndpoints.forgot, { body, token: null }),
  });
}

/**
 * Sets the new password with the mailed token. The server signs out every session of the account: when the
 * session this browser holds was one of them (it answers 401 now), it is forgotten here too.
 */
export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (body: TResetPasswordBody) => apiFetch(passwordResetEndpoints.reset, { body, token: null }),
    onSuccess: async () => {
      const token = getToken();
      if (!token) return;
      const me = await callEndpoint(accountEndpoints.profile, { token });
      if (!me.ok && me.error.status === 401 && getToken() === token) clearSession();
    },
  });
}
