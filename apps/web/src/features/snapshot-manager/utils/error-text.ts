import { ApiError } from '@/lib/api-client';

/** A failed call's words for the person: the server's message (it names the field), else nothing technical. */
export function errorText(error: unknown, offline: string, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return offline;
    const details = (error.data as { error?: { details?: { message?: string }[] } } | null)?.error?.details;
    return details?.[0]?.message ?? error.message ?? fallback;
  }
  return fallback;
}
