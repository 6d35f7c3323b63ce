import { CSV_COLUMNS, type TCsvTarget } from '@atrium/contracts/csv-import';

/** CSV text the server's RFC 4180 reader (platform/csv.ts) reads back exactly: templates, import chunks, reports. */

/** Quoted when it holds a comma, a quote, a line break or edge spaces (the reader trims unquoted ones). */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n');
}

/** One example row per target, in the column order of CSV_COLUMNS, so the template shows every column's format. */
const EXAMPLES: Record<TCsvTarget, Record<string, string>> = {
  'checklist-items': {
    title: 'Connect the phone line',
    details: 'Use the number on your welcome card, not the old one.',
    videoid: 'dQw4w9WgXcQ',
    linkurl: 'https://example.com/help/phone',
    position: '1',
  },
  'onboarding-steps': {
    title: 'Watch the product tour',
    details: 'Ten minutes that save you hours.',
    videoid: 'dQw4w9WgXcQ',
    linkurl: 'https://example.com/help/tour',
    position: '1',
  },
  questions: {
    prompt: 'Which colours are on the logo?',
    options: 'Red|Green|Blue',
    correct: '1|3',
    kind: 'multiple',
    explanation: 'The logo is red and blue.',
    position: '1',
  },
  players: { email: 'noah@example.com', title: 'Top closer' },
};

/** The header row (the contract's columns) and one example row. */
export function templateCsv(target: TCsvTarget): string {
  const columns = CSV_COLUMNS[target];
  return `${toCsv(columns, [columns.map((c) => EXAMPLES[target][c] ?? '')])}\r\n`;
}

/** Saves text as a file through a temporary object URL (no server round trip). */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
