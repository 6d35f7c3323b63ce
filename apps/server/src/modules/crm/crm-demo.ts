import { CRM_CONNECTION_KINDS } from '@atrium/contracts/crm';
import { and, eq, isNull } from 'drizzle-orm';
import type pg from 'pg';
import type { DbOrTx } from '../../db/client';
import { crmTokenSchema } from '../../integrations/crm/crm-oauth-schemas';
import { sandboxDemo } from '../../integrations/crm/sandbox/demo-data';
import type { ClientKey, SandboxClient } from '../../integrations/crm/sandbox/deps';
import { grantInstalledCompany } from '../../integrations/crm/sandbox/oauth-grants';
import type { Secrets } from '../../platform/secrets';
import { agencies, locations } from '../../platform/tenancy/tenancy.tables';
import { catalogueChanged } from '../apps/catalogue-events';
import { saveCrmConnection } from './crm-tokens.service';

/**
 * The demo's agencies whose apps the sandbox has installed (Summit Growth) are connected on the first start: the
 * sandbox hands out the tokens an admin's approval would have, one per app, and Atrium keeps them as it keeps any.
 * Harbor Digital is left unconnected, so a newcomer can walk the whole consent flow. Summit's Atrium locations are
 * linked to the CRM locations of the same name (what its first sync would do), so its apps with a page in the CRM
 * show in those locations' menus at once: the menu links follow the catalogue change announced here.
 */
export async function connectDemoAgencies(opts: {
  db: DbOrTx;
  pool: pg.Pool;
  secrets: Secrets;
  clients: Record<ClientKey, SandboxClient>;
}): Promise<number> {
  let connected = 0;
  for (const company of sandboxDemo().companies.filter((c) => c.appsInstalled)) {
    const [agency] = await opts.db.select({ _id: agencies._id }).from(agencies).where(eq(agencies.email, company.email));
    if (!agency) continue;
    for (const kind of CRM_CONNECTION_KINDS) {
      const answer = await grantInstalledCompany({
        pool: opts.pool,
        clients: opts.clients,
        clientKey: kind,
        companyId: company.id,
      });
      await saveCrmConnection({
        db: opts.db,
        secrets: opts.secrets,
        agencyId: agency._id,
        kind,
        token: crmTokenSchema.parse(answer),
      });
    }
    for (const place of company.locations) {
      await opts.db
        .update(locations)
        .set({ crmLocationId: place.id })
        .where(and(eq(locations.agencyId, agency._id), eq(locations.name, place.name), isNull(locations.crmLocationId)));
    }
    connected++;
  }
  if (connected > 0) catalogueChanged();
  return connected;
}
