/**
 * The one shape of a form's problems: a message per field key. A key is a field's name ('title'), or a path to a
 * part of one ('options.2.text', 'sections.0.heading', '1.price'); the type parameter narrows the keys a form has.
 */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** A translate function of any namespace (i18next's `t` fits; tests pass a plain function). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The parts of a zod issue the messages depend on (kept structural, so no zod internals leak into the forms). */
export interface IssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: unknown;
  format?: unknown;
}

/** A path as a field key: ['options', 2, 'text'] -> 'options.2.text'. */
export const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** An issue's key when every part of a field shows its own message: its whole path, 'form' for none. */
export const byPath = (issue: IssueLike) => pathKey(issue.path) || 'form';

/**
 * The first message per key, in the order the issues came. `keyOf` names the key an issue shows under (null:
 * the form has no place for it, so it is skipped); `message` words it.
 */
export function collectErrors<F extends string, I extends IssueLike>(
  issues: readonly I[],
  keyOf: (issue: I) => F | null,
  message: (issue: I, key: F) => string,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const key = keyOf(issue);
    if (key !== null && !errors[key]) errors[key] = message(issue, key);
  }
  return errors;
}

/** The value a path points at in the checked input. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/** Nothing typed: absent, null, or only blanks. */
export const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** Whether an issue's field was left empty in the checked input (to tell "required" from "too short"). */
export const isBlankAt = (input: unknown, path: readonly PropertyKey[]) => isBlank(valueAt(input, path));
