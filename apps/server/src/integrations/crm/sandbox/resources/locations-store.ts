import { appIdOf, CLIENT_KEYS, type ClientKey, type SandboxClient } from '../deps';
import type { InstallEvent } from '../events';
import type { Sql } from '../sql';
import type { LocationInput } from './locations-routes';

const CORE_FIELDS = {
  name: 'name',
  phone: 'phone',
  address: 'address',
  city: 'city',
  state: 'state',
  country: 'country',
  postalCode: 'postal_code',
  website: 'website',
  timezone: 'timezone',
} as const satisfies Partial<Record<keyof LocationInput, string>>;

/**
 * Creates or changes a location: the core's row (name, address...) and the details this API keeps (owner, settings,
 * social). Absent fields stay as they were; settings merge into the current ones.
 */
export async function writeLocation(
  db: Sql,
  target: { id: string; companyId: string; create: boolean; input: LocationInput; snapshotId?: string },
  now: Date,
): Promise<void> {
  const { input } = target;
  const fields = (Object.keys(CORE_FIELDS) as (keyof typeof CORE_FIELDS)[]).filter((f) => input[f] !== undefined);
  if (target.create) {
    const columns = ['id', 'company_id', 'created_at', 'updated_at', ...fields.map((f) => CORE_FIELDS[f])];
    const values = [target.id, target.companyId, now, now, ...fields.map((f) => input[f])];
    // The owner's email is also the location's until it has one of its own.
    if (input.prospectInfo) {
      columns.push('email');
      values.push(input.prospectInfo.email);
    }
    await db.query(
      `INSERT INTO crm_sandbox.locations (${columns.join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})`,
      values,
    );
  } else {
    const sets = fields.map((f, i) => `${CORE_FIELDS[f]} = $${i + 4}`);
    await db.query(
      `UPDATE crm_sandbox.locations SET updated_at = $3${sets.map((s) => `, ${s}`).join('')}
       WHERE id = $1 AND company_id = $2 AND deleted_at IS NULL`,
      [target.id, target.companyId, now, ...fields.map((f) => input[f])],
    );
  }
  await db.query(
    `INSERT INTO crm_sandbox.location_details (location_id, first_name, last_name, owner_email, settings, social, snapshot_id)
     VALUES ($1, $2, $3, $4, coalesce($5::jsonb, '{}'), coalesce($6::jsonb, '{}'), $7)
     ON CONFLICT (location_id) DO UPDATE SET
       first_name = coalesce(EXCLUDED.first_name, location_details.first_name),
       last_name = coalesce(EXCLUDED.last_name, location_details.last_name),
       owner_email = coalesce(EXCLUDED.owner_email, location_details.owner_email),
       settings = location_details.settings || coalesce($5::jsonb, '{}'),
       social = location_details.social || coalesce($6::jsonb, '{}')`,
    [
      target.id,
      input.prospectInfo?.firstName ?? null,
      input.prospectInfo?.lastName ?? null,
      input.prospectInfo?.email ?? null,
      input.settings ? JSON.stringify(input.settings) : null,
      input.social ? JSON.stringify(input.social) : null,
      target.snapshotId ?? null,
    ],
  );
}

/**
 * A new location gets the apps its agency installed "for future locations", as the CRM does; returns the installs
 * made, for the INSTALL webhooks.
 */
export async function installForFutureLocations(
  db: Sql,
  clients: Record<ClientKey, SandboxClient>,
  companyId: string,
  locationId: string,
  now: Date,
): Promise<InstallEvent[]> {
  const { rows } = await db.query<{ client_key: ClientKey; installed_by: string }>(
    `INSERT INTO crm_sandbox.app_installs (client_key, company_id, location_id, installed_by, installed_at)
     SELECT client_key, company_id, $2, installed_by, $3 FROM crm_sandbox.app_installs
     WHERE company_id = $1 AND location_id IS NULL AND install_to_future AND client_key = ANY($4)
     ON CONFLICT DO NOTHING
     RETURNING client_key, installed_by`,
    [companyId, locationId, now, CLIENT_KEYS],
  );
  return rows.map((r) => ({
    clientKey: r.client_key,
    appId: appIdOf(clients[r.client_key].clientId),
    installType: 'Location' as const,
    companyId,
    locationId,
    userId: r.installed_by,
  }));
}
