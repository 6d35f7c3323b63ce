import type { DbOrTx } from '../../db/client';
import type { CrmClient } from '../../integrations/crm/crm-client';
import { CrmApiError, CrmAuthError, CrmRateLimitError } from '../../integrations/crm/crm-errors';
import { AppError } from '../../platform/errors';
import type { Secrets } from '../../platform/secrets';
import { agencyConnections, agencyToken } from '../crm/crm-agency.service';
import type { CrmSettings } from '../crm/crm-settings';
import { CrmReconnectNeededError } from '../crm/crm-tokens.service';

/** What writing to the CRM needs; `settings` and `client` are null on a server without a CRM. */
export interface CrmWriteDeps {
  db: DbOrTx;
  secrets: Secrets;
  settings: CrmSettings | null | undefined;
  client: CrmClient | null;
}

/**
 * A refusal or failure of the CRM in words for the person (never the CRM's own text, which may quote personal data):
 * an import row's error, or a request's answer.
 */
export class CrmWriteError extends AppError {
  constructor(status: number, code: string, message: string) {
    super(status, code, message);
    this.name = 'CrmWriteError';
  }

  /** The connection itself is lost or lacks a right: nothing else can be created until it is connected again. */
  get stopsAll() {
    return this.code === 'crm_reconnect_needed' || this.code === 'crm_scope_missing';
  }
}

/** What a write creates in the CRM, in the words of its errors. */
export type CrmRecord = 'location' | 'user';
const PLURAL: Record<CrmRecord, string> = { location: 'locations', user: 'users' };

function inWords(error: unknown, what: CrmRecord): Error {
  if (error instanceof CrmReconnectNeededError) {
    return new CrmWriteError(409, 'crm_reconnect_needed', 'The CRM connection has to be connected again');
  }
  if (error instanceof CrmAuthError && error.code === 'scope_not_authorized') {
    return new CrmWriteError(
      409,
      'crm_scope_missing',
      `The CRM connection may not create ${PLURAL[what]}: connect it again to grant it`,
    );
  }
  if (error instanceof CrmRateLimitError) {
    return new CrmWriteError(429, 'rate_limited', 'The CRM asked to slow down: try again in a few minutes');
  }
  // 403: the CRM will not have it where it was asked for (a location of another company, say).
  if (error instanceof CrmApiError && [400, 403, 422].includes(error.status)) {
    return new CrmWriteError(400, 'crm_refused', `The CRM refused this ${what}’s details`);
  }
  if (error instanceof CrmApiError) {
    return new CrmWriteError(502, 'crm_unavailable', `The CRM could not create the ${what} (${error.status}): try again later`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** One call to the CRM with the agency's token and its CRM company id. */
export type CrmAgencyCall = <T>(what: CrmRecord, call: (accessToken: string, companyId: string) => Promise<T>) => Promise<T>;

/**
 * Calls the CRM for an agency with a crm_sync connection (through its agency token), or null when the agency has
 * none: then records are made in Atrium only. Failures come out as CrmWriteError, in words.
 */
export async function crmAgencyWriter(
  deps: CrmWriteDeps,
  agencyId: string,
  /** A background job waits out the CRM's rate limit (beyond the client's own retries) this many times. */
  patience = 0,
): Promise<CrmAgencyCall | null> {
  const { settings, client } = deps;
  if (!settings || !client) return null;
  const connection = (await agencyConnections(deps.db, agencyId)).get('crm_sync');
  if (connection?.userType !== 'Company') return null;
  // Said before anything starts, rather than by every record in turn.
  if (connection.status === 'needs_reconnect') throw inWords(new CrmReconnectNeededError(connection._id), 'location');
  return async (what, call) => {
    for (let waited = 0; ; waited++) {
      try {
        const { accessToken, connection: live } = await agencyToken({ ...deps, settings, client }, agencyId, 'crm_sync');
        return await call(accessToken, live.crmCompanyId);
      } catch (error) {
        if (!(error instanceof CrmRateLimitError) || waited >= patience) throw inWords(error, what);
        await new Promise((resolve) => setTimeout(resolve, Math.min(error.retryAfterMs ?? 10_000, MAX_WAIT_MS)));
      }
    }
  };
}

/** The longest a job waits for the CRM's rate limit at once (its daily cap can ask for hours: the row fails instead). */
const MAX_WAIT_MS = 60_000;
