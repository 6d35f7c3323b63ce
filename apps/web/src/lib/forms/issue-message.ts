import { collectErrors, type FieldErrors, type IssueLike, isBlank, type Translate } from './field-errors';

/**
 * A contract issue in the reader's language. The contracts' messages are English, so a form words the problem by
 * its kind, with the keys under `errors.` of the caller's namespace (authoring, console, roadmap, support...).
 * `empty` tells a missing text ("required") from a short one. Counts of characters go as `count` too, so each
 * language picks its plural form. A form words its own special cases before calling this.
 */
export function issueMessage(issue: IssueLike, t: Translate, empty: boolean): string {
  const array = issue.origin === 'array';
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      if (array) return t('errors.atLeast', { n: min });
      if (issue.origin === 'number') return t('errors.atLeastNumber', { min: issue.minimum });
      return empty ? t('errors.required') : t('errors.tooShort', { min, count: min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (array) return t('errors.atMost', { n: max });
      if (issue.origin === 'number') return t('errors.atMostNumber', { max: issue.maximum });
      return t('errors.tooLong', { max, count: max });
    }
    case 'invalid_format':
      if (issue.format === 'email') return t('errors.email');
      if (issue.format === 'url') return t('errors.url');
      return t('errors.invalid');
    case 'invalid_union':
      return t('errors.image');
    case 'invalid_type':
      return t('errors.required');
    case 'invalid_value':
      return t('errors.choose');
    default:
      return t('errors.invalid');
  }
}

/**
 * The same for the small forms (sign-in, profile), whose messages name the field: `validation.` keys of the
 * common namespace; the English texts equal the contracts' own.
 */
export function labelledIssueMessage(issue: IssueLike, field: string, t: Translate): string {
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      return min <= 1 ? t('validation.required', { field }) : t('validation.minLength', { field, min, count: min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      return t('validation.maxLength', { field, max, count: max });
    }
    case 'invalid_format':
      return issue.format === 'email' ? t('validation.email') : t('validation.invalid', { field });
    case 'invalid_type':
      return t('validation.required', { field });
    default:
      return issue.message;
  }
}

/**
 * The first problem per top-level field (issues without a path go under 'form'), worded by `issueMessage`. `values`
 * are the fields as typed, to tell an empty field from a short one; `fields` limits the keys to those the form
 * shows; `special` words a form's own cases first (null: the usual words).
 */
export function contractErrors<F extends string>(
  issues: readonly IssueLike[],
  values: Partial<Record<string, unknown>>,
  t: Translate,
  options: { fields?: readonly F[]; special?: (issue: IssueLike, field: F) => string | null } = {},
): FieldErrors<F> {
  const { fields, special } = options;
  return collectErrors(
    issues,
    (issue) => {
      const field = String(issue.path[0] ?? 'form') as F;
      return !fields || fields.includes(field) ? field : null;
    },
    (issue, field) => special?.(issue, field) ?? issueMessage(issue, t, isBlank(values[field])),
  );
}
