import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFsStorage } from '../platform/storage/fs-storage';
import { uploads } from '../platform/storage/uploads.tables';
import { createTestApp, type TestApp } from '../test/test-app';
import { demoImageKey, storeDemoImages } from './demo-app-media';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'atrium-demo-media-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const square = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="${fill}"/></svg>`;

describe('storeDemoImages', () => {
  it('stores WebP files under their content key, records them as referenced uploads and fills the cache', async () => {
    const svg = square('#4f46e5');
    const key = demoImageKey(svg);
    expect(key).toMatch(/^demo-apps\/[0-9a-f]{32}\.webp$/);
    expect(demoImageKey(square('#4f46e6'))).not.toBe(key);
    const storage = createFsStorage(path.join(dir, 'one'));
    const cacheDir = path.join(dir, 'cache');
    // The same picture twice is stored once.
    await storeDemoImages({
      db: t.db,
      storage,
      images: [
        { key, svg },
        { key, svg },
      ],
      cacheDir,
    });
    const file = await storage.get(key);
    expect(file?.contentType).toBe('image/webp');
    file?.body.destroy();
    const rows = await t.db.select().from(uploads);
    expect(rows).toEqual([
      expect.objectContaining({ key, contentType: 'image/webp', userId: null, referencedAt: expect.any(Date) }),
    ]);
    expect(await readdir(cacheDir)).toEqual([path.basename(key)]);
  });

  it('takes a cached picture instead of drawing it again, and copes with a file already in storage', async () => {
    const svg = square('#0ea5e9');
    const key = demoImageKey(svg);
    const cacheDir = path.join(dir, 'cache');
    await storeDemoImages({ db: t.db, storage: createFsStorage(path.join(dir, 'two')), images: [{ key, svg }], cacheDir });
    // Not an SVG at all: only the cache can answer for this key.
    const broken = { key, svg: 'not an svg' };
    const storage = createFsStorage(path.join(dir, 'three'));
    await storeDemoImages({ db: t.db, storage, images: [broken], cacheDir });
    const file = await storage.get(key);
    expect(file?.length).toBeGreaterThan(0);
    file?.body.destroy();
    // Stored already (a storage kept across a database reset): no error.
    await storeDemoImages({ db: t.db, storage, images: [broken], cacheDir });
    // Without the cache the broken SVG has to be drawn, and fails.
    await expect(storeDemoImages({ db: t.db, storage, images: [broken], cacheDir: null })).rejects.toThrow();
  });
});
