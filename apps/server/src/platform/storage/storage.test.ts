import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFsStorage } from './fs-storage';
import { createS3Storage } from './s3-storage';
import { startS3TestServer } from './s3-test-server';
import type { Storage } from './storage';

interface Adapter {
  storage: Storage;
  close: () => Promise<void>;
}

const adapters: Record<string, () => Promise<Adapter>> = {
  fs: async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'atrium-storage-'));
    return { storage: createFsStorage(root), close: () => rm(root, { recursive: true, force: true }) };
  },
  s3: async () => {
    const server = await startS3TestServer();
    const storage = createS3Storage({
      bucket: server.bucket,
      region: 'us-east-1',
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    return { storage, close: server.close };
  },
};

// One suite, every adapter: what the app relies on holds whichever storage is configured.
describe.each(Object.keys(adapters))('%s storage', (name) => {
  let adapter: Adapter;
  beforeAll(async () => {
    adapter = await adapters[name]!();
  });
  afterAll(() => adapter.close());

  it('gives back what was put, with its content type and length', async () => {
    const bytes = Buffer.from('not really a png, but bytes are bytes');
    await adapter.storage.put('covers/2026/a1.png', bytes, 'image/png');
    const file = await adapter.storage.get('covers/2026/a1.png');
    expect(file).not.toBeNull();
    expect(file!.contentType).toBe('image/png');
    expect(file!.length).toBe(bytes.length);
    expect(await text(file!.body)).toBe(bytes.toString());
  });

  it('answers null for a missing key and for a "folder"', async () => {
    await adapter.storage.put('folder/inside.gif', Buffer.from('gif'), 'image/gif');
    expect(await adapter.storage.get('folder/missing.gif')).toBeNull();
    expect(await adapter.storage.get('folder')).toBeNull();
    expect(await adapter.storage.get('never/made.png')).toBeNull();
  });

  it('deletes, and deleting a missing key is fine', async () => {
    await adapter.storage.put('gone/soon.webp', Buffer.from('webp'), 'image/webp');
    await adapter.storage.delete('gone/soon.webp');
    expect(await adapter.storage.get('gone/soon.webp')).toBeNull();
    await expect(adapter.storage.delete('gone/soon.webp')).resolves.toBeUndefined();
  });

  it('never lets a key leave its root', async () => {
    const bad = ['../escape.png', '/abs.png', 'a//b.png', '.hidden', 'a/../../b.png', 'a\\..\\b.png', '', 'a/', 'x/./y.png'];
    for (const key of bad) {
      expect(await adapter.storage.get(key), key).toBeNull();
      await expect(adapter.storage.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(/storage key/i);
      await expect(adapter.storage.delete(key), key).rejects.toThrow(/storage key/i);
    }
  });
});
