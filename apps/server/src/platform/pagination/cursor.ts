import { badRequest } from '../errors';

/**
 * Opaque keyset cursors: the last row's sort values as base64url JSON. A cursor is only read back into typed SQL
 * parameters of the right shape, so a forged one is a 400, never a SQL error.
 */
export const encodeCursor = (values: readonly string[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

const VALUE_FORMATS: Record<string, RegExp> = {
  integer: /^-?\d{1,10}$/,
  real: /^-?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  timestamptz: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
  /** A sort by name: any text of a sensible length (it only ever becomes a bound parameter). */
  text: /^[^\0]{0,300}$/,
};

export function decodeCursor(cursor: string, types: readonly string[]): string[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(values) &&
      values.length === types.length &&
      values.every((v, i) => typeof v === 'string' && VALUE_FORMATS[types[i]!]!.test(v))
    ) {
      return values as string[];
    }
  } catch {
    // falls through to the error below
  }
  throw badRequest('cursor is not valid for this search');
}
