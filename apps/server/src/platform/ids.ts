import { createHash } from 'node:crypto';

/** A UUID in text form (any version): ids from paths and cursors are checked before they reach SQL. */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Atrium's namespace for name-based ids (RFC 9562 version 5), made once at random. */
const NAMESPACE = Buffer.from('5b0f8f9e6c2d4e3a9a41d7c3e8b2f610', 'hex');

/**
 * The same UUID for the same name, every time (version 5: SHA-1 of Atrium's namespace and the name): a record whose
 * id must be known before it is written, by two racing requests alike (a store order, named by its location and
 * the page's requestKey, keys its payment intent before the row exists).
 */
export function nameUuid(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
