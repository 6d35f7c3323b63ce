import { ApiError } from '@/lib/api-client';

/** Why a submit failed, as a key of `take.errors`: the server's own messages are English only. */
export type SubmitErrorKind = 'noAttempts' | 'gone' | 'changed' | 'signedOut' | 'failed';

export function submitErrorKind(error: unknown): SubmitErrorKind {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 409) return 'noAttempts';
  if (error.status === 404) return 'gone';
  if (error.status === 400) return 'changed';
  if (error.status === 401) return 'signedOut';
  return 'failed';
}
