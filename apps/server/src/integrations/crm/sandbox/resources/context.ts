import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { assertLocationAccess, tokenOf } from '../auth';
import { appIdOf, type ClientKey, type SandboxDeps } from '../deps';
import type { CrmWebhookType, WebhookSender } from '../webhooks';
import { assertCrmId } from './validation';

/** What the resource routes work with: the sandbox's deps and the webhook sender. */
export interface ResourceDeps extends SandboxDeps {
  webhooks: WebhookSender;
  log: FastifyBaseLogger;
}

/**
 * The apps that subscribe to the resource events (LocationCreate, ContactUpdate...). At the real CRM each app picks
 * its events in the marketplace; of Atrium's four, the sync app is the one that follows locations and contacts.
 */
const RESOURCE_EVENT_SUBSCRIBERS: readonly ClientKey[] = ['crm_sync'];

/**
 * Sends a resource event to the subscribing apps that are installed where it happened (on the agency itself or on
 * the location), the way the CRM only tells an app about what it is installed on. Called after the change is
 * committed; never awaited by the route, so the API answer does not wait for the install lookup either.
 */
export function announce(
  deps: ResourceDeps,
  event: { type: CrmWebhookType; companyId: string; locationId?: string; body: Record<string, unknown> },
): void {
  deps.pool
    .query<{ client_key: ClientKey }>(
      `SELECT DISTINCT client_key FROM crm_sandbox.app_installs
       WHERE company_id = $1 AND client_key = ANY($2) AND (location_id IS NULL OR location_id = $3)`,
      [event.companyId, RESOURCE_EVENT_SUBSCRIBERS, event.locationId ?? null],
    )
    .then(({ rows }) => {
      for (const { client_key } of rows) {
        deps.webhooks.sendWebhook({
          type: event.type,
          body: { appId: appIdOf(deps.clients[client_key].clientId), ...event.body },
        });
      }
    })
    .catch((error: unknown) => deps.log.error({ err: error, webhook: { type: event.type } }, 'CRM sandbox event not announced'));
}

/** The `:locationId` of a path, once the token may use it (a malformed id is a 404, as a missing one). */
export async function locationInPath(deps: ResourceDeps, request: FastifyRequest<{ Params: { locationId: string } }>) {
  assertCrmId(request.params.locationId, 'Location');
  await assertLocationAccess(deps, tokenOf(request), request.params.locationId);
  return request.params.locationId;
}
