import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Paths the single-page app never owns: these answer a JSON 404 instead of index.html. A missing
 * script or translation file must fail as missing (the web app then reloads once for a new build),
 * not arrive as HTML.
 */
const NOT_APP_PREFIXES = ['/api/', '/v1/', '/uploads/', '/engine.io', '/assets/', '/locales/'];
export const isApiPath = (url: string) => NOT_APP_PREFIXES.some((p) => url.startsWith(p));

/** The app's pages that run inside the CRM in a frame (the embedded support view); see CRM_FRAME_ORIGINS. */
const CRM_FRAMED_PREFIXES = ['/support/', '/updated_app/support/'];
export const isCrmFramedPage = (url: string) => CRM_FRAMED_PREFIXES.some((p) => url.startsWith(p));

/**
 * Serves the built web app when it exists. Hashed assets are cached for a year; index.html never,
 * so a new deploy is picked up at once. Returns the SPA fallback for the not-found handler.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string,
): Promise<((reply: FastifyReply) => FastifyReply) | null> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`web app not built (${distDir}); API only`);
    return null;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // Our own Cache-Control below; send's default (public, max-age=0) would override it.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html', distDir);
}
