const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * A small RFC 4180 CSV reader for imports: fields separated by commas (or the `delimiter` given), optionally quoted
 * with double quotes (a quote inside is doubled), records separated by LF or CRLF (also inside quotes, where they
 * belong to the field). A leading byte-order mark is skipped. Empty lines are dropped. Yields the records one by one
 * as arrays of fields, so a large file need not be held as records all at once.
 *
 * Fields are cut out of the text as slices, never built a character at a time: V8 keeps a string grown by `+=` as a
 * chain of small pieces, about 30 bytes a character, which made a 20 MB file take over 500 MB once read.
 */
export function* csvRecords(text: string, delimiter: ',' | ';' | '\t' = ','): Generator<string[]> {
  const sep = delimiter.charCodeAt(0);
  let record: string[] = [];
  // The field so far is `field` (its parts before a quote, rarely any) and the plain run from `start` to here.
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let start = i;
  const take = (end: number) => {
    const value = field === '' ? text.slice(start, end) : field + text.slice(start, end);
    field = '';
    return value;
  };
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quoted) {
      if (c !== QUOTE) continue;
      field += text.slice(start, i);
      if (text.charCodeAt(i + 1) === QUOTE) {
        field += '"';
        i++;
      } else quoted = false;
      start = i + 1;
    } else if (c === QUOTE && field === '' && start === i) {
      quoted = true;
      start = i + 1;
    } else if (c === sep) {
      record.push(take(i));
      start = i + 1;
    } else if (c === LF || c === CR) {
      record.push(take(i));
      if (c === CR && text.charCodeAt(i + 1) === LF) i++;
      start = i + 1;
      if (record.length > 1 || record[0] !== '') yield record;
      record = [];
    }
  }
  if (quoted) throw new Error('The file ends inside a quoted field');
  if (field !== '' || start < text.length || record.length > 0) {
    record.push(take(text.length));
    if (record.length > 1 || record[0] !== '') yield record;
  }
}

/** All the records of a small file at once (see csvRecords). */
export function parseCsv(text: string, delimiter: ',' | ';' | '\t' = ','): string[][] {
  return [...csvRecords(text, delimiter)];
}

/** Records as objects keyed by the header row's names (trimmed, lowercased); the line number of each is kept. */
export function csvRows(text: string): { header: string[]; rows: { line: number; values: Record<string, string> }[] } {
  const [header = [], ...records] = parseCsv(text);
  const names = header.map((h) => h.trim().toLowerCase());
  return {
    header: names,
    rows: records.map((fields, i) => ({
      line: i + 2,
      values: Object.fromEntries(names.map((name, n) => [name, (fields[n] ?? '').trim()])),
    })),
  };
}

/**
 * The delimiter of a file's header row: commas, or the semicolons spreadsheet programs write where the comma is the
 * decimal separator (much of Europe), or tabs; whichever the first line holds most of, outside quotes.
 */
export function sniffDelimiter(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const c of text.slice(0, 64 * 1024)) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c in counts) counts[c as keyof typeof counts]++;
  }
  const best = (Object.keys(counts) as (keyof typeof counts)[]).reduce((a, b) => (counts[b] > counts[a] ? b : a));
  return counts[best] > 0 ? best : ',';
}
