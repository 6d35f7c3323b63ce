import { CRM_IMPORT_FIELDS, CRM_IMPORT_REQUIRED, type TCrmImportKind } from '@atrium/contracts/crm-imports';

export type MappingProblem = { kind: 'required'; field: string } | { kind: 'name' } | { kind: 'twice'; field: string };

export const fieldsOf = (kind: TCrmImportKind): readonly string[] => CRM_IMPORT_FIELDS[kind];

/**
 * What stops a check before it is sent: a required field no column maps to, users with no name column (first name
 * or full name), or one field taken by two columns.
 */
export function mappingProblems(kind: TCrmImportKind, mapping: readonly (string | null)[]): MappingProblem[] {
  const used = mapping.filter((field): field is string => field !== null);
  const problems: MappingProblem[] = [];
  for (const field of CRM_IMPORT_REQUIRED[kind]) if (!used.includes(field)) problems.push({ kind: 'required', field });
  if (kind === 'users' && !used.includes('firstName') && !used.includes('fullName')) problems.push({ kind: 'name' });
  const twice = new Set(used.filter((field, index) => used.indexOf(field) !== index));
  for (const field of twice) problems.push({ kind: 'twice', field });
  return problems;
}

export const sameMapping = (a: readonly (string | null)[], b: readonly (string | null)[]) =>
  a.length === b.length && a.every((field, index) => field === b[index]);
