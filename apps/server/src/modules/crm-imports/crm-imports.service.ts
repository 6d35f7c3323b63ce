import {
  CRM_IMPORT_MAX_ROWS,
  type TCrmImport,
  type TCrmImportEncoding,
  type TCrmImportField,
  type TCrmImportKind,
} from '@atrium/contracts/crm-imports';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { csvRecords, sniffDelimiter } from '../../platform/csv';
import { AppError, badRequest, conflict, payloadTooLarge } from '../../platform/errors';
import type { Actor } from '../../platform/tenancy/actor';
import { findImport, toImport } from './crm-imports.queries';
import { crmImportErrors, crmImportRows, crmImports } from './crm-imports.tables';
import { decodeCsvBytes } from './csv-decode';
import { agencyAdmin } from './import-access';
import { chunks, type ImportKind, type MappedRow, type RowIssue } from './import-kind';
import { locationImport } from './import-locations';
import { checkMapping, proposeMapping } from './import-mapping';
import { prospectImport } from './import-prospects';
import { userImport } from './import-users';

export const IMPORT_KINDS: Record<TCrmImportKind, ImportKind> = {
  users: userImport,
  locations: locationImport,
  prospects: prospectImport,
};

/** The file's data rows, one at a time, read with the delimiter its header row uses. */
function* fileRecords(text: string): Generator<string[]> {
  try {
    yield* csvRecords(text, sniffDelimiter(text));
  } catch (error) {
    throw badRequest(`This file is not valid CSV: ${(error as Error).message}`);
  }
}

/** The file's header, and its data rows still to read. */
function readFile(text: string): { header: string[]; records: Generator<string[]> } {
  const records = fileRecords(text);
  const first = records.next();
  const header = (first.done ? [] : first.value).map((h) => h.trim());
  if (header.every((h) => h === '')) throw badRequest('The first row must name the columns');
  return { header, records };
}

/** Rows checked (and their good ones stored) at once: a few MB of objects whatever the file's size. */
const CHECK_CHUNK = 2500;

