import type pg from 'pg';
import type { ClientKey, SandboxClient } from './deps';
import { crmId } from './ids';
import { tokenResponse } from './oauth-token';
import { withTransaction } from './sql';
import { installedLocationIds } from './store-installs';
import { issueToken } from './store-tokens';

export interface InstalledGrantInput {
  pool: pg.Pool;
  clients: Record<ClientKey, SandboxClient>;
  clientKey: ClientKey;
  companyId: string;
  now?: Date;
}

/**
 * Tokens for an app already installed on a whole company, as its token endpoint would have answered the admin's
 * approval: how a sandbox whose demo has Summit's apps installed hands Atrium its first tokens without a browser
 * ("connected on first start"). Only the sandbox can do this; the real CRM always asks a person.
 */
export async function grantInstalledCompany(input: InstalledGrantInput): Promise<ReturnType<typeof tokenResponse>> {
  const now = input.now ?? new Date();
  return withTransaction(input.pool, async (client) => {
    const { rows } = await client.query<{ userId: string | null }>(
      `SELECT installed_by AS "userId" FROM crm_sandbox.app_installs
       WHERE client_key = $1 AND company_id = $2 AND location_id IS NULL`,
      [input.clientKey, input.companyId],
    );
    const install = rows[0];
    if (!install?.userId) throw new Error(`the ${input.clientKey} app is not installed on company ${input.companyId}`);
    const issued = await issueToken(
      client,
      {
        familyId: crmId(),
        clientKey: input.clientKey,
        userType: 'Company',
        companyId: input.companyId,
        locationId: null,
        userId: install.userId,
        scopes: input.clients[input.clientKey].scopes,
        approvedLocationIds: await installedLocationIds(client, input.clientKey, input.companyId),
        withRefresh: true,
      },
      now,
    );
    return tokenResponse(issued);
  });
}
