import { UPLOAD_MAX_BYTES } from '@atrium/contracts/uploads';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import { agencyRoutes } from './modules/agencies/agencies.routes';
import { catalogueRoutes } from './modules/apps/catalogue.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { podcastRoutes } from './modules/podcasts/podcasts.routes';
import { siteRoutes } from './modules/site/site.routes';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { userRoutes } from './modules/users/users.routes';
import { authPlugin } from './platform/auth/auth-plugin';
import type { SessionPolicy } from './platform/auth/sessions';
import { registerErrorHandler } from './platform/error-handler';
import { registerOpenApi } from './platform/openapi';
import { createRealtime, type Realtime } from './platform/realtime/realtime';
import { isApiPath, registerStaticWeb } from './platform/static-web';

export interface AppDeps {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps & { policy: SessionPolicy };
    realtime: Realtime;
  }
}

/** Builds the whole app without listening: tests drive it with `app.inject`, main.ts listens. */
export async function buildApp({ config, db, logger = false }: AppDeps) {
  const app = Fastify({
    logger,
    trustProxy: config.TRUST_PROXY,
    // Bodies above 1 MiB are refused before parsing; uploads have their own limit.
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  const policy: SessionPolicy = {
    idleMs: config.SESSION_IDLE_HOURS * 3_600_000,
    absoluteMs: config.SESSION_MAX_DAYS * 86_400_000,
    superAdminEmail: config.SUPER_ADMIN_EMAIL,
  };
  app.decorate('deps', { config, db, logger, policy });

  // 1. Security and transport
  await app.register(helmet, { contentSecurityPolicy: { directives: cspDirectives() }, crossOriginEmbedderPolicy: false });
  await app.register(cors, { origin: config.CORS_ORIGINS, credentials: true });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  // 2. Contracts: validation, serialisation, documentation
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app);
  // 3. The one error handler (before any route, so every context inherits it), with the web app as the fallback
  const sendIndex = await registerStaticWeb(app, config.WEB_DIST_DIR);
  registerErrorHandler(app, (request, reply) =>
    sendIndex && request.method === 'GET' && !isApiPath(request.url) ? sendIndex(reply) : null,
  );
  // 4. Who is asking
  await app.register(authPlugin, { db, policy });
  // 5. Modules
  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(agencyRoutes);
  await app.register(podcastRoutes);
  await app.register(catalogueRoutes);
  await app.register(uploadRoutes);

  app.decorate('realtime', createRealtime({ server: app.server, db, policy, corsOrigins: config.CORS_ORIGINS, log: app.log }));
  app.addHook('onClose', async () => app.realtime.close());
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** Video embeds and their thumbnails are the only third parties the pages load. */
function cspDirectives() {
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https://img.youtube.com', 'https://i.ytimg.com', 'https://i.vimeocdn.com'],
    frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://www.loom.com'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
  };
}
