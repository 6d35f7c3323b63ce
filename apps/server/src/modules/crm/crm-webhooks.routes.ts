import { crmEndpoints as api } from '@atrium/contracts/crm';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../platform/errors';
import { route } from '../../platform/routes/route';
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
  route(app, api.webhook, ({ db, body, request }) =>
    receiveCrmWebhook({ db, settings: settings(), raw: rawBodies.get(request), headers: request.headers, body }),
  );
}
