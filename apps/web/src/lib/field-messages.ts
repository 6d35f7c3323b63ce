/** Contract messages are English; the forms show their own translated text per problem. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The parts of a zod issue the messages depend on (kept structural, so no zod types leak in). */
export interface IssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: unknown;
  format?: unknown;
}

/** Translation keys live under `errors.` in the caller's namespace (console, authoring). */
export function issueMessage(issue: IssueLike, t: Translate, empty: boolean): string {
  const array = issue.origin === 'array';
  switch (issue.code) {
    case 'too_small':
      if (array) return t('errors.atLeast', { n: Number(issue.minimum) });
      if (issue.origin === 'number') return t('errors.atLeastNumber', { min: issue.minimum });
      return empty ? t('errors.required') : t('errors.tooShort', { min: issue.minimum });
    case 'too_big':
      if (array) return t('errors.atMost', { n: Number(issue.maximum) });
      if (issue.origin === 'number') return t('errors.atMostNumber', { max: issue.maximum });
      return t('errors.tooLong', { max: issue.maximum });
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

interface DetailLike {
  path?: unknown;
  message?: unknown;
}

/** A 400's `details` ([{ path, message }]); paths arrive as arrays or as 'a.b' / 'a/b' strings. */
export function serverDetails(data: unknown): { path: string[]; message: string }[] {
  if (!data || typeof data !== 'object') return [];
  const body = data as { error?: { details?: unknown } };
  const details = body.error?.details;
  if (!Array.isArray(details)) return [];
  return (details as DetailLike[])
    .filter((d) => typeof d.message === 'string')
    .map((d) => ({
      path: (Array.isArray(d.path) ? d.path.map(String) : String(d.path ?? '').split(/[./]/)).filter((s) => s && s !== 'body'),
      message: d.message as string,
    }));
}
