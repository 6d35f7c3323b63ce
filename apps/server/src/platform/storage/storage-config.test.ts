import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

describe('storage configuration', () => {
  it('is the data folder unless told otherwise', () => {
    expect(loadConfig({}).STORAGE).toBe('fs');
  });

  it('refuses to start with S3 but no bucket, or half a key pair, saying which variable to set', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: STORAGE=s3 needs S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ STORAGE: 'disk' })).toThrow(/STORAGE/);
  });

  it('takes a bucket, an endpoint and path-style addressing', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'b',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({
      STORAGE: 's3',
      S3_BUCKET: 'b',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: true,
    });
  });
});
