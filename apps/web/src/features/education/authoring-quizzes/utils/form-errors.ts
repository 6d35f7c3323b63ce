/** Field errors of the authoring forms, keyed by the field's path ('title', 'options.2.text'). */
export type FieldErrors = Record<string, string>;
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The parts of a zod issue a message depends on (structural, so no zod internals leak into the forms). */
export interface IssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: unknown;
}

export const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * A translated message for a contract issue. The contracts' messages are English, so the forms say it in the
 * reader's language by the kind of problem (a form words its own special cases before calling this).
 */
export function issueMessage(issue: IssueLike, t: Translate): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'number') return t('errors.atLeastNumber', { min: issue.minimum });
      if (issue.origin === 'array') return t('errors.atLeastItems', { n: Number(issue.minimum) });
      return t('errors.required');
    case 'too_big':
      if (issue.origin === 'number') return t('errors.atMostNumber', { max: issue.maximum });
      if (issue.origin === 'array') return t('errors.atMostItems', { n: Number(issue.maximum) });
      return t('errors.tooLong', { max: issue.maximum });
    case 'invalid_type':
      return t('errors.required');
    default:
      return t('errors.invalid');
  }
}

/** The first message per field, in the order the issues came. */
export function collectErrors(issues: readonly IssueLike[], message: (issue: IssueLike) => string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = pathKey(issue.path) || 'form';
    errors[key] ??= message(issue);
  }
  return errors;
}

/** A 400's `details` ([{ path, message }]) as field errors; the server's own words, shown beside the field. */
export function serverFieldErrors(data: unknown): FieldErrors {
  const details = (data as { error?: { details?: unknown } } | null)?.error?.details;
  if (!Array.isArray(details)) return {};
  const errors: FieldErrors = {};
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    if (typeof detail.message !== 'string') continue;
    const path = Array.isArray(detail.path) ? detail.path.map(String) : String(detail.path ?? '').split(/[./]/);
    const key = path.filter((s) => s && s !== 'body').join('.') || 'form';
    errors[key] ??= detail.message;
  }
  return errors;
}

/**
 * What a failed save shows: the server's field problems beside their fields (those the form has), anything else
 * as one message above the form. The input is never touched.
 */
export function saveFailure(
  error: unknown,
  fields: readonly string[],
  t: Translate,
): { errors: FieldErrors; message: string | null } {
  const data = (error as { data?: unknown } | null)?.data;
  const all = serverFieldErrors(data);
  const errors: FieldErrors = {};
  const others: string[] = [];
  for (const [key, text] of Object.entries(all)) {
    if (fields.some((f) => key === f || key.startsWith(`${f}.`))) errors[key] = text;
    else others.push(text);
  }
  if (Object.keys(errors).length > 0 && others.length === 0) return { errors, message: null };
  const reason = others[0] ?? (error instanceof Error ? error.message : '');
  return { errors, message: t('errors.saveFailed', { reason }) };
}
