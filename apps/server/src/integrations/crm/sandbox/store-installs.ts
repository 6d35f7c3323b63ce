import type { ClientKey } from './deps';
import type { Sql } from './sql';

export interface InstallRequest {
  clientKey: ClientKey;
  companyId: string;
  /** The agency itself (and every location it has, and those it will have) rather than some locations. */
  wholeCompany: boolean;
  locationIds: string[];
  userId: string;
}

/** Records the installs a consent approved; returns those that are new (already installed ones stay as they were). */
export async function recordInstalls(
  sql: Sql,
  request: InstallRequest,
  now: Date,
): Promise<{ companyInstalled: boolean; locationIds: string[] }> {
  let companyInstalled = false;
  if (request.wholeCompany) {
    const company = await sql.query(
      `INSERT INTO crm_sandbox.app_installs (client_key, company_id, location_id, install_to_future, installed_by, installed_at)
       VALUES ($1, $2, NULL, true, $3, $4)
       ON CONFLICT (client_key, company_id, (COALESCE(location_id, ''))) DO UPDATE SET install_to_future = true
       RETURNING (xmax = 0) AS inserted`,
      [request.clientKey, request.companyId, request.userId, now],
    );
    companyInstalled = Boolean(company.rows[0]?.inserted);
  }
  const { rows } = await sql.query<{ locationId: string }>(
    `INSERT INTO crm_sandbox.app_installs (client_key, company_id, location_id, installed_by, installed_at)
     SELECT $1, $2, l.id, $4, $5 FROM crm_sandbox.locations l
     WHERE l.company_id = $2 AND l.deleted_at IS NULL AND ($3::text[] IS NULL OR l.id = ANY($3))
     ON CONFLICT (client_key, company_id, (COALESCE(location_id, ''))) DO NOTHING
     RETURNING location_id AS "locationId"`,
    [request.clientKey, request.companyId, request.wholeCompany ? null : request.locationIds, request.userId, now],
  );
  return { companyInstalled, locationIds: rows.map((r) => r.locationId) };
}

/** The company's live locations the app is installed on. */
export async function installedLocationIds(sql: Sql, clientKey: ClientKey, companyId: string): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>(
    `SELECT i.location_id AS id FROM crm_sandbox.app_installs i
     JOIN crm_sandbox.locations l ON l.id = i.location_id AND l.deleted_at IS NULL
     WHERE i.client_key = $1 AND i.company_id = $2
     ORDER BY l.name, l.id`,
    [clientKey, companyId],
  );
  return rows.map((r) => r.id);
}

export async function isInstalledOnLocation(sql: Sql, clientKey: ClientKey, companyId: string, locationId: string) {
  const { rowCount } = await sql.query(
    `SELECT 1 FROM crm_sandbox.app_installs i
     JOIN crm_sandbox.locations l ON l.id = i.location_id AND l.deleted_at IS NULL
     WHERE i.client_key = $1 AND i.company_id = $2 AND i.location_id = $3`,
    [clientKey, companyId, locationId],
  );
  return (rowCount ?? 0) > 0;
}

export interface InstalledLocationsQuery {
  clientKey: ClientKey;
  companyId: string;
  /** Case-insensitive part of the location's name. */
  query?: string;
  /** true: only where the app is installed; false: only where it is not; absent: every location. */
  isInstalled?: boolean;
  skip: number;
  limit: number;
}

export interface InstalledLocation {
  _id: string;
  name: string;
  address: string;
  isInstalled: boolean;
}

/** The company's locations with whether the app is on each, as `GET /oauth/installedLocations` answers. */
export async function listInstalledLocations(sql: Sql, q: InstalledLocationsQuery) {
  const where = `l.company_id = $2 AND l.deleted_at IS NULL
    AND ($3::text IS NULL OR l.name ILIKE '%' || replace(replace(replace($3, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
    AND ($4::boolean IS NULL OR (i.location_id IS NOT NULL) = $4)`;
  const from = `crm_sandbox.locations l
    LEFT JOIN crm_sandbox.app_installs i ON i.client_key = $1 AND i.company_id = l.company_id AND i.location_id = l.id`;
  const params = [q.clientKey, q.companyId, q.query?.trim() || null, q.isInstalled ?? null];
  const [page, total, company] = await Promise.all([
    sql.query<InstalledLocation>(
      `SELECT l.id AS "_id", l.name, concat_ws(', ', l.address, l.city, l.state, l.postal_code, l.country) AS address,
         (i.location_id IS NOT NULL) AS "isInstalled"
       FROM ${from} WHERE ${where} ORDER BY l.name, l.id OFFSET $5 LIMIT $6`,
      [...params, q.skip, q.limit],
    ),
    sql.query<{ n: string }>(`SELECT count(*) AS n FROM ${from} WHERE ${where}`, params),
    sql.query<{ future: boolean }>(
      `SELECT install_to_future AS future FROM crm_sandbox.app_installs
       WHERE client_key = $1 AND company_id = $2 AND location_id IS NULL`,
      [q.clientKey, q.companyId],
    ),
  ]);
  return {
    locations: page.rows,
    count: Number(total.rows[0]!.n),
    installToFutureLocations: company.rows[0]?.future ?? false,
  };
}
