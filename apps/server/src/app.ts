import { constants as zlibConstants } from 'node:zlib';
import { ZAppFilterQuery } from '@atrium/contracts/apps';
import { UPLOAD_MAX_BYTES } from '@atrium/contracts/uploads';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import type { EmbeddedState } from './db/embedded-supervisor';
import type { AiBackend } from './integrations/ai/ai';
import { aiBackendFromConfig } from './integrations/ai/ai-from-config';
import type { Payments } from './integrations/payments/payments';
import { timeStripeCalls } from './integrations/payments/stripe-timing';
import { agencyRoutes } from './modules/agencies/agencies.routes';
import { locationRoutes } from './modules/agencies/locations.routes';
import { agentKnowledgeRoutes } from './modules/ai-agents/agent-knowledge.routes';
import { agentRoutes } from './modules/ai-agents/ai-agents.routes';
import { chatConversationRoutes } from './modules/ai-agents/chat-conversations.routes';
import type { RetrieveKnowledge } from './modules/ai-agents/retrieve-port';
import { agentRetrieval } from './modules/ai-knowledge/agent-retrieval';
import { aiKnowledgeJobs } from './modules/ai-knowledge/ai-knowledge.jobs';
import { embedderFromConfig } from './modules/ai-knowledge/knowledge-embedder';
import { appBillingRoutes } from './modules/app-billing/app-billing.routes';
import { appTokenRoutes } from './modules/apps/app-tokens.routes';
import { categoryTranslationRoutes } from './modules/apps/category-translations.routes';
import { consoleRoutes } from './modules/apps/console.routes';
import { installRoutes } from './modules/apps/installs.routes';
import { reviewRoutes } from './modules/apps/reviews.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { searchCatalogue } from './modules/catalogue/catalogue.service';
import { crmRoutes } from './modules/crm/crm.routes';
import type { CrmSettings } from './modules/crm/crm-settings';
import { crmAppRoutes } from './modules/crm-apps/crm-apps.routes';
import { crmImportRoutes } from './modules/crm-imports/crm-imports.routes';
import { crmSsoRoutes } from './modules/crm-sso/crm-sso.routes';
import { crmSyncRoutes } from './modules/crm-sync/crm-sync.routes';
import { educationRoutes } from './modules/education/education.routes';
import { registerDraining } from './modules/health/draining';
import { healthRoutes } from './modules/health/health.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { podcastRoutes } from './modules/podcasts/podcasts.routes';
import { prospectRoutes } from './modules/prospects/prospects.routes';
import { roadmapRoutes } from './modules/roadmap/roadmap.routes';
import { siteRoutes } from './modules/site/site.routes';
import { siteConfigOf } from './modules/site/site-config';
import { snapshotRoutes } from './modules/snapshots/snapshots.routes';
import { storeRoutes } from './modules/store/store.routes';
import { supportRoutes } from './modules/support/support.routes';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { accountRoutes } from './modules/users/account.routes';
import { userRoutes } from './modules/users/users.routes';
import { authPlugin } from './platform/auth/auth-plugin';
import type { SessionPolicy } from './platform/auth/sessions';
import { createContentWrites } from './platform/content-writes';
import { createMailer, type Mailer } from './platform/email/mailer';
import { outboxRoutes } from './platform/email/outbox.routes';
import { frameworkErrors, registerErrorHandler } from './platform/error-handler';
import { jobsPlugin } from './platform/jobs/jobs-plugin';
import { registerOpenApi } from './platform/openapi';
import { COMPRESS_THRESHOLD, DYNAMIC_BROTLI_QUALITY } from './platform/prebuilt-json';
import { createPubSub, type PubSub, poolOf } from './platform/pubsub/pubsub';
import { pgRateLimitStore } from './platform/rate-limit/pg-store';
import { createRealtime, type Realtime } from './platform/realtime/realtime';
import { loadSecrets, type Secrets } from './platform/secrets';
import { securityHeadersPlugin } from './platform/security-headers';
import { isApiPath, isCrmFramedPage, registerStaticWeb } from './platform/static-web';
import { EARLY_GETS_SCRIPT_SOURCE } from './platform/web-index';

