import type { TCrmImportField } from '@atrium/contracts/crm-imports';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { CrmLocationInput } from '../../integrations/crm/crm-api';
import type { UserActor } from '../../platform/tenancy/actor';
import type { CrmPersonInput } from './crm-users';

/** A data row by its line (the row number a spreadsheet shows; the header is line 1) and its mapped values. */
export interface MappedRow {
  line: number;
  values: Partial<Record<TCrmImportField, string>>;
}

/** A cell's value: trimmed, empty as undefined. */
export const cell = (row: MappedRow, field: TCrmImportField) => {
  const value = row.values[field]?.trim();
  return value ? value : undefined;
};

/** A problem of one row: the field (null: the row as a whole) and why. */
export interface RowIssue {
  line: number;
  field: TCrmImportField | null;
  message: string;
}

export type RowOutcome = { line: number; outcome: 'created' | 'updated' | 'unchanged' } | { line: number; error: string };

/** What checking needs: the database (the check's transaction) and the agency (and who imports, who must not change themselves). */
export interface CheckContext {
  db: DbOrTx;
  agencyId: string;
  actor: UserActor;
}

/** What writing needs besides: ways to create locations and people in the CRM when the agency's crm_sync connection exists. */
export interface WriteContext extends CheckContext {
  db: Db;
  /** Creates the location in the CRM and answers its id; null when the import writes to Atrium only. */
  createInCrm: ((input: Omit<CrmLocationInput, 'companyId'>) => Promise<string>) | null;
  /** Creates the person in the CRM (or finds them there by email) and answers their CRM id; null as above. */
  createUserInCrm: ((person: CrmPersonInput) => Promise<string>) | null;
  /** Invites a person created by the import to choose a password (the invitation mail, a 7-day link). */
  invite: (userId: string) => Promise<void>;
}

/** Checks a file's rows a chunk at a time, in file order: duplicates are found across chunks, lookups per chunk. */
export type RowChecker = (rows: MappedRow[]) => Promise<{ good: MappedRow[]; issues: RowIssue[] }>;

/**
 * One kind of import: rows are checked a chunk at a time (a 20 MB file is never held as rows all at once), the
 * good ones kept as values ready to write, and written a batch at a time; every row is written so that writing it
 * again changes nothing.
 */
export interface ImportKind {
  /** Starts the check of one file: what it looks up once, and the keys seen so far. */
  checker(ctx: CheckContext): Promise<RowChecker>;
  /** `fields`: the fields the file maps (an existing record gets those only). */
  write(ctx: WriteContext, rows: MappedRow[], fields: readonly TCrmImportField[]): Promise<RowOutcome[]>;
  /** Rows per written batch (one progress step). */
  batchSize: number;
}

/** A zod failure as row issues, by the fields named in its paths. */
export function issuesOfZod(line: number, error: z.ZodError, fieldOf: (path: string) => TCrmImportField | null): RowIssue[] {
  return error.issues.map((issue) => ({ line, field: fieldOf(String(issue.path[0] ?? '')), message: issue.message }));
}

/**
 * Marks the second and later rows of a file with the same key as duplicates of the first; rows without a key pass.
 * The answer drops them from each chunk it is given; only the keys (with their first line) are kept between chunks.
 */
export function duplicateFilter<T extends { row: MappedRow }>(keyOf: (read: T) => string | null, field: TCrmImportField) {
  const first = new Map<string, number>();
  return (rows: T[], issues: RowIssue[]): T[] =>
    rows.filter((read) => {
      const key = keyOf(read);
      if (key === null) return true;
      const line = first.get(key);
      if (line === undefined) {
        first.set(key, read.row.line);
        return true;
      }
      issues.push({ line: read.row.line, field, message: `Duplicate of line ${line} in this file` });
      return false;
    });
}

/**
 * Reads every row with `read`: the rows it could read with what it read, its issues added to `issues` (when
 * checking) or answered as the rows' write errors (when writing: a row read at the check reads the same unless the
 * agency changed meanwhile, a location renamed say).
 */
export function readRows<T>(rows: MappedRow[], read: (row: MappedRow) => T | RowIssue[], issues: RowIssue[]) {
  const readable: { row: MappedRow; item: T }[] = [];
  for (const row of rows) {
    const item = read(row);
    if (Array.isArray(item)) issues.push(...item);
    else readable.push({ row, item });
  }
  return readable;
}

/** Issues found while writing, as the rows' errors. */
export const failedRows = (issues: RowIssue[]): RowOutcome[] => {
  const byLine = new Map<number, string[]>();
  for (const issue of issues) byLine.set(issue.line, [...(byLine.get(issue.line) ?? []), issue.message]);
  return [...byLine].map(([line, messages]) => ({ line, error: messages.join('; ') }));
};

/** Splits a list into chunks of `size` (lookups and inserts in batches PostgreSQL handles at once). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};
