import { z } from 'zod';
import { assertCompanyAccess, assertLocationAccess, authenticate, requireScope, requireUserType, tokenOf } from './auth';
import { appIdOf, type SandboxApp, type SandboxDeps } from './deps';
import { CrmApiError, parseOr422 } from './errors';
import { tokenResponse } from './oauth-token';
import { isInstalledOnLocation, listInstalledLocations } from './store-installs';
import { issueToken } from './store-tokens';

const LocationTokenBody = z.object({
  companyId: z.string().min(1, 'companyId must be a string'),
  locationId: z.string().min(1, 'locationId must be a string'),
});

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const count = (fallback: number, max: number) =>
  z.coerce
    .number()
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(max, `must be at most ${max}`)
    .default(fallback);

const InstalledLocationsQuery = z.object({
  companyId: z.string().min(1, 'companyId must be a string'),
  appId: z.string().min(1, 'appId must be a string'),
  skip: count(0, 1_000_000),
  limit: count(20, 500),
  query: z.string().max(200).optional(),
  isInstalled: flag.optional(),
  // Accepted as the CRM accepts them; the sandbox has one version per app, no trials and no paid plans.
  versionId: z.string().optional(),
  onTrial: flag.optional(),
  planId: z.string().optional(),
});

/** The agency token's own calls: a location token for one location, and where the app is installed. */
export function registerLocationRoutes(app: SandboxApp, deps: SandboxDeps): void {
  app.post(
    '/oauth/locationToken',
    { preHandler: [authenticate(deps), requireUserType('Company'), requireScope('oauth.write')] },
    async (request, reply) => {
      const agency = tokenOf(request);
      const body = parseOr422(LocationTokenBody, request.body);
      assertCompanyAccess(agency, body.companyId);
      await assertLocationAccess(deps, agency, body.locationId);
      if (!(await isInstalledOnLocation(deps.pool, agency.clientKey, agency.companyId, body.locationId))) {
        throw new CrmApiError(400, 'The app is not installed on this location.');
      }
      const issued = await issueToken(
        deps.pool,
        {
          // Same family as the agency token: revoking the grant revokes the location tokens made from it.
          familyId: agency.familyId,
          clientKey: agency.clientKey,
          userType: 'Location',
          companyId: agency.companyId,
          locationId: body.locationId,
          userId: agency.userId,
          scopes: agency.scopes,
          withRefresh: false,
        },
        deps.now(),
      );
      return reply.header('cache-control', 'no-store').send(tokenResponse(issued));
    },
  );

  app.get(
    '/oauth/installedLocations',
    { preHandler: [authenticate(deps), requireUserType('Company'), requireScope('oauth.readonly')] },
    async (request) => {
      const agency = tokenOf(request);
      const query = parseOr422(InstalledLocationsQuery, request.query);
      assertCompanyAccess(agency, query.companyId);
      const appId = appIdOf(deps.clients[agency.clientKey].clientId);
      if (query.appId !== appId && query.appId !== deps.clients[agency.clientKey].clientId) {
        throw new CrmApiError(403, 'The token does not belong to this app.');
      }
      return listInstalledLocations(deps.pool, {
        clientKey: agency.clientKey,
        companyId: agency.companyId,
        query: query.query,
        isInstalled: query.isInstalled,
        skip: query.skip,
        limit: query.limit,
      });
    },
  );
}