export interface AppDeps {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** The embedded database's supervisor state; health answers degraded while it is not `up`. */
  databaseState?: () => EmbeddedState;
  /** The CRM (real, or the sandbox main.ts starts); without it the CRM routes answer 503. */
  crm?: CrmSettings | null;
  /** Stripe (real, or the sandbox main.ts starts); without it the payment routes answer 503. */
  payments?: Payments | null;
  /** The AI backend agents answer with; by default AI_BASE_URL's service, or the extractive answerer (decision 032). */
  ai?: AiBackend;
  /** Knowledge retrieval for agents (the ai-knowledge module's); without it agents find nothing and say so. */
  retrieveKnowledge?: RetrieveKnowledge;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps & {
      policy: SessionPolicy;
      secrets: Secrets;
      mailer: Mailer;
      ai: AiBackend;
      retrieveKnowledge: RetrieveKnowledge;
    };
    realtime: Realtime;
    /** Signals to every server process on this database (cache invalidation). */
    pubsub: PubSub;
  }
}

/** Builds the whole app without listening: tests drive it with `app.inject`, main.ts listens. */
export async function buildApp({
  config,
  db,
  logger = false,
  databaseState,
  crm = null,
  payments = null,
  ai = aiBackendFromConfig(config),
  retrieveKnowledge = agentRetrieval(embedderFromConfig(config)),
}: AppDeps) {
  const app = Fastify({
    logger,
    trustProxy: config.TRUST_PROXY,
    // Bodies above 1 MiB are refused before parsing; uploads have their own limit.
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    // registerDraining answers requests that arrive while closing, in our error shape.
    return503OnClosing: false,
    // A path Fastify cannot decode is answered before routing: in our error shape too.
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  const policy: SessionPolicy = {
    idleMs: config.SESSION_IDLE_HOURS * 3_600_000,
    absoluteMs: config.SESSION_MAX_DAYS * 86_400_000,
    superAdminEmail: config.SUPER_ADMIN_EMAIL,
  };
  // Loaded before any route: a bad key file stops the start instead of failing the first request.
  const secrets = await loadSecrets({ configuredKey: config.CREDENTIALS_KEY, dataDir: config.DATA_DIR });
  // Mail goes out over SMTP_URL, or stays in the outbox table (platform/email/send-email.ts).
  const mailer = createMailer({ config, log: app.log });
  app.addHook('onClose', async () => mailer.close());
  app.decorate('deps', { config, db, logger, databaseState, crm, payments, policy, secrets, mailer, ai, retrieveKnowledge });
  registerDraining(app);
  // Server-Timing: how long a request waited on Stripe, told apart from Atrium's own time (decision 030).
  if (payments) timeStripeCalls(app, payments.stripe);
  // One listening connection per app; a publish after close is delivered in this process only.
  app.decorate('pubsub', createPubSub({ pool: poolOf(db), log: app.log }));
  app.addHook('onClose', async () => app.pubsub.close());
  // Writes of content that others follow (the AI knowledge index), announced in this process.
  app.decorate('contentWrites', createContentWrites());

  // 1. Security and transport
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: { directives: cspDirectives(payments) },
    crossOriginEmbedderPolicy: false,
    // JSON answers get the API set; the API's own documentation is a page (scripts, styles) and keeps the document's.
    isApi: (url) => (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith('/v1/'),
    // The embedded support view runs inside the CRM's pages.
    // The CRM sandbox started with the server (no CRM_API_URL) frames them from its own address.
    framed: {
      isFramed: isCrmFramedPage,
      ancestors: [...config.CRM_FRAME_ORIGINS, ...(crm && !config.CRM_API_URL ? [new URL(crm.marketplaceUrl).origin] : [])],
    },
  });
  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  // Route limits count in PostgreSQL, shared by every process; if it fails they are skipped (see pg-store.ts).
  await app.register(rateLimit, { global: false, store: pgRateLimitStore({ db, log: app.log }), skipOnError: true });
  // One file per request: the upload route reads every part, so a second file is a 400, never a silent drop.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  // 2. Contracts: validation, serialisation, documentation
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app);
  // 3. The one error handler (before any route, so every context inherits it), with the web app as the fallback
  // The page carries the site configuration, so the app does not ask for it first (docs/decisions/015).
  const sendIndex = await registerStaticWeb(app, config.WEB_DIST_DIR, { siteConfig: (request) => siteConfigOf(request, config) });
  registerErrorHandler(app, (request, reply) =>
    sendIndex && request.method === 'GET' && !isApiPath(request.url) ? sendIndex(request, reply) : null,
  );
  // Answers of 1 kB and more, compressed per request (brotli at quality 5, or gzip). Registered after the web
  // app's files, which are compressed at build time, and before the modules; kept answers bring their own twins.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  });
  // 4. Who is asking
  await app.register(authPlugin, { db, policy });
  // 5. The socket server, before the modules so they can handle what tabs send
  app.decorate('realtime', createRealtime({ server: app.server, db, policy, corsOrigins: config.CORS_ORIGINS, log: app.log }));
  app.addHook('onClose', async () => app.realtime.close());
  // Background and scheduled work (modules declare theirs when they register)
  await app.register(jobsPlugin, { enabled: config.JOBS === 'on', db });
  // 6. Modules
  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(accountRoutes);
  await app.register(outboxRoutes);
  await app.register(agencyRoutes);
  await app.register(podcastRoutes);
  await app.register(catalogueRoutes);
  await app.register(categoryTranslationRoutes);
  await app.register(consoleRoutes);
  await app.register(reviewRoutes);
  await app.register(appTokenRoutes);
  await app.register(installRoutes);
  await app.register(locationRoutes);
  await app.register(uploadRoutes);
  await app.register(educationRoutes);
  await app.register(supportRoutes);
  await app.register(roadmapRoutes);
  await app.register(notificationRoutes);
  await app.register(crmRoutes);
  await app.register(crmImportRoutes);
  await app.register(prospectRoutes);
  await app.register(crmSyncRoutes);
  await app.register(crmSsoRoutes);
  await app.register(crmAppRoutes);
  await app.register(snapshotRoutes);
  await app.register(paymentRoutes);
  await app.register(storeRoutes);
  await app.register(appBillingRoutes);
  // No routes yet: the knowledge index follows the content the modules above write (issue 24).
  await app.register(aiKnowledgeJobs);
  // The agents' suggest tool searches the catalogue, which no module may import (.dependency-cruiser.cjs).
  await app.register(agentRoutes, {
    searchApps: async (db, q) =>
      (await searchCatalogue({ db, query: ZAppFilterQuery.parse({ q: q || undefined, limit: 3 }) })).data,
  });
  await app.register(agentKnowledgeRoutes);
  await app.register(chatConversationRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * Video embeds and their thumbnails are the only third parties the pages load, besides the card form's (decision
 * 029): the Stripe sandbox's card frame from its own origin (plain http on a fresh machine), or with the real Stripe,
 * Stripe.js from js.stripe.com talking to api.stripe.com (its frames are https, already allowed).
 */
function cspDirectives(payments: Payments | null) {
  const sandbox = payments?.sandboxUrl ? [new URL(payments.sandboxUrl).origin] : [];
  const stripeJs = payments && !payments.sandboxUrl;
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https://img.youtube.com', 'https://i.ytimg.com', 'https://i.vimeocdn.com'],
    // Any https page: an app's custom page (/custom_page/:app_id) is the developer's own site, shown in a
    // sandboxed frame without allow-same-origin. The help and app video hosts are https too. 'self' for the demo
    // app's in-CRM page, which Atrium serves (/demo/): over plain http, 'https:' alone would refuse it.
    frameSrc: ["'self'", 'https:', ...sandbox],
    connectSrc: ["'self'", 'ws:', 'wss:', ...(stripeJs ? ['https://api.stripe.com'] : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // The one inline script, which starts a first screen's data with the HTML (platform/web-index.ts).
    scriptSrc: ["'self'", EARLY_GETS_SCRIPT_SOURCE, ...(stripeJs ? ['https://js.stripe.com'] : [])],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
  };
}
