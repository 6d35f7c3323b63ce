import {
  SNAPSHOT_FIELD_TYPES,
  snapshotValueProblem,
  type TSnapshotCustomField,
  type TSnapshotCustomFieldInput,
  type TSnapshotFieldType,
  ZSnapshotCustomFieldInput,
} from '@atrium/contracts/snapshots';

/** One custom field as the editor holds it: everything a string or a flag, so inputs stay controlled. */
export interface FieldDraft {
  /** The editor's own key for React and errors (an unsaved field has no id yet). */
  uid: string;
  /** The saved field's id; none for a new one. */
  id?: string;
  label: string;
  key: string;
  /** Whether the key was typed; until then it follows the label. */
  keyTouched: boolean;
  type: TSnapshotFieldType;
  required: boolean;
  helpText: string;
  defaultValue: string;
  /** A choice field's options, one a line. */
  options: string;
}

export type FieldErrorKind = 'label' | 'key' | 'keyTaken' | 'options' | 'default';
/** The problems of each draft, by its uid: which input, and what kind (the screen words them). */
export type FieldErrors = Record<string, Partial<Record<'label' | 'key' | 'options' | 'defaultValue', FieldErrorKind>>>;

let uidCounter = 0;
const nextUid = () => `field-${++uidCounter}`;

/**
 * The key a label suggests, as the CRM makes a custom value's key from its name: lower case, words joined by `_`,
 * accents dropped, starting with a letter ("Business Phone" -> `business_phone`).
 */
export function keyFromLabel(label: string): string {
  const key = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .replace(/_+$/, '')
    .slice(0, 60)
    .replace(/_+$/, '');
  return key;
}

export function newFieldDraft(): FieldDraft {
  return {
    uid: nextUid(),
    label: '',
    key: '',
    keyTouched: false,
    type: 'text',
    required: false,
    helpText: '',
    defaultValue: '',
    options: '',
  };
}

export function draftFromField(field: TSnapshotCustomField): FieldDraft {
  return {
    uid: nextUid(),
    id: field._id,
    label: field.label,
    key: field.key,
    keyTouched: true,
    type: field.type,
    required: field.required,
    helpText: field.helpText ?? '',
    defaultValue: field.defaultValue ?? '',
    options: field.options.join('\n'),
  };
}

/** A label typed into a draft: the key follows it until it is edited by hand. */
export function withLabel(draft: FieldDraft, label: string): FieldDraft {
  return { ...draft, label, key: draft.keyTouched ? draft.key : keyFromLabel(label) };
}

const optionsOf = (draft: FieldDraft) =>
  draft.type === 'choice'
    ? draft.options
        .split('\n')
        .map((option) => option.trim())
        .filter(Boolean)
    : [];

/** The body of one field, as the contracts take it. */
export function draftToInput(draft: FieldDraft, position: number): TSnapshotCustomFieldInput & { key: string } {
  return {
    label: draft.label.trim(),
    key: draft.key.trim(),
    type: draft.type,
    required: draft.required,
    helpText: draft.helpText.trim() || null,
    defaultValue: draft.defaultValue.trim() || null,
    options: optionsOf(draft),
    position,
  };
}

/** Checks every draft with the contracts' schema (the server's rule), and that no two share a key. */
export function validateFieldDrafts(drafts: readonly FieldDraft[]): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  for (const [position, draft] of drafts.entries()) {
    const own: FieldErrors[string] = {};
    const parsed = ZSnapshotCustomFieldInput.safeParse(draftToInput(draft, position));
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const path = issue.path[0];
        if (path === 'label') own.label = 'label';
        else if (path === 'key') own.key = 'key';
        else if (path === 'options') own.options = 'options';
        else if (path === 'defaultValue') own.defaultValue = 'default';
      }
    const key = draft.key.trim();
    if (!own.key && seen.has(key)) own.key = 'keyTaken';
    seen.add(key);
    if (Object.keys(own).length > 0) errors[draft.uid] = own;
  }
  return errors;
}

/** Whether a default value fits its field (the same rule loading uses); empty is fine. */
export const defaultFits = (draft: FieldDraft) =>
  !draft.defaultValue.trim() ||
  snapshotValueProblem({ type: draft.type, options: optionsOf(draft) }, draft.defaultValue) === null;

export const FIELD_TYPES = SNAPSHOT_FIELD_TYPES;

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}
