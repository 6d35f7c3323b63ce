import { CRM_IMPORT_MAX_BYTES } from '@atrium/contracts/crm-imports';
import type { FastifyRequest } from 'fastify';
import { badRequest, payloadTooLarge, unsupportedMedia } from '../../platform/errors';

const MAX_MB = CRM_IMPORT_MAX_BYTES / 1024 / 1024;

/**
 * The one CSV file of an import upload, in the field "file", with its name. Multipart keeps the bytes as they are on
 * disk, so the server (not the browser) reads the encoding; a text body would already be decoded, or mangled.
 */
export async function readCsvUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw unsupportedMedia('Send the CSV file as multipart/form-data in the field "file"');
  let file: { bytes: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: CRM_IMPORT_MAX_BYTES, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') throw badRequest(`Send the CSV file in the field "file", not "${part.fieldname}"`);
      file = { bytes: await part.toBuffer(), fileName: part.filename };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest('Send one CSV file per import');
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge(`The file is larger than ${MAX_MB} MB: split it and import the parts`);
    }
    throw error;
  }
  if (!file) throw badRequest('No file received: send the CSV file in the field "file"');
  return file;
}
