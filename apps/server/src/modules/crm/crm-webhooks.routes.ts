import { crmEndpoints as api } from '@atrium/contracts/crm';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../platform/errors';
import { route } from '../../platform/routes/route';
import { applyCrmAppInstallEvent } from '../crm-apps/crm-app-installs';
import { notifyCrmReconnect } from '../crm-apps/crm-notices';
import { queueCrmWebhookSync } from '../crm-sync/crm-sync-webhooks';
import type { CrmSettings } from './crm-settings';
import { receiveCrmWebhook } from './crm-webhooks.service';

/** The bodies as received, for the signature: the signature covers the bytes, not a re-serialised object. */
const rawBodies = new WeakMap<object, string>();
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** Registered in a plugin of its own, so only this route keeps raw bodies. */
export async function crmWebhookRoutes(app: FastifyInstance, { settings }: { settings: () => CrmSettings }) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(badRequest('The body is not JSON'), undefined);
    }
  });
  route(app, api.webhook, async ({ db, body, request }) => {
    // Recorded and applied together: if applying fails, the webhook is not recorded and the CRM's retry applies it.
    const { answer, reconnect } = await db.transaction(async (tx) => {
      const answer = await receiveCrmWebhook({
        db: tx,
        settings: settings(),
        raw: rawBodies.get(request),
        headers: request.headers,
        body,
      });
      if (answer.duplicate) return { answer, reconnect: [] };
      const { reconnect } = await applyCrmAppInstallEvent({ db: tx, settings: settings(), body });
      return { answer, reconnect };
    });
    // The admins hear of an uninstalled app once its mark has committed (a repeated delivery turns nothing).
    for (const connectionId of reconnect) {
      await notifyCrmReconnect(db, connectionId).catch((error: Error) =>
        request.log.error({ error: error.name }, 'CRM uninstall notice not sent'),
      );
    }
    // The sync reads what the event names on the job queue; a failure to queue is logged, the webhook still counts.
    if (!answer.duplicate) {
      // The CRM's app id is its client id's first part.
      const syncAppId = settings().apps.crm_sync.clientId.split('-')[0];
      await queueCrmWebhookSync({ db, jobs: app.jobs }, body, syncAppId).catch((error: Error) =>
        request.log.error({ error: error.name, type: body.type }, 'CRM webhook not queued for the sync'),
      );
    }
    return answer;
  });
}
