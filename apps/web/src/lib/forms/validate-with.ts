import type { z } from 'zod';
import { collectErrors, type FieldErrors, type Translate } from './field-errors';
import { labelledIssueMessage } from './issue-message';

export type Validation<F extends string, T> = { ok: true; data: T } | { ok: false; errors: FieldErrors<F> };

/** Validates with the same zod contract the server uses; the first issue of each field wins. */
export function validateWith<F extends string, S extends z.ZodType>(
  schema: S,
  values: Record<F, string>,
  labels: Record<F, string>,
  t: Translate,
): Validation<F, z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldOf = (path: readonly PropertyKey[]) => {
    const field = String(path[0]) as F;
    return field in labels ? field : null;
  };
  const errors = collectErrors(
    result.error.issues,
    (issue) => fieldOf(issue.path),
    (issue, field) => labelledIssueMessage(issue, labels[field], t),
  );
  return { ok: false, errors };
}
