import type { SandboxApp, SandboxDeps } from '../deps';
import type { InstallEvent } from '../events';
import { registerFramePage } from '../frame-page';
import { createWebhookSender, type WebhookSender } from '../webhooks';
import { registerCatalogRoutes } from './catalog-routes';
import { registerCompanyRoutes } from './companies-routes';
import { registerContactReadRoutes } from './contacts-routes';
import { registerContactWriteRoutes } from './contacts-write-routes';
import type { ResourceDeps } from './context';
import { registerConversationRoutes } from './conversations-routes';
import { registerCustomFieldRoutes } from './custom-fields-routes';
import { registerCustomMenuRoutes } from './custom-menus-routes';
import { registerCustomValueRoutes } from './custom-values-routes';
import { registerLocationResourceRoutes } from './locations-routes';
import { registerMarketplaceRoutes } from './marketplace-routes';
import { registerSnapshotRoutes } from './snapshots-routes';
import { registerUserRoutes } from './users-routes';

const senders = new WeakMap<SandboxApp, WebhookSender>();

/** The sandbox's webhook sender (tests wait for its deliveries with `idle()`). */
export function webhookSenderOf(app: SandboxApp): WebhookSender {
  const sender = senders.get(app);
  if (!sender) throw new Error('webhookSenderOf() on an app without registerResources()');
  return sender;
}

/**
 * The INSTALL / UNINSTALL body, as the marketplace sends it (the official SDK's InstallWebhookRequest): the app, the
 * kind of install, the agency (and location), who did it. The sandbox has one version per app: its id is the app's.
 */
async function installBody(deps: SandboxDeps, event: InstallEvent): Promise<Record<string, unknown>> {
  const { rows } = await deps.pool.query<{ name: string }>('SELECT name FROM crm_sandbox.companies WHERE id = $1', [
    event.companyId,
  ]);
  return {
    appId: event.appId,
    versionId: event.appId,
    installType: event.installType,
    companyId: event.companyId,
    ...(event.locationId ? { locationId: event.locationId } : {}),
    userId: event.userId,
    companyName: rows[0]?.name,
    isWhitelabelCompany: false,
  };
}

/** The CRM's resource routes (contacts, locations, users...), its webhooks and its framing page. */
export function registerResources(app: SandboxApp, sandbox: SandboxDeps): void {
  const webhooks = createWebhookSender({
    webhookUrl: sandbox.webhookUrl,
    webhookPrivateKeyPem: sandbox.webhookPrivateKeyPem,
    log: app.log,
    now: sandbox.now,
  });
  senders.set(app, webhooks);
  const deps: ResourceDeps = { ...sandbox, webhooks, log: app.log };

  for (const [event, type] of [
    ['install', 'INSTALL'],
    ['uninstall', 'UNINSTALL'],
  ] as const) {
    sandbox.events.on(event, async (payload) => {
      try {
        webhooks.sendWebhook({ type, body: await installBody(sandbox, payload) });
      } catch (error) {
        app.log.error({ err: error, webhook: { type } }, 'CRM sandbox install webhook not sent');
      }
    });
  }
  app.addHook('onClose', async () => {
    webhooks.close();
    await webhooks.idle();
  });

  registerCompanyRoutes(app, deps);
  registerLocationResourceRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerContactReadRoutes(app, deps);
  registerContactWriteRoutes(app, deps);
  registerCatalogRoutes(app, deps);
  registerSnapshotRoutes(app, deps);
  registerConversationRoutes(app, deps);
  registerCustomMenuRoutes(app, deps);
  registerCustomFieldRoutes(app, deps);
  registerCustomValueRoutes(app, deps);
  registerMarketplaceRoutes(app, deps);
  registerFramePage(app, deps);
}
