import path from 'node:path';
import type { Config } from '../../config';
import { createFsStorage } from './fs-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The storage the configuration names (config.ts has already checked that s3 comes with a bucket). */
export function createStorage(config: Config): Storage {
  if (config.STORAGE === 's3') {
    if (!config.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
    return createS3Storage({
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
