import { CSV_COLUMNS, type TCsvRowReport, type TCsvTarget } from '@atrium/contracts/csv-import';
import { toCsv } from './csv-text';

/** How many rows one import request carries: small enough that the progress bar moves, big enough to be quick. */
export const IMPORT_CHUNK_SIZE = 25;

export interface ImportChunk {
  /** A CSV of its own: the header row again, then the chunk's rows. */
  text: string;
  /** The original file's line of each row of the chunk (the server numbers a chunk's rows from line 2). */
  lines: number[];
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new Error('Chunk size must be at least 1');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The rows to import as chunked CSVs, rebuilt from the preview's values (the columns the target reads). */
export function importChunks(target: TCsvTarget, rows: readonly TCsvRowReport[], size = IMPORT_CHUNK_SIZE): ImportChunk[] {
  const columns = CSV_COLUMNS[target];
  return chunk(rows, size).map((part) => ({
    text: toCsv(
      columns,
      part.map((row) => columns.map((c) => row.values[c] ?? '')),
    ),
    lines: part.map((row) => row.line),
  }));
}

/** A chunk's report with its rows renumbered to the original file's lines. */
export function toFileLines(rows: readonly TCsvRowReport[], lines: readonly number[]): TCsvRowReport[] {
  return rows.map((row) => ({ ...row, line: lines[row.line - 2] ?? row.line }));
}

export type RowOutcome = 'imported' | 'rejected' | 'notImported';
export interface ReportRow {
  line: number;
  outcome: RowOutcome;
  errors: TCsvRowReport['errors'];
  values: TCsvRowReport['values'];
}

/**
 * What happened to every row of the file: rejected by the preview, imported or rejected by its chunk, or not
 * imported (the import was cancelled or a request failed before its chunk).
 */
export function finalReport(preview: readonly TCsvRowReport[], imported: ReadonlyMap<number, TCsvRowReport>): ReportRow[] {
  return preview.map((row) => {
    if (!row.ok) return { line: row.line, outcome: 'rejected', errors: row.errors, values: row.values };
    const done = imported.get(row.line);
    if (!done) return { line: row.line, outcome: 'notImported', errors: [], values: row.values };
    return { line: row.line, outcome: done.ok ? 'imported' : 'rejected', errors: done.errors, values: row.values };
  });
}

/** The report as CSV for download: line, outcome, the problems, then the row's own columns. */
export function reportCsv(
  target: TCsvTarget,
  rows: readonly ReportRow[],
  labels: { line: string; outcome: string; problems: string; outcomes: Record<RowOutcome, string> },
): string {
  const columns = CSV_COLUMNS[target];
  return toCsv(
    [labels.line, labels.outcome, labels.problems, ...columns],
    rows.map((row) => [
      String(row.line),
      labels.outcomes[row.outcome],
      row.errors.map((e) => `${e.field}: ${e.message}`).join('; '),
      ...columns.map((c) => row.values[c] ?? ''),
    ]),
  );
}
