import { describe, expect, it } from 'vitest';
import { csvRows, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and CRLF records', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n"two\nlines",\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', ''],
    ]);
  });

  it('skips a byte-order mark and empty lines, and refuses an unclosed quote', () => {
    expect(parseCsv('\uFEFFtitle\n\nOne\n')).toEqual([['title'], ['One']]);
    expect(() => parseCsv('title\n"open')).toThrow('quoted field');
  });

  it('maps records to the header, keeping line numbers and filling missing fields', () => {
    expect(csvRows(' Title ,Details\nOne,First\nTwo\n')).toEqual({
      header: ['title', 'details'],
      rows: [
        { line: 2, values: { title: 'One', details: 'First' } },
        { line: 3, values: { title: 'Two', details: '' } },
      ],
    });
  });
});
