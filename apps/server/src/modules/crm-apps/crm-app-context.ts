import type { TCrmConnectionKind } from '@atrium/contracts/crm';
import type { Db } from '../../db/client';
import type { CrmClient } from '../../integrations/crm/crm-client';
import { CrmApiError } from '../../integrations/crm/crm-errors';
import { AppError } from '../../platform/errors';
import type { Secrets } from '../../platform/secrets';
import type { crmConnections } from '../crm/crm.tables';
import { crmRefusal } from '../crm/crm-agency.service';
import type { CrmSettings } from '../crm/crm-settings';
import { crmAccessToken } from '../crm/crm-tokens.service';

/** What talking to the CRM for installed apps needs. */
export interface CrmAppContext {
  db: Db;
  secrets: Secrets;
  settings: CrmSettings;
  client: CrmClient;
  log: { warn: (obj: object, message: string) => void };
}

export type Connection = typeof crmConnections.$inferSelect;

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
  const refusal = crmRefusal(error);
  if (refusal) return refusal;
  if (error instanceof CrmApiError) {
    return new AppError(502, 'crm_unavailable', `The CRM refused the request (${error.status})`);
  }
  return new AppError(502, 'crm_unavailable', 'The CRM could not be reached');
}
