/**
 * A small RFC 4180 CSV reader for imports: fields separated by commas, optionally quoted with double quotes
 * (a quote inside is doubled), records separated by LF or CRLF (also inside quotes, where they belong to the
 * field). A leading byte-order mark is skipped. Empty lines are dropped. Returns the records as arrays of fields.
 */
export function parseCsv(text: string): string[][] {
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
    else if (c === ',') {
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
