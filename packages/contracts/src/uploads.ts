import { z } from 'zod';
import { zText } from './common';
import { endpoint } from './endpoint';
import { UPLOAD_MAX_BYTES } from './upload-limits';

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

/**
 * A multipart form as the web sends it: a FormData, named by the one method the web uses, since the contracts
 * compile without the browser's types.
 */
export interface TMultipartForm {
  append(name: string, value: unknown, fileName?: string): void;
}

/**
 * The body of a multipart upload. The server reads the file from the request stream itself (multipart-image.ts)
 * and answers 415 to anything else, so this accepts any value there; it types the web's FormData body.
 */
const ZImageForm = z.custom<TMultipartForm>().describe('multipart/form-data with one file in the field "image"');

/** An uploaded file: its bytes (or a stream of them) under its own content type, sent as they are. */
const ZUploadedFile = z.custom<Uint8Array>().describe('The file itself, under its own content type');

const uploads = { tag: 'Uploads' } as const;

export const uploadEndpoints = {
  image: endpoint({
    ...uploads,
    method: 'POST',
    path: '/api/v1/utils/upload/image',
    summary: `Upload an image (multipart field "image"; PNG, JPEG, WebP or GIF up to ${UPLOAD_MAX_BYTES / 1024 / 1024} MiB; one file per request)`,
    auth: 'user',
    status: 201,
    contentType: 'multipart/form-data',
    query: ZUploadQuery,
    body: ZImageForm,
    data: ZUploadedImage,
  }),
  /** Served from the storage: any path under `/uploads/` (a folder is the same 404 as an unknown file). */
  file: endpoint({
    ...uploads,
    method: 'GET',
    path: '/uploads/*',
    summary: 'An uploaded file',
    auth: 'public',
    // The wildcard is not a `:name`, so the typed params check of endpoint() cannot see it: given untyped.
    params: z.object({ '*': zText() }) as never,
    raw: ZUploadedFile,
  }),
};
