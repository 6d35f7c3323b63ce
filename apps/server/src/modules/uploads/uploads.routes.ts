import { zText } from '@atrium/contracts/common';
import { UPLOAD_MAX_BYTES, ZUploadedImageResponse, ZUploadQuery } from '@atrium/contracts/uploads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import { AppError, notFound } from '../../platform/errors';
import { createStorage } from '../../platform/storage/create-storage';
import { readOneImage } from './multipart-image';
import { deleteOrphanUploads } from './orphan-uploads';
import { saveImage } from './uploads.service';

const MIB = UPLOAD_MAX_BYTES / 1024 / 1024;

/** Per person (uploads need sign-in; the address only keys what the sign-in guard lets through anyway). */
const uploaderKey = (request: FastifyRequest) =>
  request.actor.kind === 'user' ? `uploads:user:${request.actor.userId}` : `uploads:ip:${request.ip}`;

export async function uploadRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { config, db } = app.deps;
  const storage = createStorage(config);
  const quotaBytes = Math.floor(config.UPLOAD_QUOTA_MB * 1024 * 1024);

  app.post(
    '/api/v1/utils/upload/image',
    {
      onRequest: requireSignedIn,
      config: {
        rateLimit: {
          max: config.UPLOAD_RATE_LIMIT_PER_MINUTE,
          timeWindow: '1 minute',
          // After the sign-in check (onRequest), so the key is the person and signed-out calls count for nothing.
          hook: 'preHandler',
          keyGenerator: uploaderKey,
          errorResponseBuilder: (_request, context) =>
            new AppError(
              429,
              'rate_limited',
              `Too many uploads: at most ${context.max} a minute. Try again in ${context.after}.`,
            ),
        },
      },
      schema: {
        tags: ['Uploads'],
        summary: `Upload an image (multipart field "image"; PNG, JPEG, WebP or GIF up to ${MIB} MiB; one file per request)`,
        security: [{ bearer: [] }],
        querystring: ZUploadQuery,
        consumes: ['multipart/form-data'],
        response: { 201: ZUploadedImageResponse },
      },
    },
    async (request, reply) => {
      const bytes = await readOneImage(request, UPLOAD_MAX_BYTES);
      const data = await saveImage({
        db,
        storage,
        actor: request.actor,
        desiredPath: request.query.desiredPath,
        bytes,
        quotaBytes,
      });
      return reply.status(201).send({ data });
    },
  );

  // Served from the storage, so with a shared bucket any process serves any upload. Plain images only: no
  // sniffing, no scripts, cached for good (keys are unique). A folder is the same 404 as an unknown file.
  app.get(
    '/uploads/*',
    { schema: { tags: ['Uploads'], summary: 'An uploaded file', params: z.object({ '*': zText() }) } },
    async (request, reply) => {
      const file = await storage.get(request.params['*']);
      if (!file) throw notFound('Upload');
      if (file.length !== undefined) reply.header('content-length', file.length);
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.body);
    },
  );

  await app.jobs?.schedule('uploads.delete-orphans', '17 * * * *', async () => {
    const result = await deleteOrphanUploads({ db, storage, now: new Date(), log: app.log });
    if (result.deleted || result.failed) app.log.info(result, 'orphan uploads cleaned up');
  });
}
