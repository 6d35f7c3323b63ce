import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge, unsupportedMedia } from '../../platform/errors';

/**
 * Reads the one file of a multipart upload, sent in the field "image". Every part is read, so a second file is
 * refused (400) instead of silently dropped; nothing is stored before the whole request has been read.
 */
export async function readOneImage(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw unsupportedMedia('Send the image as multipart/form-data in the field "image"');
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (image) throw oneFileOnly();
      if (part.fieldname !== 'image') throw badRequest(`Send the image in the field "image", not "${part.fieldname}"`);
      image = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    // app.ts registers multipart with `files: 1`: the parser stops at a second file and says so here.
    if (code === 'FST_FILES_LIMIT') throw oneFileOnly();
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(`The image is larger than ${maxBytes / 1024 / 1024} MiB`);
    throw error;
  }
  if (!image) throw badRequest('No file received: send it in the field "image"');
  return image;
}

const oneFileOnly = () => badRequest('Send one file per request: this upload takes exactly one image, in the field "image"');
