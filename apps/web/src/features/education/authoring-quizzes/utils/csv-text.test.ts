import { CSV_COLUMNS, CSV_TARGETS } from '@atrium/contracts/csv-import';
import { describe, expect, it } from 'vitest';
import { csvField, templateCsv, toCsv } from './csv-text';

describe('CSV text', () => {
  it('quotes only the fields that need it, doubling quotes inside', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(toCsv(['title', 'details'], [['One', 'x,y']])).toBe('title,details\r\nOne,"x,y"');
  });

  it.each(CSV_TARGETS)('builds the %s template from the contract’s columns with one example row', (target) => {
    const [header, example, ...rest] = templateCsv(target).split('\r\n');
    expect(header).toBe(CSV_COLUMNS[target].join(','));
    expect(example).toBeTruthy();
    // The trailing line break leaves one empty string, nothing more.
    expect(rest).toEqual(['']);
  });

  it('gives questions an example the server reads: options by |, right answers by number', () => {
    const example = templateCsv('questions').split('\r\n')[1]!;
    expect(example).toContain('Red|Green|Blue');
    expect(example).toContain('1|3');
    expect(example).toContain('multiple');
  });
});
