import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../platform/storage/uploads.tables';
import { expectError } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { image, uploadParts } from './upload-test-helpers';

const MB = 1024 * 1024;
let t: TestApp;
let tenants: Tenants;

beforeAll(async () => {
  // A low rate limit; a quota of 1 MB (room for the little test images, filled by hand below).
  t = await createTestApp({ UPLOAD_RATE_LIMIT_PER_MINUTE: '3', UPLOAD_QUOTA_MB: '1' });
  tenants = await seedTenants(t);
});
afterAll(() => t.close());

const upload = async (headers: Record<string, string>) =>
  uploadParts(t, 'desiredPath=limits', [{ data: await image('png') }], headers);

describe('upload limits', () => {
  it('answers 413 with the quota and the use once a person has used their quota, and counts per person', async () => {
    const first = await upload(tenants.staffA.headers);
    expect(first.statusCode, first.body).toBe(201);
    // Somebody's earlier uploads fill the rest of the 1 MB but 10 bytes.
    const used = first.json().data.bytes;
    await t.db.insert(uploads).values({
      key: 'limits/earlier.png',
      userId: tenants.staffA._id,
      agencyId: tenants.agencyA._id,
      bytes: MB - used - 10,
      contentType: 'image/png',
    });
    const full = expectError(await upload(tenants.staffA.headers), 413, 'payload_too_large');
    expect(full.message).toMatch(/quota/);
    expect(full.message).toContain('1.0 MB of your 1.0 MB');
    // Another person of the same agency still has their own quota.
    expect((await upload(tenants.locationAdminA1.headers)).statusCode).toBe(201);
  });

  it('answers 429 past the per-minute limit, per person, and signed-out calls are a 401 that counts for nobody', async () => {
    for (let i = 0; i < 3; i++) {
      expectError(await upload({}), 401, 'unauthorized');
      expect((await upload(tenants.adminA.headers)).statusCode).toBe(201);
    }
    const limited = await upload(tenants.adminA.headers);
    const error = expectError(limited, 429, 'rate_limited');
    expect(error.message).toMatch(/at most 3 a minute/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Counted per person: somebody else in the same agency (same address) is not held back.
    expect((await upload(tenants.adminB.headers)).statusCode).toBe(201);
    expect((await upload(tenants.staffA2.headers)).statusCode).toBe(201);
  });
});
