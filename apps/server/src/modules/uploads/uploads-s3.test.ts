import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { createStorage } from '../../platform/storage/create-storage';
import { startS3TestServer } from '../../platform/storage/s3-test-server';
import { uploads } from '../../platform/storage/uploads.tables';
import { expectError } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deleteOrphanUploads } from './orphan-uploads';
import { image, uploadParts } from './upload-test-helpers';

let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let a: TestApp;
/** A second app on the same database and bucket: another process behind the load balancer. */
let b: App;
let tenants: Tenants;

beforeAll(async () => {
  s3 = await startS3TestServer();
  a = await createTestApp(s3.env);
  b = await buildApp({ config: a.config, db: a.db });
  await b.ready();
  tenants = await seedTenants(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await s3?.close();
});

describe('uploads in an S3-compatible bucket', () => {
  it('stores an upload through one process in the bucket, not on disk, and another process serves it', async () => {
    const res = await uploadParts(a, 'desiredPath=shared/covers', [{ data: await image('webp') }], tenants.adminA.headers);
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(await readdir(path.join(a.dataDir, 'uploads')).catch(() => [])).toEqual([]);
    expect(await a.db.select({ key: uploads.key }).from(uploads).where(eq(uploads.key, data.path))).toHaveLength(1);

    for (const app of [b, a.app]) {
      const served = await app.inject({ url: data.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.length).toBe(data.bytes);
      expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });

  it('answers 404 for unknown keys, folders and traversal attempts', async () => {
    for (const url of ['/uploads/shared/none.png', '/uploads/shared/', '/uploads/shared', '/uploads/%2e%2e/%2e%2e/etc/passwd']) {
      expectError(await b.inject({ url }), 404, 'not_found');
    }
  });

  it('the clean-up deletes an old orphan from the bucket', async () => {
    const res = await uploadParts(a, 'desiredPath=shared/tmp', [{ data: await image('png') }], tenants.adminA.headers);
    const { data } = res.json();
    await a.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(uploads.key, data.path));
    const result = await deleteOrphanUploads({ db: a.db, storage: createStorage(a.config), now: new Date() });
    expect(result).toMatchObject({ deleted: 1, failed: 0 });
    expectError(await b.inject({ url: data.url }), 404, 'not_found');
  });
});
