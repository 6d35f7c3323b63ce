import { ApiError } from '@/lib/api-client';
import type { Translate } from '@/lib/forms/field-errors';

/**
 * A failed call in the reader's words: offline and server faults get ours (a 5xx body is deliberately vague), a
 * refusal the server's own message (it names what is wrong: a budget, a missing agent).
 */
export function errorMessage(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('errors.server');
  if (error.status === 0) return t('errors.offline');
  if (error.status >= 500) return t('errors.server');
  return error.message;
}
