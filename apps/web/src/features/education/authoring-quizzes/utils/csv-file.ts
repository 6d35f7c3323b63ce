import { CSV_BODY_LIMIT } from '@atrium/contracts/csv-import';
import { intlLocale } from '@/lib/format';

/** The server's body limit for uploadCsv (the contract's): refused here first, with a clearer message. */
export const CSV_MAX_BYTES = CSV_BODY_LIMIT;

/** Spreadsheet apps and operating systems label CSV files differently; the name decides when the type is vague. */
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel']);

export type CsvFileProblem = 'type' | 'empty' | 'tooLarge';

/** Why a chosen file cannot be read as a CSV, or null when it can. */
export function csvFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): CsvFileProblem | null {
  const named = file.name.toLowerCase().endsWith('.csv');
  if (!named && !CSV_TYPES.has(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > CSV_MAX_BYTES) return 'tooLarge';
  return null;
}

/** "1.4 MB", "820 KB": sizes as people read them. */
export function fileSize(bytes: number, language: string): string {
  const format = (n: number, unit: string) =>
    `${new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 1 }).format(n)} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), 'MB');
  return format(Math.max(bytes / 1024, 0.1), 'KB');
}
