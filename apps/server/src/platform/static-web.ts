import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { varyOnEncoding } from './prebuilt-json';
import { createWebIndex } from './web-index';

/**
 * Paths the single-page app never owns: these answer a JSON 404 instead of index.html. A missing
 * script or translation file must fail as missing (the web app then reloads once for a new build),
 * not arrive as HTML.
 */
const NOT_APP_PREFIXES = ['/api/', '/v1/', '/uploads/', '/engine.io', '/assets/', '/locales/'];
export const isApiPath = (url: string) => NOT_APP_PREFIXES.some((p) => url.startsWith(p));

/**
 * The app's pages that run inside the CRM in a frame (the embedded support view, and `/sso`, the sign-in of the
 * CRM's menu links, which then moves inside the app without loading another document); see CRM_FRAME_ORIGINS.
 * `/demo/` holds the demo app's in-CRM page, framed by `/custom_page` inside the CRM's frame.
 */
const CRM_FRAMED_PREFIXES = ['/support/', '/updated_app/support/', '/demo/'];
/**
 * The agency's store as a location sees it inside the CRM (SPEC 2's app views):
 * `/app/:company_id/:planId/:userId/:locationId/:app_creator_app_id/store_services` and `.../product/:productId`.
 * Matched whole, since `/app/:app_id` (an app's marketplace page) must stay unframeable.
 */
const CRM_FRAMED_STORE = /^\/app(\/[^/?#]+){5}\/(store_services|product\/[^/?#]+)\/?(?:[?#]|$)/;
/**
 * A location's chat with its agency's AI agents (SPEC 2's `/:company_id/:userId/ai-agent`), reloaded in the frame, and
 * `/ai-agent`, where the CRM menu's link sends a person on to their own.
 */
const CRM_FRAMED_AGENT = /^(?:\/[^/?#]+\/[^/?#]+)?\/ai-agent\/?(?:[?#]|$)/;
export const isCrmFramedPage = (url: string) =>
  CRM_FRAMED_PREFIXES.some((p) => url.startsWith(p)) ||
  url === '/sso' ||
  url.startsWith('/sso?') ||
  CRM_FRAMED_STORE.test(url) ||
  CRM_FRAMED_AGENT.test(url);

/** Files the build ships with .br and .gz twins (apps/web/vite-plugins/precompress.ts): their answer varies by encoding. */
const PRECOMPRESSED = /\.(js|mjs|css|html|json|svg|txt|xml|map)$/;

export type SendIndex = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * Serves the built web app when it exists. Hashed assets are cached for a year; index.html never,
 * so a new deploy is picked up at once. Text files go out as the build compressed them (brotli or gzip, by
 * Accept-Encoding; docs/decisions/015). Returns the SPA fallback for the not-found handler.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  distDir: string,
  opts: { siteConfig?: (request: FastifyRequest) => unknown } = {},
): Promise<SendIndex | null> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`web app not built (${distDir}); API only`);
    return null;
  }
  // In a context of their own, so the hook below sees only the files.
  await app.register(async (files) => {
    // Vary on the reply, not in setHeaders: CORS's `Vary: Origin` on the reply would replace the raw header.
    files.addHook('onSend', async (request, reply, payload) => {
      if (PRECOMPRESSED.test(request.url.split('?')[0] ?? '')) varyOnEncoding(reply);
      return payload;
    });
    await files.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Our own Cache-Control below; send's default (public, max-age=0) would override it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  });
  const index = createWebIndex({ distDir, siteConfig: opts.siteConfig });
  return (request, reply) => index.send(request, reply);
}
