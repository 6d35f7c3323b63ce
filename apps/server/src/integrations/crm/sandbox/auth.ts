import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { SandboxDeps } from './deps';
import { CrmApiError } from './errors';
import { findLiveAccessToken, type TokenRow } from './store-tokens';

/** The API versions the CRM accepts in the `Version` header. */
export const API_VERSIONS = ['2021-04-15', '2021-07-28'] as const;

const tokens = new WeakMap<FastifyRequest, TokenRow>();

/** The token a guarded request came with (after `authenticate`). */
export function tokenOf(request: FastifyRequest): TokenRow {
  const token = tokens.get(request);
  if (!token) throw new Error('tokenOf() on a route without authenticate()');
  return token;
}

/**
 * The guard in front of every API route, in the CRM's order: the `Version` header (400 without it), a live
 * bearer token (401 'Invalid JWT'), then the rate limit of the token's app on its location or company (429 with
 * Retry-After). Every answer past the token carries the rate-limit headers, as the CRM's do.
 */
export function authenticate(deps: SandboxDeps): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const version = request.headers.version;
    if (typeof version !== 'string' || version === '') throw new CrmApiError(400, 'Version header was not found');
    if (!(API_VERSIONS as readonly string[]).includes(version)) throw new CrmApiError(400, 'Version header is invalid');
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    const token = match ? await findLiveAccessToken(deps.pool, match[1]!, deps.now()) : null;
    if (!token) throw new CrmApiError(401, 'Invalid JWT');
    const verdict = deps.rateLimiter.hit(token.clientKey, token.locationId ?? token.companyId, deps.now().getTime());
    reply.headers(verdict.headers);
    if (!verdict.allowed) {
      throw new CrmApiError(429, 'Too many requests', { 'retry-after': String(verdict.retryAfterSeconds) });
    }
    tokens.set(request, token);
  };
}

/** Refuses a token without `scope` (any one of several when given a list), as the CRM does: 401. */
export function requireScope(...scopes: string[]): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const token = tokenOf(request);
    if (!scopes.some((s) => token.scopes.includes(s))) {
      throw new CrmApiError(401, 'The token is not authorized for this scope.');
    }
  };
}

/** Refuses a token of the wrong kind (an agency token where a location one is needed, or the reverse). */
export function requireUserType(userType: TokenRow['userType']): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    if (tokenOf(request).userType !== userType) {
      throw new CrmApiError(401, `This route needs a ${userType === 'Company' ? 'Company (agency)' : 'Location'} token.`);
    }
  };
}

/** The guard of most API routes: authenticate, then the scope. */
export const guard = (deps: SandboxDeps, ...scopes: string[]) => [authenticate(deps), requireScope(...scopes)];

/** Refuses a token that may not touch another company's data. */
export function assertCompanyAccess(token: TokenRow, companyId: string): void {
  if (token.companyId !== companyId) throw new CrmApiError(403, 'The token does not have access to this company.');
}

/**
 * Refuses a token that may not touch `locationId`: a Location token reaches its own location only, a Company
 * token the live locations of its own company.
 */
export async function assertLocationAccess(deps: SandboxDeps, token: TokenRow, locationId: string): Promise<void> {
  if (token.userType === 'Location') {
    if (token.locationId !== locationId) throw new CrmApiError(403, 'The token does not have access to this location.');
    return;
  }
  const { rowCount } = await deps.pool.query(
    'SELECT 1 FROM crm_sandbox.locations WHERE id = $1 AND company_id = $2 AND deleted_at IS NULL',
    [locationId, token.companyId],
  );
  if (!rowCount) throw new CrmApiError(403, 'The token does not have access to this location.');
}
