import { randomUUID } from 'node:crypto';
import { type TUploadedImage, UPLOAD_MAX_PIXELS } from '@atrium/contracts/uploads';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest, payloadTooLarge, unsupportedMedia } from '../../platform/errors';
import { isStorageKey, type Storage } from '../../platform/storage/storage';
import { uploads } from '../../platform/storage/uploads.tables';
import { type Actor, requireUser } from '../../platform/tenancy/actor';
import { type ImageFormat, sniffImageFormat } from './image-format';

const EXTENSION: Record<ImageFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' };
const MB = 1024 * 1024;

/** Re-encoding drops anything hidden in the file (scripts in metadata, trailing payloads) and EXIF location data. */
async function reencode(bytes: Buffer, format: ImageFormat) {
  // Loaded with the first upload: libvips is about 18 MB of memory a server that takes no upload never needs.
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, animated: format === 'gif' || format === 'webp' }).rotate();
    const encoded = await (format === 'png'
      ? image.png()
      : format === 'jpeg'
        ? image.jpeg({ quality: 88, mozjpeg: true })
        : format === 'webp'
          ? image.webp({ quality: 88 })
          : image.gif()
    ).toBuffer({ resolveWithObject: true });
    return encoded;
  } catch (error) {
    const message = String((error as Error).message ?? '');
    if (message.includes('pixel limit'))
      throw badRequest(`The image is too large: at most ${UPLOAD_MAX_PIXELS.toLocaleString('en')} pixels`);
    throw badRequest('The image could not be read; it may be damaged');
  }
}

const megabytes = (bytes: number) => `${(bytes / MB).toFixed(bytes < MB / 10 && bytes > 0 ? 3 : 1)} MB`;

/**
 * Checks the quota, records the upload and stores the file, in that order and under a per-person lock: two
 * uploads at once cannot both squeeze under the quota, and a failed store rolls the row back.
 */
async function recordAndStore(opts: {
  db: Db;
  storage: Storage;
  userId: string;
  agencyId: string | null;
  key: string;
  data: Buffer;
  contentType: string;
  quotaBytes: number;
}) {
  await opts.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${opts.userId}`}, 0))`);
    const [row] = await tx
      .select({ used: sql<number>`coalesce(sum(${uploads.bytes}), 0)`.mapWith(Number) })
      .from(uploads)
      .where(eq(uploads.userId, opts.userId));
    const used = row?.used ?? 0;
    if (used + opts.data.length > opts.quotaBytes) {
      throw payloadTooLarge(
        `Upload quota reached: you use ${megabytes(used)} of your ${megabytes(opts.quotaBytes)} and this image needs ` +
          `${megabytes(opts.data.length)}. Uploads that nothing uses are freed a day after upload.`,
      );
    }
    await tx.insert(uploads).values({
      key: opts.key,
      userId: opts.userId,
      agencyId: opts.agencyId,
      bytes: opts.data.length,
      contentType: opts.contentType,
    });
    await opts.storage.put(opts.key, opts.data, opts.contentType);
  });
}

export async function saveImage(opts: {
  db: Db;
  storage: Storage;
  actor: Actor;
  desiredPath: string;
  bytes: Buffer;
  quotaBytes: number;
}): Promise<TUploadedImage> {
  const user = requireUser(opts.actor);
  if (opts.bytes.length === 0) throw badRequest('The image file is empty');
  const format = sniffImageFormat(opts.bytes);
  if (!format) throw unsupportedMedia('Only PNG, JPEG, WebP and GIF images are accepted');
  const { data, info } = await reencode(opts.bytes, format);
  const key = `${opts.desiredPath}/${randomUUID()}.${EXTENSION[format]}`;
  // The contract's desiredPath pattern already allows only such keys; checked again where it matters.
  if (!isStorageKey(key)) throw badRequest('desiredPath must be a relative folder like "podcasts/covers"');
  await recordAndStore({
    db: opts.db,
    storage: opts.storage,
    userId: user.userId,
    agencyId: user.agencyId,
    key,
    data,
    contentType: `image/${format}`,
    quotaBytes: opts.quotaBytes,
  });
  return {
    url: `/uploads/${key}`,
    path: key,
    width: info.width,
    height: info.pageHeight ?? info.height,
    bytes: data.length,
    format,
  };
}
