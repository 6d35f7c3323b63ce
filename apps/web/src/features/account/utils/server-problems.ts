import { ApiError } from '@/lib/api-client';

/**
 * The account endpoints' refusals that the forms translate themselves (the server's texts are English): the
 * current password missing or wrong, and an email that another account has.
 */
export function accountProblem(error: unknown): 'currentPasswordMissing' | 'currentPasswordWrong' | 'emailTaken' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409) return 'emailTaken';
  const details = (error.data as { error?: { details?: unknown } } | null)?.error?.details;
  if (error.status !== 400 || !Array.isArray(details)) return null;
  const current = (details as { path?: unknown[]; message?: string }[]).find((d) => d.path?.[0] === 'currentPassword');
  if (!current) return null;
  return current.message === 'Current password is incorrect' ? 'currentPasswordWrong' : 'currentPasswordMissing';
}
