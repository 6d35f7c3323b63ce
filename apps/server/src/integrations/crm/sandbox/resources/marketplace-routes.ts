import { z } from 'zod';
import { assertCompanyAccess, assertLocationAccess, guard, tokenOf } from '../auth';
import { appIdOf, type SandboxApp } from '../deps';
import { CrmApiError, parseOr422 } from '../errors';
import type { InstallEvent } from '../events';
import { withTransaction } from '../sql';
import type { ResourceDeps } from './context';
import { crmIdSchema } from './validation';

/**
 * marketplace.json's `DELETE /marketplace/app/:appId/installations`: an app removes itself from an agency (with an
 * agency token: the agency and all its locations) or from one location. Its tokens there stop working, its custom
 * menu links there go, and the UNINSTALL webhook tells the app, as the CRM does; an app can only uninstall itself.
 */

const body = z.object({
  companyId: crmIdSchema.optional(),
  locationId: crmIdSchema.optional(),
  reason: z.string().max(500).optional(),
});

export function registerMarketplaceRoutes(app: SandboxApp, deps: ResourceDeps): void {
  app.delete<{ Params: { appId: string } }>(
    '/marketplace/app/:appId/installations',
    { preHandler: guard(deps, 'oauth.write') },
    async (request) => {
      const token = tokenOf(request);
      if (request.params.appId !== appIdOf(deps.clients[token.clientKey].clientId)) {
        throw new CrmApiError(403, 'An app can only uninstall itself.');
      }
      const input = parseOr422(body, request.body);
      let locationId: string | null;
      if (token.userType === 'Company') {
        if (!input.companyId) throw new CrmApiError(422, ['companyId: is required with an agency token']);
        assertCompanyAccess(token, input.companyId);
        locationId = input.locationId ?? null;
      } else {
        locationId = token.locationId!;
        if (input.locationId && input.locationId !== locationId) {
          throw new CrmApiError(403, 'The token does not have access to this location.');
        }
      }
      if (locationId) await assertLocationAccess(deps, token, locationId);
      const now = deps.now();
      const removed = await withTransaction(deps.pool, async (client) => {
        // The whole agency: its own install and every location's, its links and all the app's tokens there.
        const { rowCount } = await client.query(
          `DELETE FROM crm_sandbox.app_installs WHERE client_key = $1 AND company_id = $2 AND ($3::text IS NULL OR location_id = $3)`,
          [token.clientKey, token.companyId, locationId],
        );
        await client.query(
          `UPDATE crm_sandbox.tokens SET revoked_at = $4
           WHERE client_key = $1 AND company_id = $2 AND revoked_at IS NULL AND ($3::text IS NULL OR location_id = $3)`,
          [token.clientKey, token.companyId, locationId, now],
        );
        if (!locationId) {
          await client.query('DELETE FROM crm_sandbox.custom_menus WHERE company_id = $1 AND app_id = $2', [
            token.companyId,
            request.params.appId,
          ]);
        } else {
          // One location: the app's menu links leave it, and a link shown nowhere else any more is gone.
          await client.query(
            `UPDATE crm_sandbox.custom_menus SET locations = array_remove(locations, $3) WHERE company_id = $1 AND app_id = $2`,
            [token.companyId, request.params.appId, locationId],
          );
          await client.query(
            `DELETE FROM crm_sandbox.custom_menus WHERE company_id = $1 AND app_id = $2
             AND cardinality(locations) = 0 AND NOT show_to_all_locations AND NOT show_on_company`,
            [token.companyId, request.params.appId],
          );
        }
        return rowCount ?? 0;
      });
      if (removed > 0) {
        const event: InstallEvent = {
          clientKey: token.clientKey,
          appId: request.params.appId,
          installType: locationId ? 'Location' : 'Company',
          companyId: token.companyId,
          ...(locationId ? { locationId } : {}),
          userId: token.userId,
        };
        deps.events.emit('uninstall', event);
      }
      return { success: true };
    },
  );
}
