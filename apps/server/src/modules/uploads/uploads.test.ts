import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '@atrium/contracts/uploads';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../platform/storage/uploads.tables';
import { expectError, expectValidationError } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type FilePart, image, uploadParts } from './upload-test-helpers';

let t: TestApp;
let tenants: Tenants;

beforeAll(async () => {
  // Many uploads by one person in a few seconds; the limit itself is tested in uploads-limits.test.ts.
  t = await createTestApp({ UPLOAD_RATE_LIMIT_PER_MINUTE: '1000' });
  tenants = await seedTenants(t);
});
afterAll(() => t.close());

/** Uploads one file; `query` is sent as written (so encoded traversal attempts reach the server as such). */
function upload(query: string, file: FilePart, headers: Record<string, string> = tenants.adminA.headers) {
  return uploadParts(t, query, [file], headers);
}

/**
 * A valid greyscale PNG of any size, all black, built by hand: 9000 x 9000 pixels compress to a few kilobytes,
 * which is what a decompression bomb looks like.
 */
function blackPng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const frame = Buffer.alloc(4);
    frame.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([frame, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth; colour type 0 (grey), default compression, filter and interlace
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every file under the app's data folder (uploads included), relative to it. */
async function filesUnderDataDir(): Promise<string[]> {
  const entries = await readdir(t.dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(t.dataDir, path.join(e.parentPath, e.name)))
    .sort();
}

const uploadRows = () => t.db.select().from(uploads).orderBy(uploads.key);

/** Runs a refused upload and checks that not a single file appeared anywhere under the data folder, nor a row. */
async function expectNothingWritten(run: () => Promise<unknown>) {
  const before = await filesUnderDataDir();
  const rowsBefore = await uploadRows();
  await run();
  expect(await filesUnderDataDir()).toEqual(before);
  expect(await uploadRows()).toEqual(rowsBefore);
}

describe('POST /api/v1/utils/upload/image', () => {
  it.each(['png', 'jpeg', 'webp', 'gif'] as const)('accepts a %s, stores it and serves it as an image', async (format) => {
    const res = await upload('desiredPath=podcasts/covers', { data: await image(format), filename: `cover.${format}` });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    const extension = format === 'jpeg' ? 'jpg' : format;
    expect(data).toEqual({
      url: expect.stringMatching(new RegExp(`^/uploads/podcasts/covers/[0-9a-f-]{36}\\.${extension}$`)),
      path: expect.stringMatching(new RegExp(`^podcasts/covers/[0-9a-f-]{36}\\.${extension}$`)),
      width: 4,
      height: 3,
      bytes: expect.any(Number),
      format,
    });
    expect(data.url).toBe(`/uploads/${data.path}`);

    const stored = await readFile(path.join(t.dataDir, 'uploads', data.path));
    expect(stored.length).toBe(data.bytes);
    const served = await t.app.inject({ url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe(`image/${format}`);
    expect(served.rawPayload.equals(stored)).toBe(true);

    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, data.path));
    expect(row).toMatchObject({
      userId: tenants.adminA._id,
      agencyId: tenants.agencyA._id,
      bytes: data.bytes,
      contentType: `image/${format}`,
      referencedAt: null,
    });
  });

  it('refuses two files in one request with 400 and stores neither, whatever the second field is called', async () => {
    const png = await image('png');
    await expectNothingWritten(async () => {
      for (const second of ['image', 'other']) {
        const res = await uploadParts(
          t,
          'desiredPath=misc',
          [{ data: png }, { data: await image('gif'), field: second, filename: 'second.gif' }],
          tenants.adminA.headers,
        );
        expect(expectError(res, 400, 'bad_request').message).toMatch(/one file per request/);
      }
    });
  });

  it('decides by content: a PNG named .txt and sent as text/plain is stored as a PNG', async () => {
    const res = await upload('desiredPath=misc', { data: await image('png'), filename: 'notes.txt', contentType: 'text/plain' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ format: 'png', path: expect.stringMatching(/^misc\/[0-9a-f-]{36}\.png$/) });
  });

  it('refuses a text file named .png with 415', async () => {
    await expectNothingWritten(async () => {
      const res = await upload('desiredPath=misc', { data: Buffer.from('<svg onload="alert(1)"></svg>'), filename: 'x.png' });
      expectError(res, 415, 'unsupported_media_type');
    });
  });

  it('refuses a truncated PNG and an empty file with 400', async () => {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#fff', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
    })
      .png()
      .toBuffer();
    await expectNothingWritten(async () => {
      expectError(await upload('desiredPath=misc', { data: png.subarray(0, png.length / 2) }), 400, 'bad_request');
      expectError(await upload('desiredPath=misc', { data: Buffer.alloc(0) }), 400, 'bad_request');
    });
  });

  it(`refuses more than ${UPLOAD_MAX_BYTES / 1024 / 1024} MiB with 413`, async () => {
    const tooBig = Buffer.concat([await image('png'), randomBytes(UPLOAD_MAX_BYTES)]);
    await expectNothingWritten(async () => {
      expectError(await upload('desiredPath=misc', { data: tooBig }), 413, 'payload_too_large');
    });
  });

  it(`refuses an image of more than ${UPLOAD_MAX_PIXELS.toLocaleString('en')} pixels, however small the file`, async () => {
    const bomb = blackPng(9000, 9000);
    expect(bomb.length).toBeLessThan(100_000);
    await expectNothingWritten(async () => {
      const error = expectError(await upload('desiredPath=misc', { data: bomb }), 400, 'bad_request');
      expect(error.message).toMatch(/too large/);
    });
  });

  it('refuses a desiredPath that leaves the uploads folder, writing nothing anywhere', async () => {
    const png = await image('png');
    const attempts = ['../x', 'a/../../b', '/abs', 'a//b', '.', '..', 'a/./b', '.hidden', 'a\\..\\b', 'a/', ''];
    await expectNothingWritten(async () => {
      for (const desiredPath of attempts) {
        const res = await upload(`desiredPath=${encodeURIComponent(desiredPath)}`, { data: png });
        expect(new Set(expectValidationError(res)), desiredPath).toEqual(new Set(['desiredPath']));
      }
      for (const raw of [
        'desiredPath=%2e%2e',
        'desiredPath=%2e%2e%2fescaped',
        'desiredPath=a%2f%2e%2e%2f%2e%2e%2fb',
        'other=x',
      ]) {
        expectError(await upload(raw, { data: png }), 400, 'validation_error');
      }
    });
    expect(existsSync(path.join(t.dataDir, 'escaped'))).toBe(false);
  });

  it('refuses the wrong field name and a request without a file with 400', async () => {
    const png = await image('png');
    await expectNothingWritten(async () => {
      const wrongField = expectError(await upload('desiredPath=misc', { data: png, field: 'file' }), 400, 'bad_request');
      expect(wrongField.message).toContain('"image"');
      const boundary = 'only-a-field';
      const noFile = await t.app.inject({
        method: 'POST',
        url: '/api/v1/utils/upload/image?desiredPath=misc',
        headers: { ...tenants.adminA.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      });
      expectError(noFile, 400, 'bad_request');
    });
  });

  it('refuses a body that is not multipart with 415', async () => {
    await expectNothingWritten(async () => {
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/v1/utils/upload/image?desiredPath=misc',
        headers: tenants.adminA.headers,
        payload: { image: 'iVBORw0KGgo=' },
      });
      expectError(json, 415, 'unsupported_media_type');
      const raw = await t.app.inject({
        method: 'POST',
        url: '/api/v1/utils/upload/image?desiredPath=misc',
        headers: { ...tenants.adminA.headers, 'content-type': 'image/png' },
        payload: await image('png'),
      });
      expectError(raw, 415, 'unsupported_media_type');
    });
  });

  it('is for signed-in users only', async () => {
    await expectNothingWritten(async () => {
      expectError(await upload('desiredPath=misc', { data: await image('png') }, {}), 401, 'unauthorized');
      const dead = await upload('desiredPath=misc', { data: await image('png') }, { authorization: 'Bearer nope' });
      expectError(dead, 401, 'unauthorized');
    });
    const endUser = await upload('desiredPath=misc', { data: await image('png') }, tenants.endUser.headers);
    expect(endUser.statusCode).toBe(201);
  });

  it('answers unknown files and every folder with the same 404, so nobody learns which folders exist', async () => {
    expect((await upload('desiredPath=listed', { data: await image('png') })).statusCode).toBe(201);
    for (const url of ['/uploads/listed/', '/uploads/listed', '/uploads/', '/uploads/never-made/', '/uploads/listed/none.png']) {
      expectError(await t.app.inject({ url }), 404, 'not_found');
    }
    expectError(await t.app.inject({ url: '/uploads/../config.ts' }), 404, 'not_found');
    expectError(await t.app.inject({ url: '/uploads/%2e%2e/%2e%2e/config.ts' }), 404, 'not_found');
  });

  it('refuses a file path with a NUL in it with 400, as it does any unclean text', async () => {
    expectError(await t.app.inject({ url: '/uploads/listed/a%00b.png' }), 400, 'validation_error');
  });

  it('is documented as a multipart upload, and the file as public', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const post = doc.paths['/api/v1/utils/upload/image'].post;
    expect(Object.keys(post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(post.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(post.responses)).toEqual(['201']);
    expect(doc.paths['/uploads/{*}'].get.security).toBeUndefined();
  });
});
