import type { TCsvRowReport } from '@atrium/contracts/csv-import';
import { describe, expect, it } from 'vitest';
import { chunk, finalReport, importChunks, reportCsv, toFileLines } from './csv-chunks';

const row = (line: number, ok = true, title = `Item ${line}`): TCsvRowReport => ({
  line,
  ok,
  errors: ok ? [] : [{ field: 'title', message: 'Title is required' }],
  values: { title, details: '', videoid: '', linkurl: '', position: '' },
});

describe('import chunks', () => {
  it('splits in order, the last chunk holding the rest', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 25)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow();
  });

  it('sends 25 rows per request, each a CSV with the header again, and remembers the file lines', () => {
    const rows = Array.from({ length: 60 }, (_, i) => row(i + 2));
    const chunks = importChunks('checklist-items', rows);
    expect(chunks.map((c) => c.lines.length)).toEqual([25, 25, 10]);
    for (const c of chunks) expect(c.text.split('\r\n')[0]).toBe('title,details,videoid,linkurl,position');
    expect(chunks[1]!.lines[0]).toBe(27);
    expect(chunks[2]!.text.split('\r\n')).toHaveLength(11);
    expect(chunks[0]!.text.split('\r\n')[1]).toBe('Item 2,,,,');
  });

  it('keeps commas and quotes inside a value in one field', () => {
    const [only] = importChunks('checklist-items', [row(2, true, 'Send a "test", then wait')]);
    expect(only!.text.split('\r\n')[1]).toBe('"Send a ""test"", then wait",,,,');
  });

  it("numbers a chunk's answers by the original file's lines", () => {
    // The server numbers a chunk's rows from line 2 (its header is line 1).
    expect(toFileLines([row(2), row(3, false)], [40, 57]).map((r) => [r.line, r.ok])).toEqual([
      [40, true],
      [57, false],
    ]);
  });

  it('reports every row: rejected by the preview, imported or rejected by the import, or not sent', () => {
    const preview = [row(2), row(3, false), row(4), row(5)];
    const answered = new Map([
      [2, row(2)],
      [4, { ...row(4, false), errors: [{ field: 'listId', message: 'Choose one of your checklists' }] }],
    ]);
    const report = finalReport(preview, answered);
    expect(report.map((r) => [r.line, r.outcome])).toEqual([
      [2, 'imported'],
      [3, 'rejected'],
      [4, 'rejected'],
      [5, 'notImported'],
    ]);
    const csv = reportCsv('checklist-items', report, {
      line: 'Line',
      outcome: 'Status',
      problems: 'Problems',
      outcomes: { imported: 'Imported', rejected: 'Rejected', notImported: 'Not imported' },
    }).split('\r\n');
    expect(csv[0]).toBe('Line,Status,Problems,title,details,videoid,linkurl,position');
    expect(csv[2]).toBe('3,Rejected,title: Title is required,Item 3,,,,');
    expect(csv[4]).toBe('5,Not imported,,Item 5,,,,');
  });
});
