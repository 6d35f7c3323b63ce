import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CrmLocationInput } from '../../integrations/crm/crm-api';
import type { CrmClient } from '../../integrations/crm/crm-client';
import type { UserActor } from '../../platform/tenancy/actor';
import { locations } from '../../platform/tenancy/tenancy.tables';
import { createLocation } from '../agencies/locations.service';
import { type CrmAgencyCall, type CrmWriteDeps, crmAgencyWriter } from './crm-writer';
import { isUniqueViolation } from './import-kind';

/** Creates a location in the CRM with the agency's token and answers its CRM id. */
export const locationsCreatedWith =
  (write: CrmAgencyCall, client: CrmClient) =>
  (input: Omit<CrmLocationInput, 'companyId'>): Promise<string> =>
    write(
      'location',
      async (accessToken, companyId) => (await client.createLocation({ accessToken, location: { ...input, companyId } })).id,
    );

/**
 * Creates locations in the CRM for an agency with a crm_sync connection (through its agency token), or null when the
 * agency has none: then locations are made in Atrium only.
 */
export async function crmLocationCreator(deps: CrmWriteDeps, agencyId: string, patience = 0) {
  const write = await crmAgencyWriter(deps, agencyId, patience);
  return write && deps.client ? locationsCreatedWith(write, deps.client) : null;
}

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
