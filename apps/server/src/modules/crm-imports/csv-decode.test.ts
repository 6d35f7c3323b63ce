import { describe, expect, it } from 'vitest';
import { decodeCsvBytes } from './csv-decode';
import { proposeMapping } from './import-mapping';

const text = 'Name,City\nZoë,Malmö\n';

describe('reading a CSV file’s bytes', () => {
  it('reads UTF-8, with or without a byte-order mark', () => {
    expect(decodeCsvBytes(Buffer.from(text))).toEqual({ text, encoding: 'utf-8' });
    expect(decodeCsvBytes(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toEqual({
      text,
      encoding: 'utf-8',
    });
  });

  it('reads UTF-16 by its mark, or by its zero bytes without one', () => {
    const le = Buffer.from(text, 'utf16le');
    const be = Buffer.from(le).swap16();
    expect(decodeCsvBytes(Buffer.concat([Buffer.from([0xff, 0xfe]), le]))).toEqual({ text, encoding: 'utf-16le' });
    expect(decodeCsvBytes(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toEqual({ text, encoding: 'utf-16be' });
    expect(decodeCsvBytes(le)).toEqual({ text, encoding: 'utf-16le' });
    expect(decodeCsvBytes(be)).toEqual({ text, encoding: 'utf-16be' });
    // Half a character at the end is broken UTF-16.
    expect(() => decodeCsvBytes(Buffer.concat([Buffer.from([0xff, 0xfe]), le, Buffer.from([0x41])]))).toThrow(/UTF-16LE/);
  });

  it('reads Windows-1252 (Latin-1) when the bytes are not UTF-8, euro sign included', () => {
    const bytes = Buffer.concat([Buffer.from('Name,Price\nCaf', 'latin1'), Buffer.from([0xe9, 0x2c, 0x80, 0x35, 0x0a])]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'Name,Price\nCafé,€5\n', encoding: 'windows-1252' });
    // Named by the person: read that way, or refused when the bytes cannot be.
    expect(decodeCsvBytes(Buffer.from('Caf\u00e9', 'latin1'), 'windows-1252').text).toBe('Café');
    expect(() => decodeCsvBytes(Buffer.from('Caf\u00e9', 'latin1'), 'utf-8')).toThrow(/UTF-8/);
  });

  it('refuses empty files, NUL bytes and bytes no Western encoding defines', () => {
    expect(() => decodeCsvBytes(Buffer.alloc(0))).toThrow(/empty/);
    expect(() => decodeCsvBytes(Buffer.from('a,b\n1,\u0000\n'))).toThrow(/NUL/);
    expect(() => decodeCsvBytes(Buffer.from([0x41, 0x81, 0x0a]))).toThrow(/neither UTF-8/);
  });
});

describe('proposing a mapping', () => {
  it('matches names and synonyms in any order, each field once, the leftmost column first', () => {
    expect(proposeMapping('users', ['Email', 'E-mail', 'Prénom', 'Nom', 'Name'])).toEqual([
      'email',
      null,
      'firstName',
      'lastName',
      'fullName',
    ]);
    expect(proposeMapping('locations', ['ZIP', 'Sub-Account Name', 'Location ID', 'Web'])).toEqual([
      'postalCode',
      'name',
      'crmLocationId',
      'website',
    ]);
    expect(proposeMapping('prospects', ['Name', 'Contact Name', 'Labels', 'Whatever'])).toEqual([
      'businessName',
      'contactName',
      'tags',
      null,
    ]);
  });
});
