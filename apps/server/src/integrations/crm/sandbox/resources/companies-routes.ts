import { assertCompanyAccess, guard, requireUserType, tokenOf } from '../auth';
import type { SandboxApp } from '../deps';
import { CrmApiError } from '../errors';
import type { ResourceDeps } from './context';
import { assertCrmId } from './validation';

interface CompanyRow {
  id: string;
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
  location_count: string;
}

const or = <T>(value: T | null) => value ?? undefined;

/** companies.json: `GET /companies/:companyId`, an agency token reading its own agency (GetCompanyByIdSchema). */
export function registerCompanyRoutes(app: SandboxApp, deps: ResourceDeps): void {
  app.get<{ Params: { companyId: string } }>(
    '/companies/:companyId',
    { preHandler: [...guard(deps, 'companies.readonly'), requireUserType('Company')] },
    async (request) => {
      assertCrmId(request.params.companyId, 'Company');
      assertCompanyAccess(tokenOf(request), request.params.companyId);
      const { rows } = await deps.pool.query<CompanyRow>(
        `SELECT c.id, c.name, c.email, c.phone, c.website, c.address, c.city, c.state, c.country, c.postal_code, c.timezone,
           (SELECT count(*) FROM crm_sandbox.locations l WHERE l.company_id = c.id AND l.deleted_at IS NULL) AS location_count
         FROM crm_sandbox.companies c WHERE c.id = $1`,
        [request.params.companyId],
      );
      const row = rows[0];
      if (!row) throw new CrmApiError(404, 'Company not found');
      const subdomain = row.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      return {
        company: {
          id: row.id,
          name: row.name,
          email: or(row.email),
          phone: or(row.phone),
          website: or(row.website),
          domain: `app.${subdomain}.test`,
          subdomain,
          address: or(row.address),
          city: or(row.city),
          state: or(row.state),
          country: or(row.country),
          postalCode: or(row.postal_code),
          timezone: or(row.timezone),
          currency: 'USD',
          status: 'active',
          customerType: 'agency',
          isReselling: false,
          isSandboxAccount: true,
          locationCount: Number(row.location_count),
        },
      };
    },
  );
}
