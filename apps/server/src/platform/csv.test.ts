import { describe, expect, it } from 'vitest';
import { csvRecords, csvRows, parseCsv, sniffDelimiter } from './csv';

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

  it('yields records one at a time, a quote after text and a last line without a break kept as written', () => {
    const records = csvRecords('a;b\r\nx"y;"p""q"r\rlast;', ';');
    expect(records.next().value).toEqual(['a', 'b']);
    expect(records.next().value).toEqual(['x"y', 'p"qr']);
    expect([...records]).toEqual([['last', '']]);
    const broken = csvRecords('ok\n"open');
    expect(broken.next().value).toEqual(['ok']);
    expect(() => broken.next()).toThrow('quoted field');
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

  it('reads semicolons or tabs where the header row uses them, commas inside quotes aside', () => {
    expect(sniffDelimiter('Name;City\nA;B')).toBe(';');
    expect(sniffDelimiter('"Last, First";City;Zip\n')).toBe(';');
    expect(sniffDelimiter('Name\tCity\n')).toBe('\t');
    expect(sniffDelimiter('Name,City;x\n')).toBe(',');
    expect(sniffDelimiter('Name\n')).toBe(',');
    expect(parseCsv('Name;City\n"Smith; Jones";Oslo\n', ';')).toEqual([
      ['Name', 'City'],
      ['Smith; Jones', 'Oslo'],
    ]);
  });
});
