/**
 * Safe localStorage access. Private browsing, quota errors and hand-edited (corrupt) values
 * must never crash the app, so every read falls back to null and every write is best effort.
 */

export function readString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a raw string; `null` removes the key. */
export function writeString(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the in-memory state still works for this visit.
  }
}

export function removeKey(key: string): void {
  writeString(key, null);
}

/** Parses a JSON value; `guard` rejects values of the wrong shape (an old format, a manual edit). */
export function readJson<T>(key: string, guard?: (value: unknown) => value is T): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  return parseJson(raw, guard);
}

export function parseJson<T>(raw: string, guard?: (value: unknown) => value is T): T | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (guard && !guard(value)) return null;
    return value as T;
  } catch {
    return null;
  }
}

/** Writes JSON; `null` or `undefined` removes the key. */
export function writeJson(key: string, value: unknown): void {
  writeString(key, value === null || value === undefined ? null : JSON.stringify(value));
}

/** Reads one of a fixed set of string values, or the fallback when missing or unknown. */
export function readEnum<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  const raw = readString(key);
  return raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback;
}

export function readBoolean(key: string, fallback: boolean): boolean {
  const raw = readString(key);
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return fallback;
}
