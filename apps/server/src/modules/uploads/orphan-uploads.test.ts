import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../platform/storage/create-storage';
import { uploads } from '../../platform/storage/uploads.tables';
import { jsonRequest } from '../../test/http';
import { createPodcast } from '../../test/podcasts';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { supportClient } from '../support/support-fixtures';
import { deleteOrphanUploads } from './orphan-uploads';
import { image, uploadParts } from './upload-test-helpers';

let t: TestApp;
let tenants: Tenants;

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;

async function uploadOne(folder: string, headers = tenants.adminA.headers): Promise<{ url: string; path: string }> {
  const res = await uploadParts(t, `desiredPath=${folder}`, [{ data: await image('png') }], headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const age = (keys: string[], hours: number) =>
  t.db
    .update(uploads)
    .set({ createdAt: new Date(Date.now() - hours * HOUR) })
    .where(inArray(uploads.key, keys));
const onDisk = (key: string) => existsSync(path.join(t.dataDir, 'uploads', key));
const rowOf = async (key: string) => (await t.db.select().from(uploads).where(eq(uploads.key, key)))[0];

describe('deleteOrphanUploads (the hourly job)', () => {
  it('deletes uploads nothing references a day after upload, keeps referenced and recent ones', async () => {
    const orphan = await uploadOne('podcasts/covers');
    const inPodcastHtml = await uploadOne('podcasts/covers');
    const inTicket = await uploadOne('support', tenants.locationAdminA1.headers);
    const recent = await uploadOne('podcasts/covers');
    await age([orphan.path, inPodcastHtml.path, inTicket.path], 25);
    await age([recent.path], 23);

    // A podcast's HTML description (text) and a support ticket's attachments (text[]) refer to two of them.
    const podcast = await createPodcast(t, tenants.superAdmin.headers, {
      description: `<p>See <a href="${inPodcastHtml.url}">the cover</a></p>`,
    });
    expect(podcast.description).toContain(inPodcastHtml.url);
    await supportClient(jsonRequest(t.app)).raise(tenants.locationAdminA1.headers, {
      subject: 'See the screenshot',
      category: 'billing',
      priority: 'low',
      attachments: [inTicket.url],
    });

    const now = new Date();
    const result = await deleteOrphanUploads({ db: t.db, storage: createStorage(t.config), now });
    expect(result).toEqual({ deleted: 1, referenced: 2, failed: 0 });

    expect(await rowOf(orphan.path)).toBeUndefined();
    expect(onDisk(orphan.path)).toBe(false);
    expect((await t.app.inject({ url: orphan.url })).statusCode).toBe(404);
    for (const kept of [inPodcastHtml, inTicket]) {
      expect((await rowOf(kept.path))?.referencedAt).toEqual(now);
      expect(onDisk(kept.path)).toBe(true);
    }
    expect((await rowOf(recent.path))?.referencedAt).toBeNull();
    expect(onDisk(recent.path)).toBe(true);

    // Once found referenced, an upload is never examined again; the recent one's turn comes later.
    const again = await deleteOrphanUploads({
      db: t.db,
      storage: createStorage(t.config),
      now: new Date(now.getTime() + 2 * HOUR),
    });
    expect(again).toEqual({ deleted: 1, referenced: 0, failed: 0 });
    expect(onDisk(recent.path)).toBe(false);
    expect(onDisk(inPodcastHtml.path)).toBe(true);
  });
});
