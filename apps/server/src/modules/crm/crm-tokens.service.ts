import type { TCrmConnectionKind } from '@atrium/contracts/crm';
import { eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { DbOrTx } from '../../db/client';
import { CrmApiError } from '../../integrations/crm/crm-errors';
import type { CrmToken } from '../../integrations/crm/crm-oauth-schemas';
import type { Secrets } from '../../platform/secrets';
import { notifyCrmReconnect } from '../crm-apps/crm-notices';
import { crmConnections } from './crm.tables';

/** Refreshed this long before expiry, so a token never dies during a sync or between two calls of one request. */
export const REFRESH_AHEAD_MS = 5 * 60_000;

/** The OAuth app (client credentials) of one connection kind. */
export interface CrmOAuthApp {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** What refreshing needs from the CRM client (integrations/crm): one call, so tests and callers pass the client. */
export interface CrmTokenRefresher {
  refreshToken(input: {
    clientId: string;
    clientSecret: string;
    refreshToken: string;
    userType: 'Company' | 'Location';
    redirectUri?: string;
  }): Promise<CrmToken>;
}

/** The CRM refused the refresh: the connection is marked and only a new consent brings it back. */
export class CrmReconnectNeededError extends Error {
  override name = 'CrmReconnectNeededError';
  constructor(readonly connectionId: string) {
    super('The CRM connection needs to be connected again');
  }
}

type Connection = typeof crmConnections.$inferSelect;

// Each token is bound to its row and role, so a sealed value copied into another row or column does not open.
const accessContext = (id: string) => `crm-connection:${id}:access`;
const refreshContext = (id: string) => `crm-connection:${id}:refresh`;

function tokenColumns(secrets: Secrets, id: string, token: CrmToken, now: Date) {
  return {
    accessTokenSealed: secrets.seal(token.access_token, accessContext(id)),
    refreshTokenSealed: secrets.seal(token.refresh_token, refreshContext(id)),
    expiresAt: new Date(now.getTime() + token.expires_in * 1000),
    scopes: token.scope.split(/\s+/).filter(Boolean),
  };
}

/**
 * Saves the tokens of a consent: a new connection, or the same agency's (or location's) connection of that kind
 * connected again, which also clears `needs_reconnect`.
 */
export async function saveCrmConnection(opts: {
  db: DbOrTx;
  secrets: Secrets;
  agencyId: string;
  locationId?: string | null;
  kind: TCrmConnectionKind;
  token: CrmToken;
  now?: Date;
}): Promise<Connection> {
  const { db, secrets, token, now = new Date() } = opts;
  const [existing] = await db
    .select({ _id: crmConnections._id })
    .from(crmConnections)
    .where(
      sql`${crmConnections.agencyId} = ${opts.agencyId} and ${crmConnections.kind} = ${opts.kind}
        and ${crmConnections.locationId} is not distinct from ${opts.locationId ?? null}`,
    );
  const identity = {
    userType: token.userType,
    crmCompanyId: token.companyId,
    crmLocationId: token.locationId ?? null,
    crmUserId: token.userId,
    status: 'connected' as const,
    refreshedAt: now,
  };
  if (existing) {
    const [row] = await db
      .update(crmConnections)
      .set({ ...identity, ...tokenColumns(secrets, existing._id, token, now) })
      .where(eq(crmConnections._id, existing._id))
      .returning();
    return row!;
  }
  // The id is chosen here because sealing binds each token to it.
  const _id = uuidv7();
  const [row] = await db
    .insert(crmConnections)
    .values({
      _id,
      agencyId: opts.agencyId,
      locationId: opts.locationId ?? null,
      kind: opts.kind,
      ...identity,
      ...tokenColumns(secrets, _id, token, now),
    })
    .returning();
  return row!;
}

const openAccess = (secrets: Secrets, row: Connection) => secrets.open(row.accessTokenSealed, accessContext(row._id));

/** A refusal of the grant itself, as opposed to the CRM or the network failing for a while. */
const refusesGrant = (error: unknown) => error instanceof CrmApiError && (error.status === 400 || error.status === 401);

/**
 * A live access token for a connection, refreshed first when it expires within REFRESH_AHEAD_MS.
 *
 * Refresh tokens are single use: two processes refreshing the same connection at once would spend one token twice,
 * and the CRM answers the second by revoking the whole family. So the refresh runs under a PostgreSQL advisory lock
 * per connection, and whoever gets the lock second reads the row again and finds it already fresh.
 */
export async function crmAccessToken(opts: {
  db: DbOrTx;
  secrets: Secrets;
  refresher: CrmTokenRefresher;
  app: CrmOAuthApp;
  connectionId: string;
  now?: () => Date;
}): Promise<string> {
  const { db, secrets, connectionId, now = () => new Date() } = opts;
  const fresh = (row: Connection) => row.expiresAt.getTime() - now().getTime() > REFRESH_AHEAD_MS;
  const [row] = await db.select().from(crmConnections).where(eq(crmConnections._id, connectionId));
  if (!row) throw new Error(`No CRM connection ${connectionId}`);
  if (row.status === 'needs_reconnect') throw new CrmReconnectNeededError(connectionId);
  if (fresh(row)) return openAccess(secrets, row);

  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`crm-connection:${connectionId}`}, 0))`);
    const [locked] = await tx.select().from(crmConnections).where(eq(crmConnections._id, connectionId));
    if (!locked) throw new Error(`No CRM connection ${connectionId}`);
    if (locked.status === 'needs_reconnect') return { reconnect: true as const };
    if (fresh(locked)) return { token: openAccess(secrets, locked) };
    let token: CrmToken;
    try {
      token = await opts.refresher.refreshToken({
        clientId: opts.app.clientId,
        clientSecret: opts.app.clientSecret,
        refreshToken: secrets.open(locked.refreshTokenSealed, refreshContext(connectionId)),
        userType: locked.userType,
        redirectUri: opts.app.redirectUri,
      });
    } catch (error) {
      if (!refusesGrant(error)) throw error;
      // Marked in this transaction, which then commits: the caller learns of it by the error below.
      await tx.update(crmConnections).set({ status: 'needs_reconnect' }).where(eq(crmConnections._id, connectionId));
      return { reconnect: true as const, turned: true };
    }
    await tx
      .update(crmConnections)
      .set({ ...tokenColumns(secrets, connectionId, token, now()), refreshedAt: now() })
      .where(eq(crmConnections._id, connectionId));
    return { token: token.access_token };
  });
  if ('reconnect' in outcome) {
    // Only the refresh that turned it tells the agency's admins: once per turn, after the mark has committed.
    if ('turned' in outcome) await notifyCrmReconnect(db, connectionId).catch(() => undefined);
    throw new CrmReconnectNeededError(connectionId);
  }
  return outcome.token;
}
