import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge, unsupportedMedia } from '../../platform/errors';

/** The one file of a multipart upload, with the name the sender gave it. */
export interface ReceivedFile {
  bytes: Buffer;
  fileName: string;
}

/**
 * Reads the one file of a multipart upload, sent in the field `field`. Every part is read, so a second file is
 * refused (400) instead of silently dropped; nothing is stored before the whole request has been read. `what`
 * names the file in messages ("the image").
 */
export async function readOneFile(
  request: FastifyRequest,
  opts: { field: string; maxBytes: number; what: string },
): Promise<ReceivedFile> {
  const { field, maxBytes, what } = opts;
  if (!request.isMultipart()) throw unsupportedMedia(`Send ${what} as multipart/form-data in the field "${field}"`);
  const oneFileOnly = () => badRequest(`Send one file per request: this upload takes exactly one file, in the field "${field}"`);
  let received: ReceivedFile | null = null;
  try {
    // app.ts registers multipart with `files: 1` and the image's size; an upload with its own size says so here.
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (received) throw oneFileOnly();
      if (part.fieldname !== field) throw badRequest(`Send ${what} in the field "${field}", not "${part.fieldname}"`);
      received = { bytes: await part.toBuffer(), fileName: part.filename };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    // The parser stops at a second file and says so here.
    if (code === 'FST_FILES_LIMIT') throw oneFileOnly();
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw payloadTooLarge(`${capitalised(what)} is larger than ${maxBytes / 1024 / 1024} MiB`);
    throw error;
  }
  if (!received) throw badRequest(`No file received: send it in the field "${field}"`);
  return received;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Reads the one image of an image upload (the field "image"). */
export async function readOneImage(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  return (await readOneFile(request, { field: 'image', maxBytes, what: 'the image' })).bytes;
}