/** The data rows with their mapped values, CHECK_CHUNK at a time. */
function* mappedChunks(records: Iterable<string[]>, mapping: readonly (TCrmImportField | null)[]): Generator<MappedRow[]> {
  let chunk: MappedRow[] = [];
  let line = 2;
  for (const fields of records) {
    const values: MappedRow['values'] = {};
    for (let c = 0; c < mapping.length; c++) {
      const field = mapping[c];
      if (field) values[field] = fields[c] ?? '';
    }
    chunk.push({ line: line++, values });
    if (chunk.length === CHECK_CHUNK) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

const cleanFileName = (name: string | undefined) =>
  (name ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200) || 'import.csv';

/** Reads an uploaded file: its encoding, header and first rows; keeps it and proposes a mapping. */
export async function uploadImport(opts: {
  db: Db;
  actor: Actor;
  kind: TCrmImportKind;
  encoding?: TCrmImportEncoding;
  fileName?: string;
  bytes: Uint8Array;
}): Promise<TCrmImport> {
  const user = agencyAdmin(opts.actor);
  const { text, encoding } = decodeCsvBytes(opts.bytes, opts.encoding);
  const { header, records } = readFile(text);
  if (header.length > 200) throw badRequest('At most 200 columns in one file');
  // Counted as read, not kept: the check reads the rows again from the text.
  const sample: string[][] = [];
  let rowCount = 0;
  for (const r of records) {
    if (rowCount < 5) sample.push(header.map((_, i) => (r[i] ?? '').trim()));
    rowCount++;
  }
  if (rowCount === 0) throw badRequest('The file has no rows under its header');
  if (rowCount > CRM_IMPORT_MAX_ROWS) {
    throw payloadTooLarge(
      `This file has ${rowCount.toLocaleString('en')} rows: at most ${CRM_IMPORT_MAX_ROWS.toLocaleString('en')} in one import. Split it and import the parts.`,
    );
  }
  const [row] = await opts.db
    .insert(crmImports)
    .values({
      agencyId: user.agencyId,
      createdBy: user.userId,
      kind: opts.kind,
      fileName: cleanFileName(opts.fileName),
      encoding,
      header,
      mapping: proposeMapping(opts.kind, header),
      sample,
      source: text,
      rowCount,
    })
    .returning({ _id: crmImports._id });
  return toImport(await findImport(opts.db, user.agencyId, row!._id));
}

/**
 * Checks every row with the confirmed mapping: the good rows are kept ready to write, the bad ones listed by line.
 * Can be repeated with another mapping until the import runs.
 */
export async function checkImport(opts: { db: Db; actor: Actor; id: string; mapping: (string | null)[] }): Promise<TCrmImport> {
  const { db } = opts;
  const user = agencyAdmin(opts.actor);
  const current = await findImport(db, user.agencyId, opts.id);
  if (current.status !== 'uploaded' && current.status !== 'checked') throw conflict('This import has already run');
  const mapping = checkMapping(current.kind, current.header, opts.mapping);
  await db.transaction(async (tx) => {
    // One check at a time, and none once the import has been queued meanwhile.
    const [locked] = await tx
      .select({ status: crmImports.status, source: crmImports.source })
      .from(crmImports)
      .where(eq(crmImports._id, current._id))
      .for('update');
    if ((locked?.status !== 'uploaded' && locked?.status !== 'checked') || locked.source === null) {
      throw conflict('This import has already run');
    }
    await tx.delete(crmImportRows).where(eq(crmImportRows.importId, current._id));
    await tx.delete(crmImportErrors).where(eq(crmImportErrors.importId, current._id));
    const check = await IMPORT_KINDS[current.kind].checker({ db: tx, agencyId: user.agencyId, actor: user });
    let valid = 0;
    let invalid = 0;
    // A chunk at a time, each stored before the next is read: only the duplicate keys outlive a chunk.
    for (const rows of mappedChunks(readFile(locked.source).records, mapping)) {
      const { good, issues } = await check(rows);
      // As one JSON parameter per chunk: 50,000 rows in a few statements, not 150,000 bound values.
      if (good.length > 0) {
        await tx.execute(sql`insert into ${crmImportRows} (import_id, line, values)
          select ${current._id}::uuid, (e->>'line')::int, e->'values' from jsonb_array_elements(${JSON.stringify(good)}::jsonb) e`);
      }
      const byLine = new Map(rows.map((r) => [r.line, r]));
      const errors = issueRows(current._id, mapping, current.header, issues, byLine, 'check');
      for (const batch of chunks(errors, 1000)) await tx.insert(crmImportErrors).values(batch);
      valid += good.length;
      invalid += new Set(issues.map((i) => i.line)).size;
    }
    await tx
      .update(crmImports)
      .set({ mapping, status: 'checked', valid, invalid, checkedAt: new Date() })
      .where(eq(crmImports._id, current._id));
  });
  return toImport(await findImport(db, user.agencyId, current._id));
}

/** Issues as stored errors, numbered within their line, with the column and the value they concern. */
export function issueRows(
  importId: string,
  mapping: readonly (string | null)[],
  header: readonly string[],
  issues: (RowIssue | { line: number; field: null; message: string })[],
  rows: Map<number, MappedRow>,
  stage: 'check' | 'write',
  firstPosition = 0,
) {
  const positions = new Map<number, number>();
  return [...issues]
    .sort((a, b) => a.line - b.line)
    .map((issue) => {
      const position = positions.get(issue.line) ?? firstPosition;
      positions.set(issue.line, position + 1);
      const column = issue.field ? mapping.indexOf(issue.field) : -1;
      const value = issue.field ? rows.get(issue.line)?.values[issue.field as TCrmImportField] : undefined;
      return {
        importId,
        line: issue.line,
        position,
        field: issue.field,
        column: column >= 0 ? (header[column] ?? null) : null,
        value: value === undefined ? null : value.slice(0, 200),
        message: issue.message,
        stage,
      };
    });
}

/** Marks a checked import queued (once: a second click finds it queued) and says whether new locations or people go to the CRM too. */
export async function queueImport(opts: {
  db: Db;
  actor: Actor;
  id: string;
  toCrm: (agencyId: string) => Promise<boolean>;
}): Promise<TCrmImport> {
  const { db } = opts;
  const user = agencyAdmin(opts.actor);
  const current = await findImport(db, user.agencyId, opts.id);
  if (current.status === 'uploaded') throw conflict('Check the rows with your column mapping first');
  if (current.status !== 'checked') throw conflict('This import has already run');
  if (!current.valid) throw new AppError(409, 'conflict', 'No row is ready to import: fix the file and upload it again');
  const toCrm = (current.kind === 'locations' || current.kind === 'users') && (await opts.toCrm(user.agencyId));
  const [queued] = await db
    .update(crmImports)
    .set({ status: 'queued', toCrm, createdBy: user.userId })
    .where(and(eq(crmImports._id, current._id), eq(crmImports.status, 'checked')))
    .returning({ _id: crmImports._id });
  if (!queued) throw conflict('This import has already run');
  return toImport(await findImport(db, user.agencyId, current._id));
}

export async function deleteImport(opts: { db: Db; actor: Actor; id: string }): Promise<void> {
  const user = agencyAdmin(opts.actor);
  const current = await findImport(opts.db, user.agencyId, opts.id);
  const [gone] = await opts.db
    .delete(crmImports)
    .where(and(eq(crmImports._id, current._id), sql`${crmImports.status} in ('uploaded', 'checked')`))
    .returning({ _id: crmImports._id });
  if (!gone) throw conflict('This import has run: it stays in the history');
}

/** Drafts (uploaded or checked, never run) are kept this long: the file holds people's details. */
export const DRAFT_DAYS = 7;

/** Deletes drafts older than DRAFT_DAYS, files and ready rows with them; how many. */
export async function deleteStaleDrafts(opts: { db: Db; now: Date }): Promise<number> {
  const before = new Date(opts.now.getTime() - DRAFT_DAYS * 86_400_000);
  const gone = await opts.db
    .delete(crmImports)
    .where(and(sql`${crmImports.status} in ('uploaded', 'checked')`, lt(crmImports.createdAt, before)))
    .returning({ _id: crmImports._id });
  return gone.length;
}
