import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  contentType: string;
  /** Bytes, for Content-Length; undefined when the store did not say (the body is then sent chunked). */
  length: number | undefined;
}

/**
 * Where uploaded files live. Keys are relative paths such as `podcasts/covers/0190....png` (see isStorageKey);
 * every process that shares the storage serves every file, so nothing about a file is kept in memory.
 */
export interface Storage {
  /** Stores the bytes under a new key; the key must not exist yet (keys are unique by construction). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none (or the key is not a valid key). */
  get(key: string): Promise<StoredFile | null>;
  /** Deletes the file; a missing file is not an error (clean-ups may run twice). */
  delete(key: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Segments of letters, digits, dot, dash and underscore, none starting with a dot: no `..`, no absolute path,
 * no empty segment, no backslash, so a key can never leave the storage's root whatever the adapter.
 */
export function isStorageKey(key: string): boolean {
  return key.length > 0 && key.length <= 400 && key.split('/').every((segment) => SEGMENT.test(segment));
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 100))}`);
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The content type of a key's extension; what a store that keeps no metadata (a folder) answers. */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
