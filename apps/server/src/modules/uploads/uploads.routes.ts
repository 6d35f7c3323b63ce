import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MAX_BYTES, ZUploadedImageResponse, ZUploadQuery } from '@atrium/contracts/uploads';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import { badRequest, payloadTooLarge, unsupportedMedia } from '../../platform/errors';
import { requireUser } from '../../platform/tenancy/actor';
import { saveImage } from './uploads.service';

const MIB = UPLOAD_MAX_BYTES / 1024 / 1024;

export async function uploadRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const uploadsRoot = path.join(app.deps.config.DATA_DIR, 'uploads');
  await fs.mkdir(uploadsRoot, { recursive: true });

  app.post(
    '/api/v1/utils/upload/image',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['Uploads'],
        summary: `Upload an image (multipart field "image"; PNG, JPEG, WebP or GIF up to ${MIB} MiB)`,
        security: [{ bearer: [] }],
        querystring: ZUploadQuery,
        consumes: ['multipart/form-data'],
        response: { 201: ZUploadedImageResponse },
      },
    },
    async (request, reply) => {
      requireUser(request.actor);
      if (!request.isMultipart()) throw unsupportedMedia('Send the image as multipart/form-data in the field "image"');
      const file = await request.file();
      if (!file) throw badRequest('No file received: send it in the field "image"');
      if (file.fieldname !== 'image') throw badRequest(`Send the image in the field "image", not "${file.fieldname}"`);
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw payloadTooLarge(`The image is larger than ${MIB} MiB`);
        throw error;
      }
      const data = await saveImage({ actor: request.actor, uploadsRoot, desiredPath: request.query.desiredPath, bytes });
      return reply.status(201).send({ data });
    },
  );

  // Uploaded files are served as plain images: no sniffing, no scripts, cached for good (names are unique).
  await app.register(fastifyStatic, {
    root: uploadsRoot,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Our own Cache-Control below; send's default (public, max-age=0) would override it.
    cacheControl: false,
    // A folder is a 404 like any unknown path (send would answer 403, telling which upload folders exist).
    allowedPath: (pathname) => !pathname.endsWith('/'),
    setHeaders: (res) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'");
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
}
