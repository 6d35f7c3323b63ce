import { createHash, timingSafeEqual } from 'node:crypto';
import { type ClientKey, clientByClientId, type SandboxApp, type SandboxDeps } from './deps';
import { OAuthError } from './errors';
import { fieldOf } from './form-body';
import { withTransaction } from './sql';
import { type CodeRow, spendCode } from './store-codes';
import {
  ACCESS_TOKEN_SECONDS,
  type IssuedToken,
  issueToken,
  revokeFamily,
  spendRefreshToken,
  type UserType,
} from './store-tokens';

/** The token endpoint's answer, field for field as the CRM documents it (GetAccessCodeSuccessfulResponseDto). */
export function tokenResponse({ row, accessToken, refreshToken }: IssuedToken) {
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
    scope: row.scopes.join(' '),
    userType: row.userType,
    companyId: row.companyId,
    ...(row.locationId ? { locationId: row.locationId } : {}),
    ...(row.userType === 'Company'
      ? { approvedLocations: row.approvedLocationIds, isBulkInstallation: row.isBulkInstallation }
      : {}),
    userId: row.userId,
  };
}

const sameSecret = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/** The client the request authenticates as (client_id + client_secret in the body, as the CRM takes them). */
function authenticateClient(deps: SandboxDeps, body: unknown): ClientKey {
  const clientId = fieldOf(body, 'client_id');
  const secret = fieldOf(body, 'client_secret');
  if (!clientId || !secret) throw new OAuthError(400, 'invalid_request', 'client_id and client_secret are required');
  const found = clientByClientId(deps.clients, clientId);
  if (!found || !sameSecret(found.client.clientSecret, secret)) {
    throw new OAuthError(401, 'invalid_client', 'Unknown client or wrong client secret');
  }
  return found.key;
}

function userTypeOf(body: unknown): UserType | undefined {
  const value = fieldOf(body, 'user_type');
  if (value === undefined) return undefined;
  if (value !== 'Company' && value !== 'Location')
    throw new OAuthError(400, 'invalid_request', 'user_type must be Company or Location');
  return value;
}

/** Which token a code gives for the asked user_type: what the consent approved decides what may be asked. */
function tokenShapeOf(code: CodeRow, asked: UserType | undefined) {
  const single = code.installType === 'Location' && code.locationIds.length === 1;
  const userType = asked ?? (single ? 'Location' : 'Company');
  if (userType === 'Location') {
    if (!single) {
      throw new OAuthError(
        400,
        'invalid_grant',
        code.installType === 'Company'
          ? 'The code was approved for the agency: ask for a Company token'
          : 'The code was approved for several locations: ask for a Company token',
      );
    }
    return { userType, locationId: code.locationIds[0]!, approvedLocationIds: [], isBulkInstallation: false };
  }
  // Several locations chosen at once: an agency token over them, as the CRM's bulk installation gives.
  return {
    userType,
    locationId: null,
    approvedLocationIds: code.locationIds,
    isBulkInstallation: code.installType === 'Location',
  };
}

type Outcome = { ok: true; issued: IssuedToken } | { ok: false; error: OAuthError };

async function exchangeCode(deps: SandboxDeps, clientKey: ClientKey, body: unknown): Promise<Outcome> {
  const code = fieldOf(body, 'code');
  if (!code) throw new OAuthError(400, 'invalid_request', 'code is required for grant_type authorization_code');
  const asked = userTypeOf(body);
  const now = deps.now();
  // One transaction: a refusal after the code is spent (wrong app, wrong address) rolls the spending back, except
  // a replay's revocation, which is committed before the refusal is thrown.
  return withTransaction(deps.pool, async (client): Promise<Outcome> => {
    const spent = await spendCode(client, code, now);
    if (spent.kind === 'reused') {
      // RFC 6749 section 4.1.2: a code used twice may have been stolen, so what it gave is revoked.
      await revokeFamily(client, spent.row.familyId, now);
      return { ok: false, error: new OAuthError(400, 'invalid_grant', 'The authorization code was already used') };
    }
    if (spent.kind !== 'spent') throw new OAuthError(400, 'invalid_grant', 'The authorization code is invalid or expired');
    if (spent.row.clientKey !== clientKey)
      throw new OAuthError(400, 'invalid_grant', 'The authorization code was issued to another client');
    if (fieldOf(body, 'redirect_uri') !== spent.row.redirectUri) {
      throw new OAuthError(400, 'invalid_grant', 'redirect_uri does not match the one the code was issued for');
    }
    const shape = tokenShapeOf(spent.row, asked);
    const issued = await issueToken(
      client,
      {
        ...shape,
        familyId: spent.row.familyId,
        clientKey,
        companyId: spent.row.companyId,
        userId: spent.row.userId,
        scopes: spent.row.scopes,
        withRefresh: true,
      },
      now,
    );
    return { ok: true, issued };
  });
}

async function refresh(deps: SandboxDeps, clientKey: ClientKey, body: unknown): Promise<Outcome> {
  const refreshToken = fieldOf(body, 'refresh_token');
  if (!refreshToken) throw new OAuthError(400, 'invalid_request', 'refresh_token is required for grant_type refresh_token');
  const asked = userTypeOf(body);
  const now = deps.now();
  return withTransaction(deps.pool, async (client): Promise<Outcome> => {
    const spent = await spendRefreshToken(client, refreshToken, now);
    if (spent.kind === 'reused') {
      // Rotation's safety net (OAuth 2.0 Security BCP, refresh token rotation): a spent refresh token coming back
      // means two parties hold it, and the server cannot tell the thief from the owner, so the whole family dies
      // and the owner has to be asked for consent again.
      await revokeFamily(client, spent.row.familyId, now);
      return {
        ok: false,
        error: new OAuthError(400, 'invalid_grant', 'The refresh token was already used; its grant is revoked'),
      };
    }
    if (spent.kind === 'unknown') throw new OAuthError(400, 'invalid_grant', 'The refresh token is invalid or expired');
    const { row } = spent;
    if (row.clientKey !== clientKey) throw new OAuthError(400, 'invalid_grant', 'The refresh token was issued to another client');
    if (asked && asked !== row.userType)
      throw new OAuthError(400, 'invalid_grant', `The refresh token is for a ${row.userType} token`);
    const issued = await issueToken(
      client,
      {
        familyId: row.familyId,
        clientKey,
        userType: row.userType,
        companyId: row.companyId,
        locationId: row.locationId,
        userId: row.userId,
        scopes: row.scopes,
        approvedLocationIds: row.approvedLocationIds,
        isBulkInstallation: row.isBulkInstallation,
        withRefresh: true,
      },
      now,
    );
    return { ok: true, issued };
  });
}

/** `POST /oauth/token`: a code or a refresh token for a new access token (and a new refresh token: they rotate). */
export function registerTokenRoute(app: SandboxApp, deps: SandboxDeps): void {
  app.post('/oauth/token', async (request, reply) => {
    const clientKey = authenticateClient(deps, request.body);
    const grantType = fieldOf(request.body, 'grant_type');
    let outcome: Outcome;
    if (grantType === 'authorization_code') outcome = await exchangeCode(deps, clientKey, request.body);
    else if (grantType === 'refresh_token') outcome = await refresh(deps, clientKey, request.body);
    else if (!grantType) throw new OAuthError(400, 'invalid_request', 'grant_type is required');
    else throw new OAuthError(400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
    if (!outcome.ok) throw outcome.error;
    return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(tokenResponse(outcome.issued));
  });
}
