import { resolveSnapshotValues, type TSnapshotCustomField, type TSnapshotFieldType } from '@atrium/contracts/snapshots';
import { ApiError } from '@/lib/api-client';

export type FieldValues = Record<string, string>;
/** Per location id, per field key: what the person typed. */
export type ValuesByLocation = Record<string, FieldValues>;
/** Why a value does not fit, as a text key: the type's rule, too long, or required and empty. */
export type ValueProblem = TSnapshotFieldType | 'required' | 'tooLong';
/** Per location id, per field key: a problem to show next to the field (a code, or the server's words). */
export type ProblemsByLocation = Record<string, Record<string, ValueProblem | { message: string }>>;

type Field = Pick<TSnapshotCustomField, 'key' | 'label' | 'type' | 'required' | 'defaultValue' | 'options'>;

/** A new location's form: every field at its default, so the person only changes what differs. */
export const defaultValues = (fields: readonly Field[]): FieldValues =>
  Object.fromEntries(fields.map((field) => [field.key, field.defaultValue ?? '']));

/**
 * The problem of one value, decided by the contracts' one rule (the server checks the same), named by a code so
 * the words are the reader's language.
 */
export function valueProblem(field: Field, value: string): ValueProblem | null {
  const { problems } = resolveSnapshotValues([field], { [field.key]: value });
  if (problems.length === 0) return null;
  const typed = value.trim() || field.defaultValue || '';
  if (!typed) return 'required';
  if (typed.trim().length > 500) return 'tooLong';
  return field.type;
}

/** The problems of one location's values, by field key. */
export function locationProblems(fields: readonly Field[], values: FieldValues): Record<string, ValueProblem> {
  const out: Record<string, ValueProblem> = {};
  for (const field of fields) {
    const problem = valueProblem(field, values[field.key] ?? '');
    if (problem) out[field.key] = problem;
  }
  return out;
}

interface Detail {
  locationId?: unknown;
  key?: unknown;
  field?: unknown;
  path?: unknown;
  message?: unknown;
}

/**
 * A refused load's 400 `details`, placed on the fields they name. The server names a location and a field either
 * as `{ locationId, key | field, message }` or as a body path (`locations.0.values.phone`); both are read.
 */
export function serverProblems(error: unknown, locationIds: readonly string[]): ProblemsByLocation {
  const out: ProblemsByLocation = {};
  if (!(error instanceof ApiError) || error.status !== 400) return out;
  const details = (error.data as { error?: { details?: unknown } } | null)?.error?.details;
  if (!Array.isArray(details)) return out;
  for (const raw of details as Detail[]) {
    if (typeof raw !== 'object' || raw === null || typeof raw.message !== 'string') continue;
    let locationId = typeof raw.locationId === 'string' ? raw.locationId : undefined;
    let key = typeof raw.key === 'string' ? raw.key : typeof raw.field === 'string' ? raw.field : undefined;
    const path = Array.isArray(raw.path) ? raw.path.join('.') : typeof raw.path === 'string' ? raw.path : '';
    const match = /^locations\.(\d+)\.values\.(.+)$/.exec(path);
    if (match) {
      locationId ??= locationIds[Number(match[1])];
      key ??= match[2];
    }
    if (!locationId || !key) continue;
    out[locationId] = { ...out[locationId], [key]: { message: raw.message } };
  }
  return out;
}
