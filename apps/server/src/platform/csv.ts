/**
 * A small RFC 4180 CSV reader for imports: fields separated by commas (or the `delimiter` given), optionally quoted
 * with double quotes (a quote inside is doubled), records separated by LF or CRLF (also inside quotes, where they
 * belong to the field). A leading byte-order mark is skipped. Empty lines are dropped. Returns the records as arrays
 * of fields.
 */
export function parseCsv(text: string, delimiter: ',' | ';' | '\t' = ','): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    record.push(field);
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
    field = '';
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      record.push(field);
      field = '';
    } else if (c === '\n') endRecord();
    else if (c === '\r') {
      if (text[i + 1] === '\n') i++;
      endRecord();
    } else field += c;
  }
  if (quoted) throw new Error('The file ends inside a quoted field');
  if (field !== '' || record.length > 0) endRecord();
  return records;
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
