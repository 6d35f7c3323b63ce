import type { Sql } from '../sql';

/** A location as the locations API reads it: the core's row and the details kept by this API. */
export interface LocationRow {
  id: string;
  company_id: string;
  name: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  postal_code: string | null;
  timezone: string | null;
  created_at: Date;
  first_name: string | null;
  last_name: string | null;
  owner_email: string | null;
  settings: Record<string, unknown> | null;
  social: Record<string, unknown> | null;
}

const LOCATION_COLUMNS = `l.id, l.company_id, l.name, l.email, l.phone, l.website, l.address, l.city, l.state, l.country,
  l.postal_code, l.timezone, l.created_at, d.first_name, d.last_name, d.owner_email, d.settings, d.social`;
const LOCATION_FROM = 'crm_sandbox.locations l LEFT JOIN crm_sandbox.location_details d ON d.location_id = l.id';

/** A live location of the company (deleted ones are gone from the API). */
export async function findLocation(db: Sql, companyId: string, id: string): Promise<LocationRow | undefined> {
  const { rows } = await db.query<LocationRow>(
    `SELECT ${LOCATION_COLUMNS} FROM ${LOCATION_FROM} WHERE l.id = $1 AND l.company_id = $2 AND l.deleted_at IS NULL`,
    [id, companyId],
  );
  return rows[0];
}

export async function searchLocations(
  db: Sql,
  q: { companyId: string; onlyId?: string; email?: string; skip: number; limit: number; order: 'asc' | 'desc' },
): Promise<LocationRow[]> {
  const direction = q.order === 'desc' ? 'DESC' : 'ASC';
  const { rows } = await db.query<LocationRow>(
    `SELECT ${LOCATION_COLUMNS} FROM ${LOCATION_FROM}
     WHERE l.company_id = $1 AND l.deleted_at IS NULL AND ($2::text IS NULL OR l.id = $2)
       AND ($3::text IS NULL OR lower(l.email) = lower($3))
     ORDER BY l.created_at ${direction}, l.id ${direction} OFFSET $4 LIMIT $5`,
    [q.companyId, q.onlyId ?? null, q.email ?? null, q.skip, q.limit],
  );
  return rows;
}

/** The CRM's defaults for a location's settings: no duplicate contacts or opportunities. */
const DEFAULT_SETTINGS = {
  allowDuplicateContact: false,
  allowDuplicateOpportunity: false,
  allowFacebookNameMerge: false,
  disableContactTimezone: false,
};

/** Whether the location lets two contacts share an email or phone (its allowDuplicateContact setting). */
export async function allowsDuplicateContacts(db: Sql, locationId: string): Promise<boolean> {
  const { rows } = await db.query<{ allowed: boolean | null }>(
    `SELECT (settings->>'allowDuplicateContact')::boolean AS allowed FROM crm_sandbox.location_details WHERE location_id = $1`,
    [locationId],
  );
  return rows[0]?.allowed ?? false;
}

const or = <T>(value: T | null) => value ?? undefined;

/** GetLocationSchema (search results) of locations.json. */
export function locationJson(row: LocationRow) {
  return {
    id: row.id,
    companyId: row.company_id,
    name: row.name,
    phone: or(row.phone),
    email: or(row.email),
    address: or(row.address),
    city: or(row.city),
    state: or(row.state),
    country: or(row.country),
    postalCode: or(row.postal_code),
    website: or(row.website),
    timezone: or(row.timezone),
    dateAdded: row.created_at.toISOString(),
    settings: { ...DEFAULT_SETTINGS, ...row.settings },
    social: { ...row.social },
  };
}

/** GetLocationByIdSchema: the same, with the owner's name and the business block. */
export function locationDetailJson(row: LocationRow) {
  const base = locationJson(row);
  return {
    ...base,
    firstName: or(row.first_name),
    lastName: or(row.last_name),
    email: or(row.owner_email) ?? base.email,
    business: {
      name: row.name,
      address: base.address,
      city: base.city,
      state: base.state,
      country: base.country,
      postalCode: base.postalCode,
      website: base.website,
      timezone: base.timezone,
      email: base.email,
    },
  };
}

/** The LocationCreate / LocationUpdate webhook body (`type` is added by the sender). */
export function locationWebhookBody(row: LocationRow) {
  const { settings: _settings, social: _social, ...fields } = locationJson(row);
  return fields;
}
