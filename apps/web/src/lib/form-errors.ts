import i18next, { type TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from './api-client';
import { intlLocale } from './format';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Turns a contract issue into a translated message; the English texts equal the contracts' own. */
function issueMessage(issue: z.core.$ZodIssue, field: string, t: TFunction): string {
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? t('validation.required', { field })
        : t('validation.minLength', { field, min: Number(issue.minimum) });
    case 'too_big':
      return t('validation.maxLength', { field, max: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? t('validation.email') : t('validation.invalid', { field });
    case 'invalid_type':
      return t('validation.required', { field });
    default:
      return issue.message;
  }
}

export type Validation<F extends string, T> = { ok: true; data: T } | { ok: false; errors: FieldErrors<F> };

/** Validates with the same zod contract the server uses; the first issue of each field wins. */
export function validateWith<F extends string, S extends z.ZodType>(
  schema: S,
  values: Record<F, string>,
  labels: Record<F, string>,
  t: TFunction,
): Validation<F, z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as F;
    if (field in labels && !errors[field]) errors[field] = issueMessage(issue, labels[field], t);
  }
  return { ok: false, errors };
}

/**
 * Places a server error: validation details under their fields, a taken email under the email
 * field, anything else as the form's message. Network and 5xx errors get a translated message
 * (5xx bodies are deliberately vague), as does anything that is not an API error at all; other
 * errors show the server's own message. A named reason (a common password) and a throttled attempt
 * (429 with its wait) get their translation.
 */
export function placeServerError<F extends string>(
  error: unknown,
  fields: readonly F[],
  t: TFunction,
): { fieldErrors: FieldErrors<F>; formError: string | null } {
  const fieldErrors: FieldErrors<F> = {};
  if (!(error instanceof ApiError)) return { fieldErrors, formError: t('errors.server') };
  const details = (error.data as { error?: { details?: unknown } } | null)?.error?.details;
  if (error.status === 400 && Array.isArray(details)) {
    for (const detail of details as { path?: unknown[]; message?: string; reason?: string }[]) {
      const field = detail.path?.[0] as F;
      if (!fields.includes(field) || fieldErrors[field]) continue;
      // Reasons the server names get their translation; other messages are shown as the server wrote them.
      fieldErrors[field] =
        detail.reason === 'common_password' ? t('validation.commonPassword') : (detail.message ?? error.message);
    }
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors, formError: null };
  }
  const retryAfter = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
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
