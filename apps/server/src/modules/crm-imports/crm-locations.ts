import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { CrmLocationInput } from '../../integrations/crm/crm-api';
import type { CrmClient } from '../../integrations/crm/crm-client';
import { CrmApiError, CrmAuthError, CrmRateLimitError } from '../../integrations/crm/crm-errors';
import { AppError } from '../../platform/errors';
import type { Secrets } from '../../platform/secrets';
import type { UserActor } from '../../platform/tenancy/actor';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { createLocation } from '../agencies/locations.service';
import { agencyConnections, agencyToken } from '../crm/crm-agency.service';
import type { CrmSettings } from '../crm/crm-settings';
import { CrmReconnectNeededError } from '../crm/crm-tokens.service';
import { isUniqueViolation } from './import-kind';

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

  /** The connection itself is lost or lacks a right: no other location can be created until it is connected again. */
  get stopsAll() {
    return this.code === 'crm_reconnect_needed' || this.code === 'crm_scope_missing';
  }
}

function inWords(error: unknown): Error {
  if (error instanceof CrmReconnectNeededError) {
    return new CrmWriteError(409, 'crm_reconnect_needed', 'The CRM connection has to be connected again');
  }
  if (error instanceof CrmAuthError && error.code === 'scope_not_authorized') {
    return new CrmWriteError(
      409,
      'crm_scope_missing',
      'The CRM connection may not create locations: connect it again to grant it',
    );
  }
  if (error instanceof CrmRateLimitError) {
    return new CrmWriteError(429, 'rate_limited', 'The CRM asked to slow down: try again in a few minutes');
  }
  if (error instanceof CrmApiError && (error.status === 400 || error.status === 422)) {
    return new CrmWriteError(400, 'crm_refused', 'The CRM refused this location’s details');
  }
  if (error instanceof CrmApiError) {
    return new CrmWriteError(502, 'crm_unavailable', `The CRM could not create the location (${error.status}): try again later`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Creates locations in the CRM for an agency with a crm_sync connection (through its agency token), or null when the
 * agency has none: then locations are made in Atrium only.
 */
export async function crmLocationCreator(
  deps: CrmWriteDeps,
  agencyId: string,
  /** A background job waits out the CRM's rate limit (beyond the client's own retries) this many times. */
  patience = 0,
): Promise<((input: Omit<CrmLocationInput, 'companyId'>) => Promise<string>) | null> {
  const { settings, client } = deps;
  if (!settings || !client) return null;
  const connection = (await agencyConnections(deps.db, agencyId)).get('crm_sync');
  if (connection?.userType !== 'Company') return null;
  // Said before anything starts, rather than by every location in turn.
  if (connection.status === 'needs_reconnect') throw inWords(new CrmReconnectNeededError(connection._id));
  return async (input) => {
    for (let waited = 0; ; waited++) {
      try {
        const { accessToken, connection: live } = await agencyToken({ ...deps, settings, client }, agencyId, 'crm_sync');
        const created = await client.createLocation({ accessToken, location: { ...input, companyId: live.crmCompanyId } });
        return created.id;
      } catch (error) {
        if (!(error instanceof CrmRateLimitError) || waited >= patience) throw inWords(error);
        await new Promise((resolve) => setTimeout(resolve, Math.min(error.retryAfterMs ?? 10_000, MAX_WAIT_MS)));
      }
    }
  };
}

/** The longest a job waits for the CRM's rate limit at once (its daily cap can ask for hours: the row fails instead). */
const MAX_WAIT_MS = 60_000;

/**
 * An Atrium location linked to a CRM location: the agency's location with that CRM id if there is one (the sync or
 * a webhook got there first), else a new location (with the apps the agency installs everywhere) that takes the id.
 */
export async function linkedLocation(opts: {
  db: Db;
  actor: UserActor & { agencyId: string };
  name: string;
  crmLocationId: string;
}) {
  const { db, actor, crmLocationId } = opts;
  const existing = async () => {
    const [row] = await db
      .select({ _id: locations._id })
      .from(locations)
      .where(and(eq(locations.agencyId, actor.agencyId), eq(locations.crmLocationId, crmLocationId)));
    return row?._id ?? null;
  };
  const found = await existing();
  if (found) return found;
  const created = await createLocation({ db, actor, name: opts.name });
  try {
    await db.update(locations).set({ crmLocationId }).where(eq(locations._id, created._id));
    return created._id;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Linked by someone else meanwhile: theirs stays, this one goes.
    await db.delete(locations).where(eq(locations._id, created._id));
    return (await existing()) ?? created._id;
  }
}
