import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CrmClient } from '../../integrations/crm/crm-client';
import { CrmApiError, CrmAuthError } from '../../integrations/crm/crm-errors';
import { setBounded } from '../../platform/bounded-map';
import type { Jobs } from '../../platform/jobs/jobs';
import type { Realtime } from '../../platform/realtime/realtime';
import type { Secrets } from '../../platform/secrets';
import { crmConnections } from '../crm/crm.tables';
import type { CrmSettings } from '../crm/crm-settings';
import { crmAccessToken, REFRESH_AHEAD_MS } from '../crm/crm-tokens.service';

/** What the sync needs around it: the database, the sealing keys, the CRM, and (when running) the queue and sockets. */
export interface CrmSyncDeps {
  db: Db;
  secrets: Secrets;
  settings: CrmSettings;
  client: CrmClient;
  /** Null in tests: a queued run waits for `runQueuedCrmSyncs`. */
  jobs: Jobs | null;
  realtime: Pick<Realtime, 'to'> | null;
  log: { warn: (obj: object, message: string) => void; error: (obj: object, message: string) => void };
}

/** The run stops with this message (no connection, a reconnect needed): nothing more can be read. */
export class CrmSyncStopped extends Error {
  override name = 'CrmSyncStopped';
}

/** The agency's `crm_sync` connection, or null when it has none fit to read with. */
export async function syncConnection(db: Db, agencyId: string) {
  const [row] = await db
    .select({ _id: crmConnections._id, crmCompanyId: crmConnections.crmCompanyId, status: crmConnections.status })
    .from(crmConnections)
    .where(
      and(
        eq(crmConnections.agencyId, agencyId),
        eq(crmConnections.kind, 'crm_sync'),
        isNull(crmConnections.locationId),
        eq(crmConnections.userType, 'Company'),
      ),
    );
  return row ?? null;
}

/**
 * Location tokens the agency token has asked for, kept in this process until shortly before they expire. The CRM
 * counts every `POST /oauth/locationToken` against the company's 100 requests per 10 seconds, so asking again for each
 * of 200 locations on every hourly run would spend the whole window on tokens (docs/decisions/024). Memory only:
 * never stored, never logged.
 */
const locationTokens = new Map<string, { token: string; expiresAt: number }>();
const MAX_CACHED_TOKENS = 20_000;

/** The CRM as one agency's sync sees it: its company id and fresh agency and location tokens. */
export async function openCrmForAgency(deps: CrmSyncDeps, agencyId: string) {
  const connection = await syncConnection(deps.db, agencyId);
  if (!connection) throw new CrmSyncStopped('Connect the CRM (crm sync) first');
  if (connection.status === 'needs_reconnect') throw new CrmSyncStopped('The CRM connection has to be connected again');
  const app = deps.settings.apps.crm_sync;
  const agencyToken = () =>
    crmAccessToken({ db: deps.db, secrets: deps.secrets, refresher: deps.client, app, connectionId: connection._id });

  const locationToken = async (crmLocationId: string, fresh = false) => {
    const key = `${connection._id}:${crmLocationId}`;
    const cached = locationTokens.get(key);
    if (!fresh && cached && cached.expiresAt - Date.now() > REFRESH_AHEAD_MS) return cached.token;
    const answer = await deps.client.locationToken({
      accessToken: await agencyToken(),
      companyId: connection.crmCompanyId,
      locationId: crmLocationId,
    });
    setBounded(locationTokens, MAX_CACHED_TOKENS, key, {
      token: answer.access_token,
      expiresAt: Date.now() + answer.expires_in * 1000,
    });
    return answer.access_token;
  };

  /** Runs `work` with the location's token; a cached token the CRM no longer takes is replaced once. */
  const asLocation = async <T>(crmLocationId: string, work: (accessToken: string) => Promise<T>): Promise<T> => {
    try {
      return await work(await locationToken(crmLocationId));
    } catch (error) {
      if (!(error instanceof CrmAuthError && error.code === 'unauthorized')) throw error;
      return work(await locationToken(crmLocationId, true));
    }
  };

  return { client: deps.client, companyId: connection.crmCompanyId, agencyToken, asLocation };
}

export type AgencyCrm = Awaited<ReturnType<typeof openCrmForAgency>>;

/** A CRM refusal in words for the sync log (never the token or the request's address). */
export function crmErrorMessage(error: unknown): string {
  if (error instanceof CrmSyncStopped) return error.message;
  // The CRM's own words explain a refusal to the agency ("The app is not installed on this location.").
  if (error instanceof CrmApiError) return `${error.message}${error.crmMessage ? `: ${error.crmMessage}` : ''}`.slice(0, 500);
  // Anything else is Atrium's own failure (a query, a bug): its text can hold SQL and values, so the log says less.
  return 'Atrium could not save it (an internal error); try again, and tell support if it happens again';
}

/** Whether the CRM says the thing is gone or not the agency's (deleted location, contact, user). */
export const crmSaysGone = (error: unknown) => error instanceof CrmApiError && [403, 404].includes(error.status);

/** Runs `work` on every item, `limit` at a time, in order of start. */
export async function eachLimit<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  });
  await Promise.all(lanes);
}
