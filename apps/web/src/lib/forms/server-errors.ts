import i18next from 'i18next';
import { ApiError } from '@/lib/api-client';
import { intlLocale } from '@/lib/format';
import type { FieldErrors, Translate } from './field-errors';

interface DetailLike {
  path?: unknown;
  message?: unknown;
  reason?: unknown;
}

export interface ServerDetail {
  path: string[];
  message: string;
  reason?: string;
}

/** The `{ error: { details } }` of an API error's body, or of an error carrying that body as `data`. */
function detailsOf(data: unknown): unknown {
  if (!data || typeof data !== 'object') return undefined;
  return (data as { error?: { details?: unknown } }).error?.details;
}

/**
 * A 400's `details` ([{ path, message }]) with the path as segments: paths arrive as arrays or as 'a.b' / 'a/b'
 * strings, sometimes led by 'body', which names no field.
 */
export function serverDetails(data: unknown): ServerDetail[] {
  const details = detailsOf(data);
  if (!Array.isArray(details)) return [];
  return (details as DetailLike[])
    .filter((d) => typeof d.message === 'string')
    .map((d) => ({
      path: (Array.isArray(d.path) ? d.path.map(String) : String(d.path ?? '').split(/[./]/)).filter((s) => s && s !== 'body'),
      message: d.message as string,
      ...(typeof d.reason === 'string' ? { reason: d.reason } : {}),
    }));
}

/** Names the key a server path shows under, or null when the form has no place for it. */
export type KeyOf<F extends string> = (path: readonly string[]) => F | null;

/** The usual placing: a path's first segment, when the form has that field. */
export const topField =
  <F extends string>(fields: readonly F[]): KeyOf<F> =>
  (path) =>
    fields.includes(path[0] as F) ? (path[0] as F) : null;

/** A 400's details as field errors (the server's own words, first per key) for the keys the form has. */
export function serverFieldErrors<F extends string>(data: unknown, keyOf: KeyOf<F>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const detail of serverDetails(data)) {
    const key = keyOf(detail.path);
    if (key !== null && !errors[key]) errors[key] = detail.message;
  }
  return errors;
}

/**
 * A refused save: the server's field problems beside their fields, anything else as one message over the form
 * (the first detail the form has no place for, else the error's own message); null when every problem is placed.
 */
export function refusal<F extends string>(error: unknown, keyOf: KeyOf<F>): { errors: FieldErrors<F>; message: string | null } {
  const errors: FieldErrors<F> = {};
  const others: string[] = [];
  for (const detail of serverDetails((error as { data?: unknown } | null)?.data)) {
    const key = keyOf(detail.path);
    if (key === null) others.push(detail.message);
    else if (!errors[key]) errors[key] = detail.message;
  }
  if (Object.keys(errors).length > 0 && others.length === 0) return { errors, message: null };
  return { errors, message: others[0] ?? (error instanceof Error ? error.message : String(error)) };
}

/**
 * Places a server error for the small forms (sign-in, profile): validation details under their fields, a taken
 * email under the email field, anything else as the form's message. Network and 5xx errors get a translated
 * message (5xx bodies are deliberately vague), as does anything that is not an API error at all; other errors show
 * the server's own message. A named reason (a common password) and a throttled attempt (429 with its wait) get
 * their translation.
 */
export function placeServerError<F extends string>(
  error: unknown,
  fields: readonly F[],
  t: Translate,
): { fieldErrors: FieldErrors<F>; formError: string | null } {
  const fieldErrors: FieldErrors<F> = {};
  if (!(error instanceof ApiError)) return { fieldErrors, formError: t('errors.server') };
  if (error.status === 400) {
    for (const detail of serverDetails(error.data)) {
      const field = detail.path[0] as F;
      if (!fields.includes(field) || fieldErrors[field]) continue;
      // Reasons the server names get their translation; other messages are shown as the server wrote them.
      fieldErrors[field] = detail.reason === 'common_password' ? t('validation.commonPassword') : detail.message;
    }
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors, formError: null };
  }
  const retryAfter = (detailsOf(error.data) as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  if (error.status === 429 && typeof retryAfter === 'number')
    return { fieldErrors, formError: t('errors.rateLimited', { duration: duration(retryAfter) }) };
  if (error.status === 409 && fields.includes('email' as F)) {
    return { fieldErrors: { ['email' as F]: error.message } as FieldErrors<F>, formError: null };
  }
  if (error.code === 'network_error') return { fieldErrors, formError: t('errors.network') };
  if (error.status >= 500) return { fieldErrors, formError: t('errors.server') };
  return { fieldErrors, formError: error.message };
}

/** "45 seconds", "3 minutes", in the reader's language (the sign-in throttle's waits run up to 15 minutes). */
function duration(seconds: number): string {
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(intlLocale(i18next.language ?? 'en'), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
