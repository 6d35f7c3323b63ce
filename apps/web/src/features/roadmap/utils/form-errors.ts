import { type IssueLike, issueMessage, serverDetails, type Translate } from '../../../lib/field-messages';

/** Field errors keyed by the field's name ('title', 'targetDate'); 'form' for the rest. */
export type FieldErrors = Record<string, string>;

/**
 * The first problem per field, translated: the contracts' messages are English, so the forms word them by the kind
 * of problem (keys under `errors.` in the roadmap namespace). `values` tells an empty field from a short one.
 */
export function contractErrors(issues: readonly IssueLike[], values: Record<string, unknown>, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    const value = values[field];
    const empty = typeof value !== 'string' || !value.trim();
    errors[field] ??=
      issue.code === 'invalid_format' && field === 'targetDate' ? t('errors.date') : issueMessage(issue, t, empty);
  }
  return errors;
}

/** A refused save: the server's field problems beside their fields, anything else as one message over the form. */
export function refusal(error: unknown, fields: readonly string[]): { errors: FieldErrors; message: string | null } {
  const errors: FieldErrors = {};
  const others: string[] = [];
  for (const detail of serverDetails((error as { data?: unknown } | null)?.data)) {
    const field = detail.path[0];
    if (field && fields.includes(field)) errors[field] ??= detail.message;
    else others.push(detail.message);
  }
  if (Object.keys(errors).length > 0 && others.length === 0) return { errors, message: null };
  return { errors, message: others[0] ?? (error instanceof Error ? error.message : String(error)) };
}
