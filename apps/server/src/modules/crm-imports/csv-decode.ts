import { isUtf8 } from 'node:buffer';
import type { TCrmImportEncoding } from '@atrium/contracts/crm-imports';
import { badRequest } from '../../platform/errors';

const SAVE_AS_UTF8 = 'Save it as “CSV UTF-8” in your spreadsheet program and upload it again.';

/** The encoding a byte-order mark names, and its length. */
function byteOrderMark(bytes: Uint8Array): TCrmImportEncoding | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/**
 * UTF-16 without a mark: text in the Latin range has a zero in every other byte. Looked for in the first 4 kB, where
 * the header row is; a text file in any 8-bit encoding has no zero bytes at all.
 */
function utf16WithoutMark(bytes: Uint8Array): TCrmImportEncoding | null {
  const n = Math.min(bytes.length, 4096) & ~1;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  if (pairs === 0) return null;
  if (oddZeros / pairs > 0.3 && evenZeros / pairs < 0.05) return 'utf-16le';
  if (evenZeros / pairs > 0.3 && oddZeros / pairs < 0.05) return 'utf-16be';
  return null;
}

/**
 * Windows-1252's characters for the bytes 0x80 to 0x9F (Latin-1 has control characters there); null for the five it
 * leaves undefined. Built here: this Node's TextDecoder reads "windows-1252" as plain Latin-1.
 */
const CP1252_HIGH: (string | null)[] = [...'€\0‚ƒ„…†‡ˆ‰Š‹Œ\0Ž\0\0‘’“”•–—˜™š›œ\0žŸ'].map((c) => (c === '\0' ? null : c));

function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = new TextDecoder('latin1').decode(bytes);
  return latin1.replace(/[\u0080-\u009f]/g, (c) => {
    const mapped = CP1252_HIGH[c.charCodeAt(0) - 0x80];
    if (!mapped) throw badRequest(`This file is neither UTF-8 nor a Western (Windows-1252) file. ${SAVE_AS_UTF8}`);
    return mapped;
  });
}

/**
 * A CSV file's bytes as text, never as mojibake: the encoding a byte-order mark names, else UTF-16 recognised by its
 * zero bytes, else UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what spreadsheet programs save "CSV" in,
 * a superset of Latin-1). A file that is none of these (NUL bytes, C1 control characters, broken UTF-16) is refused
 * with a 400 that says how to save it. `forced` reads it in the encoding the person named instead.
 */
export function decodeCsvBytes(bytes: Uint8Array, forced?: TCrmImportEncoding): { text: string; encoding: TCrmImportEncoding } {
  if (bytes.length === 0) throw badRequest('The file is empty');
  const encoding = forced ?? byteOrderMark(bytes) ?? utf16WithoutMark(bytes) ?? (isUtf8(bytes) ? 'utf-8' : 'windows-1252');
  let text: string;
  if (encoding === 'windows-1252') text = decodeWindows1252(bytes);
  else {
    try {
      // The decoder drops a byte-order mark of its own encoding.
      text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
    } catch {
      throw badRequest(`This file cannot be read as ${encoding.toUpperCase()}. ${SAVE_AS_UTF8}`);
    }
  }
  if (text.includes('\0')) throw badRequest(`This file contains NUL characters: it is not a plain CSV file. ${SAVE_AS_UTF8}`);
  if (!(text as unknown as { isWellFormed(): boolean }).isWellFormed()) {
    throw badRequest(`This file holds broken characters. ${SAVE_AS_UTF8}`);
  }
  return { text, encoding };
}
