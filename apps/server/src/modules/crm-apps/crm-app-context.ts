import type { TCrmConnectionKind } from '@atrium/contracts/crm';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CrmClient } from '../../integrations/crm/crm-client';
import { CrmApiError, CrmAuthError, CrmRateLimitError } from '../../integrations/crm/crm-errors';
import { AppError } from '../../platform/errors';
import type { Secrets } from '../../platform/secrets';
import { crmConnections } from '../crm/crm.tables';
import type { CrmSettings } from '../crm/crm-settings';
import { CrmReconnectNeededError, crmAccessToken } from '../crm/crm-tokens.service';

/** What talking to the CRM for installed apps needs. */
export interface CrmAppContext {
  db: Db;
  secrets: Secrets;
  settings: CrmSettings;
  client: CrmClient;
  log: { warn: (obj: object, message: string) => void };
}

export type Connection = typeof crmConnections.$inferSelect;

/** The agency's own (not a location's) connections to the CRM. */
export function agencyConnections(db: Db, agencyId: string): Promise<Connection[]> {
  return db
    .select()
    .from(crmConnections)
    .where(and(eq(crmConnections.agencyId, agencyId), isNull(crmConnections.locationId)));
}

/** A live agency token of one connection, refreshed under its lock when need be (crm-tokens.service). */
export function connectionToken(ctx: CrmAppContext, connection: Connection): Promise<string> {
  const app = ctx.settings.apps[connection.kind as TCrmConnectionKind];
  return crmAccessToken({ db: ctx.db, secrets: ctx.secrets, refresher: ctx.client, app, connectionId: connection._id });
}

/** Atrium's public address, as the CRM's callbacks name it: where menu links point. */
export const atriumUrlOf = (settings: CrmSettings) => new URL(settings.apps.app.redirectUri).origin;

/** The CRM's failures in Atrium's words and codes: a connection to redo, a missing scope, the rate limit. */
export function crmFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof CrmReconnectNeededError) {
    return new AppError(409, 'crm_reconnect_needed', 'The CRM connection has to be connected again');
  }
  if (error instanceof CrmAuthError && error.code === 'scope_not_authorized') {
    return new AppError(409, 'crm_scope_missing', 'The CRM connection lacks a permission: connect it again to grant it');
  }
  if (error instanceof CrmRateLimitError) {
    const seconds = Math.ceil((error.retryAfterMs ?? 10_000) / 1000);
    return new AppError(429, 'rate_limited', `The CRM asks to slow down: try again in ${seconds} s`, {
      retryAfterSeconds: seconds,
    });
  }
  if (error instanceof CrmApiError) {
    return new AppError(502, 'crm_unavailable', `The CRM refused the request (${error.status})`);
  }
  return new AppError(502, 'crm_unavailable', 'The CRM could not be reached');
}
