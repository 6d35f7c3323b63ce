import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../db/client';
import type { Storage } from '../platform/storage/storage';
import { uploads } from '../platform/storage/uploads.tables';

/** A picture the demo needs: where it will live in storage, and the SVG it is drawn from. */
export interface DemoImage {
  key: string;
  svg: string;
}

/** Bumped when the encoding changes, so a stored file is never mistaken for one encoded another way. */
const ENCODING = 'webp-q82-e1';
/** Four renders at a time: libvips works off the event loop, and four keep two cores busy without a memory spike. */
const PARALLEL = 4;

/**
 * The storage key of an SVG: named by the hash of what it draws, so the catalogue can put the address on the
 * app before the file exists, and drawing the same thing twice stores it once.
 */
export function demoImageKey(svg: string): string {
  const hash = createHash('sha256').update(ENCODING).update(svg).digest('hex').slice(0, 32);
  return `demo-apps/${hash}.webp`;
}

/**
 * Rendered pictures, by key, shared by every seed on the machine: the e2e server seeds a fresh database on every
 * start, and drawing 700 pictures costs seconds where reading them costs milliseconds. Keys name the content, so
 * an entry is never stale; a half-written entry never exists (written aside, then renamed).
 */
export const DEMO_PICTURE_CACHE = path.join(tmpdir(), 'atrium-demo-pictures');

async function render(image: DemoImage, cacheDir: string | null): Promise<Buffer> {
  const cached = cacheDir ? path.join(cacheDir, path.basename(image.key)) : null;
  if (cached) {
    const hit = await readFile(cached).catch(() => null);
    // Only a WebP file counts: the folder is shared, and anything else in it is rendered over.
    if (hit && hit.subarray(0, 4).toString('latin1') === 'RIFF' && hit.subarray(8, 12).toString('latin1') === 'WEBP') return hit;
  }
  // Loaded here, not with the module: a server that seeds nothing never holds libvips.
  const { default: sharp } = await import('sharp');
  const bytes = await sharp(Buffer.from(image.svg)).webp({ quality: 82, effort: 1 }).toBuffer();
  if (cached && cacheDir) {
    // A cache that cannot be written (read-only disk, full tmp) only costs speed.
    const aside = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await mkdir(cacheDir, { recursive: true })
      .then(() => writeFile(aside, bytes))
      .then(() => rename(aside, cached))
      .catch(() => undefined);
  }
  return bytes;
}

/** Puts the file unless it is there already (a storage kept across a database reset holds the same bytes). */
async function putOnce(storage: Storage, key: string, bytes: Buffer): Promise<void> {
  try {
    await storage.put(key, bytes, 'image/webp');
  } catch (error) {
    const existing = await storage.get(key).catch(() => null);
    if (!existing) throw error;
    existing.body.destroy();
  }
}

/**
 * Renders the demo's pictures and stores them like uploads: in the storage (so `/uploads/<key>` serves them,
 * from a folder or a bucket) and in the uploads table, marked referenced so the orphan clean-up leaves them be.
 */
export async function storeDemoImages(opts: {
  db: Db;
  storage: Storage;
  images: readonly DemoImage[];
  /** Where rendered pictures are kept between seeds; null renders every time. */
  cacheDir?: string | null;
}): Promise<void> {
  const cacheDir = opts.cacheDir === undefined ? DEMO_PICTURE_CACHE : opts.cacheDir;
  const unique = [...new Map(opts.images.map((image) => [image.key, image])).values()];
  const sizes = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const image = unique[next++]!;
      const bytes = await render(image, cacheDir);
      await putOnce(opts.storage, image.key, bytes);
      sizes.set(image.key, bytes.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, unique.length) }, worker));
  const referencedAt = new Date();
  const rows = unique.map((image) => ({
    key: image.key,
    bytes: sizes.get(image.key)!,
    contentType: 'image/webp',
    referencedAt,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await opts.db
      .insert(uploads)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
}
