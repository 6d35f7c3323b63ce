import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type TUploadedImage, UPLOAD_MAX_PIXELS } from '@atrium/contracts/uploads';
import sharp from 'sharp';
import { badRequest, unsupportedMedia } from '../../platform/errors';
import { type Actor, requireUser } from '../../platform/tenancy/actor';
import { type ImageFormat, sniffImageFormat } from './image-format';

const EXTENSION: Record<ImageFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' };

/** Re-encoding drops anything hidden in the file (scripts in metadata, trailing payloads) and EXIF location data. */
async function reencode(bytes: Buffer, format: ImageFormat) {
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

/** Resolves the target folder and refuses anything that would land outside the uploads folder. */
export function resolveUploadDir(uploadsRoot: string, desiredPath: string): string {
  const root = path.resolve(uploadsRoot);
  const dir = path.resolve(root, desiredPath);
  if (dir !== root && !dir.startsWith(root + path.sep)) throw badRequest('desiredPath must stay inside the uploads folder');
  return dir;
}

export async function saveImage(opts: {
  actor: Actor;
  uploadsRoot: string;
  desiredPath: string;
  bytes: Buffer;
}): Promise<TUploadedImage> {
  requireUser(opts.actor);
  const dir = resolveUploadDir(opts.uploadsRoot, opts.desiredPath);
  if (opts.bytes.length === 0) throw badRequest('The image file is empty');
  const format = sniffImageFormat(opts.bytes);
  if (!format) throw unsupportedMedia('Only PNG, JPEG, WebP and GIF images are accepted');
  const { data, info } = await reencode(opts.bytes, format);
  const name = `${randomUUID()}.${EXTENSION[format]}`;
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), data, { flag: 'wx' });
  const relative = path.posix.join(opts.desiredPath, name);
  return {
    url: `/uploads/${relative}`,
    path: relative,
    width: info.width,
    height: info.pageHeight ?? info.height,
    bytes: data.length,
    format,
  };
}
