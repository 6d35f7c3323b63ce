import type { CrmHttp } from './crm-http';
import { type CrmUserType, crmInstalledLocationsSchema, crmLocationTokenSchema, crmTokenSchema } from './crm-oauth-schemas';

/** The CRM's OAuth 2.0 endpoints (`oauth/oauth.json`): form-encoded bodies, JSON answers. */
export function crmOAuthMethods(http: CrmHttp) {
  return {
    /** Trades the authorization code of the chooselocation callback for the first token pair. */
    exchangeCode(input: { clientId: string; clientSecret: string; code: string; redirectUri: string; userType: CrmUserType }) {
      return http.send({
        operation: 'exchangeCode',
        method: 'POST',
        path: '/oauth/token',
        form: {
          client_id: input.clientId,
          client_secret: input.clientSecret,
          grant_type: 'authorization_code',
          code: input.code,
          user_type: input.userType,
          redirect_uri: input.redirectUri,
        },
        schema: crmTokenSchema,
      });
    },

    /**
     * Spends a refresh token for a new pair. Refresh tokens are single use: the answer's refresh_token replaces the
     * old one, which is dead from now on, so this is never retried on a lost answer (the caller holds the lock).
     */
    refreshToken(input: {
      clientId: string;
      clientSecret: string;
      refreshToken: string;
      userType: CrmUserType;
      redirectUri?: string;
    }) {
      return http.send({
        operation: 'refreshToken',
        method: 'POST',
        path: '/oauth/token',
        form: {
          client_id: input.clientId,
          client_secret: input.clientSecret,
          grant_type: 'refresh_token',
          refresh_token: input.refreshToken,
          user_type: input.userType,
          redirect_uri: input.redirectUri,
        },
        schema: crmTokenSchema,
      });
    },

    /** A location token from an agency (Company) token, for a location where the app is installed. */
    locationToken(input: { accessToken: string; companyId: string; locationId: string }) {
      return http.send({
        operation: 'locationToken',
        method: 'POST',
        path: '/oauth/locationToken',
        accessToken: input.accessToken,
        form: { companyId: input.companyId, locationId: input.locationId },
        schema: crmLocationTokenSchema,
      });
    },

    /** The company's locations and whether the app is installed in each (agency token). */
    installedLocations(input: {
      accessToken: string;
      companyId: string;
      appId: string;
      skip?: number;
      limit?: number;
      query?: string;
      isInstalled?: boolean;
      versionId?: string;
    }) {
      return http.send({
        operation: 'installedLocations',
        method: 'GET',
        path: '/oauth/installedLocations',
        accessToken: input.accessToken,
        query: {
          companyId: input.companyId,
          appId: input.appId,
          skip: input.skip,
          limit: input.limit,
          query: input.query,
          isInstalled: input.isInstalled,
          versionId: input.versionId,
        },
        schema: crmInstalledLocationsSchema,
      });
    },
  };
}

/**
 * Where the browser goes to connect: the CRM's consent screen, on the marketplace host (not the API host), where the
 * person picks the agency or locations and approves the scopes; the CRM then calls redirectUri with code and state.
 */
export function crmChooseLocationUrl(input: {
  marketplaceUrl: string;
  clientId: string;
  redirectUri: string;
  scopes: readonly string[];
  state: string;
}): string {
  const url = new URL(`${input.marketplaceUrl.replace(/\/+$/, '')}/oauth/chooselocation`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('scope', input.scopes.join(' '));
  url.searchParams.set('state', input.state);
  return url.toString();
}
