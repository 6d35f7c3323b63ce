import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, contentTypeOfKey, isStorageKey, type Storage } from './storage';

/**
 * Files in a folder (DATA_DIR/uploads): right for one process or several on one machine. A folder keeps no
 * metadata, so the content type comes from the key's extension (the upload route names files by their real format).
 */
export function createFsStorage(root: string): Storage {
  const resolved = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(resolved, key);
    // isStorageKey already rules out `..`; this is the belt to its braces.
    if (!file.startsWith(resolved + path.sep)) throw new Error('Storage key leaves the storage root');
    return file;
  };
  return {
    async put(key, bytes) {
      assertStorageKey(key);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const file = fileOf(key);
      try {
        const info = await stat(file);
        // A folder is "no such file": nobody learns which folders exist.
        if (!info.isFile()) return null;
        return { body: createReadStream(file), contentType: contentTypeOfKey(key), length: info.size };
      } catch (error) {
        if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await rm(fileOf(key), { force: true });
    },
  };
}
