import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDateTime, ZPageQuery, zText } from './common';
import { endpoint } from './endpoint';
import { PROSPECT_TEXT_FIELDS } from './prospects';

/**
 * CSV imports of an agency's users, locations and prospects (issue 21, SPEC 7 "CSV user and location upload"), one
 * machinery for the three kinds:
 * 1. upload the file (multipart, field "file"): the server reads its encoding and header, keeps the rows, and proposes
 *    a mapping of each CSV column to a field (by name and common synonyms, in any order);
 * 2. check it with the mapping the person confirmed or changed: every row is checked, bad rows are listed by line,
 *    field and message;
 * 3. run it: the good rows are written on the job queue, with progress (socket event `crm-import:progress` and the
 *    import itself); bad rows never hold back the good ones, and running the same file again changes nothing.
 */
export const CRM_IMPORT_KINDS = ['users', 'locations', 'prospects'] as const;
export const ZCrmImportKind = z.enum(CRM_IMPORT_KINDS);
export type TCrmImportKind = z.infer<typeof ZCrmImportKind>;

/** The fields a column can be mapped to, per kind (the web shows them by these keys). */
export const CRM_IMPORT_FIELDS = {
  users: ['email', 'firstName', 'lastName', 'fullName', 'role', 'location'],
  locations: ['name', 'crmLocationId', 'phone', 'address', 'city', 'state', 'country', 'postalCode', 'website', 'timezone'],
  prospects: [...PROSPECT_TEXT_FIELDS, 'tags', 'status'],
} as const satisfies Record<TCrmImportKind, readonly string[]>;
export type TCrmImportField = (typeof CRM_IMPORT_FIELDS)[TCrmImportKind][number];

/**
 * Fields that must be mapped before a check. Users also need a name: `firstName` or `fullName` (split at the first
 * space) must be mapped.
 */
export const CRM_IMPORT_REQUIRED: Record<TCrmImportKind, readonly TCrmImportField[]> = {
  users: ['email'],
  locations: ['name'],
  prospects: ['businessName'],
};

/** Roles an import may give (`role` column); empty means `staff` with a location, `agency_staff` without. */
export const CRM_IMPORT_USER_ROLES = ['agency_admin', 'agency_staff', 'location_admin', 'staff'] as const;

/** At most this many data rows in one file, and this many bytes: a larger file is a 413 that says which limit. */
export const CRM_IMPORT_MAX_ROWS = 50_000;
export const CRM_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * How the file's bytes were read: UTF-8 (with or without a byte-order mark), UTF-16 with its mark, or Windows-1252
 * (the Western encoding spreadsheet programs save "CSV" in, a superset of Latin-1) for a file that is not valid UTF-8.
 * The person sees the sample rows before anything is written, and may name the encoding when the guess was wrong.
 */
export const CRM_IMPORT_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export const ZCrmImportEncoding = z.enum(CRM_IMPORT_ENCODINGS);
export type TCrmImportEncoding = z.infer<typeof ZCrmImportEncoding>;

/**
 * - `uploaded`: read, with a proposed mapping; `checked`: rows checked with the confirmed mapping (counts and errors);
 * - `queued` / `running`: the good rows are being written (`processed` of `valid`);
 * - `done`: finished (rows the CRM or the database refused while writing count as `failed`, with their errors);
 * - `failed`: stopped as a whole (`message` says why); rows written before stay written.
 */
export const CRM_IMPORT_STATUSES = ['uploaded', 'checked', 'queued', 'running', 'done', 'failed'] as const;
export const ZCrmImportStatus = z.enum(CRM_IMPORT_STATUSES);
export type TCrmImportStatus = z.infer<typeof ZCrmImportStatus>;

/** One CSV column's field, in the header's order: `mapping[i]` is the field of column `i` (null: not imported). */
export const ZCrmImportMapping = z.array(zText().max(40).nullable()).max(200);

export const ZCrmImport = z.object({
  _id: ZId,
  kind: ZCrmImportKind,
  fileName: zText(),
  status: ZCrmImportStatus,
  encoding: ZCrmImportEncoding,
  /** The header row as written in the file. */
  header: z.array(zText()),
  mapping: ZCrmImportMapping,
  /** The first data rows as read, for the person to see that the file was read right. */
  sample: z.array(z.array(zText())),
  rowCount: z.number().int().nonnegative(),
  /** Known after the check: rows that pass and rows with at least one error. */
  valid: z.number().int().nonnegative().nullable(),
  invalid: z.number().int().nonnegative().nullable(),
  /** While and after running: good rows handled so far, and what each did. */
  processed: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  /** For locations and users: whether new ones were (or will be) created in the CRM too (the agency's crm_sync connection). */
  toCrm: z.boolean(),
  /** Why a `failed` import stopped. */
  message: zText().nullable(),
  createdBy: z.object({ _id: ZId, name: zText() }).nullable(),
  createdAt: ZIsoDateTime,
  checkedAt: ZIsoDateTime.nullable(),
  startedAt: ZIsoDateTime.nullable(),
  finishedAt: ZIsoDateTime.nullable(),
});
export type TCrmImport = z.infer<typeof ZCrmImport>;

