import path from 'node:path';
import type { Config } from '../../config';
import { createFsStorage } from './fs-storage';
import type { S3StorageOptions } from './s3-storage';
import type { Storage } from './storage';

/**
 * S3 storage whose SDK loads on first use: about 20 MB of memory every server process would otherwise hold
 * with the default filesystem storage too (docs/decisions/024 measured the server's memory).
 */
function lazyS3Storage(options: S3StorageOptions): Storage {
  let storage: Promise<Storage> | undefined;
  const load = () => {
    storage ??= import('./s3-storage').then((m) => m.createS3Storage(options));
    return storage;
  };
  return {
    put: async (key, bytes, contentType) => (await load()).put(key, bytes, contentType),
    get: async (key) => (await load()).get(key),
    delete: async (key) => (await load()).delete(key),
  };
}

/** The storage the configuration names (config.ts has already checked that s3 comes with a bucket). */
export function createStorage(config: Config): Storage {
  if (config.STORAGE === 's3') {
    if (!config.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
    return lazyS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }
  return createFsStorage(path.join(config.DATA_DIR, 'uploads'));
}
