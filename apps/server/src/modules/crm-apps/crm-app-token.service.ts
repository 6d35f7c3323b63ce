import { CRM_APP_SCOPES, type TCrmAppAccessToken, type TCrmAppScope } from '@atrium/contracts/v1-auth';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { authenticateApiKey } from '../apps/app-tokens-auth';
import { apps } from '../apps/apps.tables';
import { agencyConnections } from '../crm/crm-agency.service';
import { type Connection, type CrmAppContext, connectionToken, crmFailure } from './crm-app-context';

const isAppScope = (scope: string): scope is TCrmAppScope => (CRM_APP_SCOPES as readonly string[]).includes(scope);

/**
 * The agency connection a token is minted from: among the connected agency (Company) connections granted every
 * declared scope, the one granted the fewest scopes, so the token carries as little beyond the declared ones as the
 * agency's connections allow (the CRM cannot narrow a location token: `POST /oauth/locationToken` takes no scope).
 */
export function narrowestConnection(connections: Connection[], declared: readonly string[]): Connection {
  const agencyWide = connections.filter((c) => c.userType === 'Company');
  const live = agencyWide.filter((c) => c.status === 'connected');
  if (agencyWide.length === 0) throw new AppError(409, 'crm_not_connected', 'The agency has not connected the CRM');
  if (live.length === 0) throw new AppError(409, 'crm_reconnect_needed', 'The CRM connection has to be connected again');
  const covering = live.filter((c) => declared.every((scope) => c.scopes.includes(scope)));
  if (covering.length === 0) {
    throw new AppError(409, 'crm_scope_missing', "The agency's CRM connection was not granted every scope this app declares");
  }
  return covering.reduce((best, c) => (c.scopes.length < best.scopes.length ? c : best));
}

/**
 * `POST /v1/auth/access_token`: an installed app, by its install's API key, gets a short-lived CRM location token for
 * its install's own location, answered with the scopes its listing declares (what the agency agreed to at install).
 */
export async function issueCrmAppToken(
  ctx: CrmAppContext & { apiKey: string | string[] | undefined },
): Promise<TCrmAppAccessToken> {
  const { db } = ctx;
  const identity = await authenticateApiKey({ db, secrets: ctx.secrets, header: ctx.apiKey });
  if (!identity.locationId) {
    throw new AppError(403, 'crm_location_install_required', 'CRM tokens are for an install in a location');
  }
  const [app] = await db.select({ crmScopes: apps.crmScopes }).from(apps).where(eq(apps._id, identity.appId));
  const declared = (app?.crmScopes ?? []).filter(isAppScope);
  if (declared.length === 0) {
    throw new AppError(403, 'crm_scopes_not_declared', 'This app declares no CRM permissions, so it gets no CRM token');
  }
  const [location] = await db
    .select({ crmLocationId: locations.crmLocationId })
    .from(locations)
    .where(eq(locations._id, identity.locationId));
  if (!location?.crmLocationId) {
    throw new AppError(409, 'crm_location_not_linked', 'The location is not linked to a CRM location yet');
  }
  const connection = narrowestConnection([...(await agencyConnections(db, identity.agencyId)).values()], declared);
  try {
    const accessToken = await connectionToken(ctx, connection);
    const token = await ctx.client.locationToken({
      accessToken,
      companyId: connection.crmCompanyId,
      locationId: location.crmLocationId,
    });
    return {
      accessToken: token.access_token,
      tokenType: 'Bearer',
      expiresIn: token.expires_in,
      expiresAt: new Date(Date.now() + token.expires_in * 1000).toISOString(),
      scopes: declared,
      installId: identity.installId,
      locationId: identity.locationId,
      crmLocationId: location.crmLocationId,
      crmCompanyId: connection.crmCompanyId,
    };
  } catch (error) {
    throw crmFailure(error);
  }
}