/** A row's problem: its line in the file, the field and column concerned (null: the whole row), and why. */
export const ZCrmImportRowError = z.object({
  line: z.number().int().positive(),
  field: zText().nullable(),
  column: zText().nullable(),
  /** The value as read (at most 200 characters), so the person can find it. */
  value: zText().nullable(),
  message: zText(),
  /** `check`: found when checking; `write`: refused while writing (the CRM, or a change since the check). */
  stage: z.enum(['check', 'write']),
});
export type TCrmImportRowError = z.infer<typeof ZCrmImportRowError>;

export const ZCrmImportUploadQuery = z.object({
  kind: ZCrmImportKind,
  /** Read the bytes in this encoding instead of guessing (when the sample looked wrong). */
  encoding: ZCrmImportEncoding.optional(),
});

export const ZCrmImportCheckBody = z.object({ mapping: ZCrmImportMapping });

export const ZCrmImportListQuery = ZPageQuery.extend({ kind: ZCrmImportKind.optional() });
/** Row errors in file order, up to 500 a page; `cursor` is the previous page's `nextCursor`. */
export const ZCrmImportErrorsQuery = ZPageQuery.extend({ limit: z.coerce.number().int().min(1).max(500).default(100) });

/** The import progress event, to the agency's team room, at most a few times a second. */
export interface TCrmImportProgressEvent {
  importId: string;
  kind: TCrmImportKind;
  status: TCrmImportStatus;
  processed: number;
  valid: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
}

/**
 * The multipart body: one CSV file in the field "file" (its name is kept for the history). Read by the server from
 * the stream; typed here as the web's FormData.
 */
const ZCsvForm = z
  .custom<{ append(name: string, value: unknown, fileName?: string): void }>()
  .describe('multipart/form-data with one CSV file in the field "file"');

const imports = { tag: 'CRM imports', auth: 'user' } as const;

export const crmImportEndpoints = {
  upload: endpoint({
    ...imports,
    method: 'POST',
    path: '/api/v1/crm/imports',
    summary: `Upload a CSV of users, locations or prospects (multipart field "file", at most ${CRM_IMPORT_MAX_ROWS} rows): reads its encoding and header and proposes a column mapping (agency admins)`,
    status: 201,
    contentType: 'multipart/form-data',
    query: ZCrmImportUploadQuery,
    body: ZCsvForm,
    data: ZCrmImport,
  }),
  list: endpoint({
    ...imports,
    method: 'GET',
    path: '/api/v1/crm/imports',
    summary: "The agency's imports, newest first: file, kind, who, when, counts and status (agency team)",
    query: ZCrmImportListQuery,
    list: ZCrmImport,
  }),
  get: endpoint({
    ...imports,
    method: 'GET',
    path: '/api/v1/crm/imports/:id',
    summary: 'One import with its mapping, counts and progress (agency team)',
    params: ZIdParams,
    data: ZCrmImport,
  }),
  check: endpoint({
    ...imports,
    method: 'POST',
    path: '/api/v1/crm/imports/:id/check',
    summary:
      'Checks every row with the confirmed column mapping; the bad rows are listed by line, field and message (agency admins)',
    params: ZIdParams,
    body: ZCrmImportCheckBody,
    data: ZCrmImport,
  }),
  run: endpoint({
    ...imports,
    method: 'POST',
    path: '/api/v1/crm/imports/:id/run',
    summary: 'Writes the good rows of a checked import on the job queue, with progress (agency admins)',
    status: 202,
    params: ZIdParams,
    data: ZCrmImport,
  }),
  errors: endpoint({
    ...imports,
    method: 'GET',
    path: '/api/v1/crm/imports/:id/errors',
    summary: "An import's row errors by line, a page at a time (agency team)",
    params: ZIdParams,
    query: ZCrmImportErrorsQuery,
    list: ZCrmImportRowError,
  }),
  template: endpoint({
    ...imports,
    method: 'GET',
    path: '/api/v1/crm/imports/template',
    summary: 'A CSV file to fill in for one kind: a header naming every field and an example row (agency team)',
    query: z.object({ kind: ZCrmImportKind }),
    raw: zText().describe('text/csv; charset=utf-8, as an attachment'),
  }),
  remove: endpoint({
    ...imports,
    method: 'DELETE',
    path: '/api/v1/crm/imports/:id',
    summary: 'Discards an import that has not started writing (agency admins)',
    params: ZIdParams,
    empty: true,
  }),
};
