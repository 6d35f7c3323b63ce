import { z } from 'zod';
import { zData, zText } from './common';

export { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from './upload-limits';

/** A relative folder: segments of letters, digits, dot, dash and underscore; never `..`. */
export const ZDesiredPath = zText()
  .trim()
  .min(1, 'desiredPath is required')
  .max(200)
  .regex(
    /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/,
    'desiredPath must be a relative folder like "podcasts/covers"',
  )
  .refine((v) => !v.split('/').some((s) => s === '..' || s === '.'), 'desiredPath must not contain . or .. segments');

export const ZUploadQuery = z.object({ desiredPath: ZDesiredPath });
export const ZUploadedImage = z.object({
  url: zText(),
  path: zText(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  format: z.enum(['png', 'jpeg', 'webp', 'gif']),
});
export type TUploadedImage = z.infer<typeof ZUploadedImage>;
export const ZUploadedImageResponse = zData(ZUploadedImage);
