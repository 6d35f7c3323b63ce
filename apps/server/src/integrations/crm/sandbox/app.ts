import Fastify from 'fastify';
import { seedSandboxDemo } from './demo-data';
import type { CrmSandboxOptions, SandboxApp, SandboxDeps } from './deps';
import { registerSandboxErrorHandler } from './errors';
import { SandboxEvents } from './events';
import { registerFormParser } from './form-body';
import { registerConsentRoutes } from './oauth-consent';
import { registerLocationRoutes } from './oauth-locations';
import { registerTokenRoute } from './oauth-token';
import { RateLimiter } from './rate-limit';
import { registerResources } from './resources/index';
import { RESOURCES_SCHEMA_SQL } from './resources/schema';
import { ensureSandboxSchema } from './schema';

export type CrmSandbox = SandboxApp;

const depsOfApps = new WeakMap<SandboxApp, SandboxDeps>();

/** The deps a sandbox app was built with (its clock, clients, events...). */
export function sandboxDepsOf(app: SandboxApp): SandboxDeps {
  const deps = depsOfApps.get(app);
  if (!deps) throw new Error('sandboxDepsOf() on an app buildCrmSandbox() did not build');
  return deps;
}

/**
 * The local CRM: a Fastify app of its own speaking the CRM's protocol (OAuth, the API, webhooks), its data in the
 * `crm_sandbox` schema of the given database. Builds without listening, like Atrium's buildApp; creates its tables
 * (and loads the demo into an empty sandbox) first.
 */
export async function buildCrmSandbox(options: CrmSandboxOptions): Promise<CrmSandbox> {
  const deps: SandboxDeps = {
    pool: options.pool,
    clients: options.clients,
    ssoSecret: options.ssoSecret,
    webhookUrl: options.webhookUrl,
    webhookPrivateKeyPem: options.webhookPrivateKeyPem,
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    now: options.now ?? (() => new Date()),
    rateLimiter: new RateLimiter(options.rateLimit),
    events: new SandboxEvents(),
    snapshotPushes: { failureRate: 0, failingAssets: [], stepMs: 400, random: Math.random, ...options.snapshotPushes },
  };
  await ensureSandboxSchema(deps.pool, RESOURCES_SCHEMA_SQL, options.demoData === false ? undefined : seedSandboxDemo);

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });
  registerSandboxErrorHandler(app);
  registerFormParser(app);
  registerConsentRoutes(app, deps);
  registerTokenRoute(app, deps);
  registerLocationRoutes(app, deps);
  // The CRM's resources (h2's): contacts, locations, users, workflows, products, menus, fields, conversations,
  // snapshots, the webhooks and the framing page.
  registerResources(app, deps);
  depsOfApps.set(app, deps);
  return app;
}
