import type {
  AuthoringGroup,
  AuthoringItem,
  FieldSpec,
  FormValues,
  SectionValue,
} from '@/features/education/authoring/descriptor/group-descriptor';
import { collectErrors, type FieldErrors, type IssueLike, isBlankAt, type Translate } from '@/lib/forms/field-errors';
import { issueMessage } from '@/lib/forms/issue-message';
import { serverFieldErrors } from '@/lib/forms/server-errors';

/**
 * The form's values for any group, and the request body they make. Inputs hold strings ('' = none); the body
 * holds what the contract expects (null for a cleared optional field, numbers, ISO instants).
 */

export type FormMode = 'create' | 'update';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the viewer's own time zone. */
export function isoToLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the viewer's wall clock) as an instant; unreadable input is passed on to fail validation. */
export function localInputToIso(local: string): string {
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
}

export const emptySection = (): SectionValue => ({ heading: '', body: '' });

function emptyValue(field: FieldSpec, preset: Record<string, string>) {
  switch (field.kind) {
    case 'toggle':
      return false;
    case 'sections':
      return [emptySection()];
    case 'status':
      return 'draft';
    case 'choice':
      return field.defaultValue;
    case 'number':
      return field.defaultValue === undefined ? '' : String(field.defaultValue);
    default:
      return preset[field.name] ?? '';
  }
}

/** A new item's values; `preset` fills parents (the category the list was filtered by). */
export function emptyValues(group: AuthoringGroup, preset: Record<string, string> = {}): FormValues {
  return Object.fromEntries(group.fields.map((f) => [f.name, emptyValue(f, preset)]));
}

/** A stored item's values. */
export function valuesFromItem(group: AuthoringGroup, item: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of group.fields) {
    const raw = item[field.name];
    if (field.kind === 'toggle') values[field.name] = raw === true;
    else if (field.kind === 'sections')
      values[field.name] = Array.isArray(raw) ? (raw as SectionValue[]).map((s) => ({ heading: s.heading, body: s.body })) : [];
    else if (field.kind === 'dateTime') values[field.name] = typeof raw === 'string' ? isoToLocalInput(raw) : '';
    else values[field.name] = raw === null || raw === undefined ? '' : String(raw);
  }
  return values;
}

/** The fields this form shows and sends: those whose condition holds, minus create-only fields on an update. */
export function activeFields(group: AuthoringGroup, values: FormValues, mode: FormMode): FieldSpec[] {
  return group.fields.filter((f) => (!f.when || f.when(values)) && !(mode === 'update' && f.createOnly));
}

/** An empty optional field is cleared (null); an empty required one is left out, so the contract names it. */
const none = (field: FieldSpec) => (field.required ? undefined : null);

function bodyValue(field: FieldSpec, value: FormValues[string]): unknown {
  if (field.kind === 'toggle') return value === true;
  if (field.kind === 'sections') return value;
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'parent':
    case 'url':
    case 'videoId':
    case 'image':
      return text.trim() ? text.trim() : none(field);
    case 'number':
      return text.trim() ? Number(text) : none(field);
    case 'dateTime':
      return text ? localInputToIso(text) : none(field);
    default:
      return text;
  }
}

export function toBody(group: AuthoringGroup, values: FormValues, mode: FormMode): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of activeFields(group, values, mode)) {
    const value = bodyValue(field, values[field.name] ?? '');
    if (value !== undefined) body[field.name] = value;
  }
  return body;
}

/** Where a contract path shows its message: a section's own field, else the top-level field. */
export function errorKeyFor(path: readonly PropertyKey[]): string | null {
  const [head, index, part] = path.map(String);
  if (!head) return null;
  if (head === 'sections' && index !== undefined && part) return `sections.${index}.${part}`;
  return head;
}

/** Contract messages of refinements, which the form says in the viewer's language. */
const REFINEMENT_KEYS: Record<string, string> = { 'The end must come after the start': 'errors.endAfterStart' };

function messageFor(issue: IssueLike, field: FieldSpec | undefined, empty: boolean, t: Translate): string {
  if (empty && (issue.code === 'custom' || issue.code === 'invalid_type')) return t('errors.required');
  if (issue.code === 'custom') return t(REFINEMENT_KEYS[issue.message] ?? 'errors.invalid');
  if (field?.kind === 'videoId' && issue.code !== 'too_big') return t('errors.videoId');
  if (field?.kind === 'dateTime') return t('errors.dateTime');
  if (issue.code === 'invalid_type') return t('errors.invalid');
  return issueMessage(issue, t, empty);
}

export type ValidationResult = { ok: true; body: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/** Checks the body with the group's own contract (the one the server uses), with messages per field. */
export function validateValues(group: AuthoringGroup, values: FormValues, mode: FormMode, t: Translate): ValidationResult {
  const body = toBody(group, values, mode);
  const parsed = (mode === 'create' ? group.create : group.update).safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data as Record<string, unknown> };
  const errors = collectErrors(
    parsed.error.issues,
    (issue) => errorKeyFor(issue.path),
    (issue) => {
      const field = group.fields.find((f) => f.name === String(issue.path[0]));
      return messageFor(issue, field, isBlankAt(body, issue.path), t);
    },
  );
  return { ok: false, errors };
}

/** A 400's details as field errors (the server's own words), for the fields this group's form has. */
export function groupServerErrors(group: AuthoringGroup, data: unknown): FieldErrors {
  const names = new Set(group.fields.map((f) => f.name));
  return serverFieldErrors(data, (path) => (names.has(path[0] ?? '') ? errorKeyFor(path) : null));
}

/** The text that names an item in lists and dialogs. */
export const itemTitle = (group: AuthoringGroup, item: AuthoringItem) => String(item[group.titleField] ?? '');
