import { ApiError } from '@/lib/api-client';

/** Why the server would not answer: not signed in (401) or not one of an agency's people (403). */
export type AccessProblem = 'signIn' | 'forbidden';

export function accessProblem(error: unknown): AccessProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return 'signIn';
  if (error.status === 403) return 'forbidden';
  return null;
}
