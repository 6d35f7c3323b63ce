import { uploadEndpoints as api, UPLOAD_MAX_BYTES } from '@atrium/contracts/uploads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../platform/errors';
import { route } from '../../platform/routes/route';
import { createStorage } from '../../platform/storage/create-storage';
import { readOneImage } from './multipart-image';
import { deleteOrphanUploads } from './orphan-uploads';
import { saveImage } from './uploads.service';

/** Per person (uploads need sign-in; the address only keys what the sign-in guard lets through anyway). */
const uploaderKey = (request: FastifyRequest) =>
  request.actor.kind === 'user' ? `uploads:user:${request.actor.userId}` : `uploads:ip:${request.ip}`;

export async function uploadRoutes(app: FastifyInstance) {
  const { config, db } = app.deps;
  const storage = createStorage(config);
  const quotaBytes = Math.floor(config.UPLOAD_QUOTA_MB * 1024 * 1024);

  route(
    app,
    api.image,
    async ({ actor, query, request }) =>
      saveImage({
        db,
        storage,
        actor,
        desiredPath: query.desiredPath,
        bytes: await readOneImage(request, UPLOAD_MAX_BYTES),
        quotaBytes,
      }),
    {
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
    },
  );

  // Served from the storage, so with a shared bucket any process serves any upload. Plain images only: no
  // sniffing, no scripts, cached for good (keys are unique). A folder is the same 404 as an unknown file. The
  // file is sent here, under its own content type; route() leaves a sent reply alone.
  route(app, api.file, async ({ request, reply }) => {
    // Checked by the endpoint's params schema; typed by hand, as the wildcard has no name the path type could read.
    const file = await storage.get((request.params as { '*': string })['*']);
    if (!file) throw notFound('Upload');
    if (file.length !== undefined) reply.header('content-length', file.length);
    return reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.body);
  });

  await app.jobs?.schedule('uploads.delete-orphans', '17 * * * *', async () => {
    const result = await deleteOrphanUploads({ db, storage, now: new Date(), log: app.log });
    if (result.deleted || result.failed) app.log.info(result, 'orphan uploads cleaned up');
  });
}
