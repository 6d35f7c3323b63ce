import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrmClient } from '../../integrations/crm/crm-client';
import type { CrmToken } from '../../integrations/crm/crm-oauth-schemas';
import { findLiveAccessToken, issueToken } from '../../integrations/crm/sandbox/store-tokens';
import { createTestSandbox } from '../../integrations/crm/sandbox/test-sandbox';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crmConnections } from './crm.tables';
import { CrmReconnectNeededError, crmAccessToken, REFRESH_AHEAD_MS, saveCrmConnection } from './crm-tokens.service';

const DAY_MS = 86_400_000;

describe('CRM connection tokens', () => {
  let t: TestApp;
  let tenants: Tenants;
  let sandbox: Awaited<ReturnType<typeof createTestSandbox>>;
  let client: ReturnType<typeof createCrmClient>;
  let clock: number;

  beforeAll(async () => {
    t = await createTestApp();
    tenants = await seedTenants(t);
    // The sandbox keeps its own schema in the same database, as it does under `npm start`.
    sandbox = await createTestSandbox({}, { pool: t.pool, drop: async () => {} });
    await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    const address = sandbox.app.server.address();
    client = createCrmClient({ apiUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    clock = Date.parse('2026-11-26T12:00:00Z');
  });
  afterAll(async () => {
    await sandbox?.app.close();
    await t?.close();
  });

  const app = () => ({
    clientId: sandbox.clients.crm_sync.clientId,
    clientSecret: sandbox.clients.crm_sync.clientSecret,
    redirectUri: sandbox.clients.crm_sync.redirectUris[0]!,
  });

  /** A token pair as the CRM's token endpoint issued it, for Summit's company, with the sandbox's clock. */
  async function consent(): Promise<CrmToken> {
    const issued = await issueToken(
      t.pool,
      {
        familyId: `family${randomBytes(7).toString('hex')}`,
        clientKey: 'crm_sync',
        userType: 'Company',
        companyId: sandbox.summit.id,
        locationId: null,
        userId: sandbox.summit.users[0]!.id,
        scopes: sandbox.clients.crm_sync.scopes,
        withRefresh: true,
      },
      new Date(clock),
    );
    return {
      access_token: issued.accessToken,
      refresh_token: issued.refreshToken!,
      expires_in: 86_399,
      scope: sandbox.clients.crm_sync.scopes.join(' '),
      userType: 'Company',
      companyId: sandbox.summit.id,
      userId: sandbox.summit.users[0]!.id,
    };
  }

  const saved = async (agencyId: string, token: CrmToken) =>
    saveCrmConnection({ db: t.db, secrets: t.app.deps.secrets, agencyId, kind: 'crm_sync', token, now: new Date(clock) });

  it('keeps tokens sealed at rest and hands out the access token while it is fresh', async () => {
    const token = await consent();
    const row = await saved(tenants.agencyA._id, token);
    expect(row.accessTokenSealed).not.toContain(token.access_token);
    expect(row.refreshTokenSealed).not.toContain(token.refresh_token);
    expect(row.scopes).toContain('contacts.readonly');
    const access = await crmAccessToken({
      db: t.db,
      secrets: t.app.deps.secrets,
      refresher: client,
      app: app(),
      connectionId: row._id,
      now: () => new Date(clock),
    });
    expect(access).toBe(token.access_token);
  });

  it('two callers with an expiring token make one refresh, and both get the new token', async () => {
    const row = await saved(tenants.agencyB._id, await consent());
    // Within the refresh margin on Atrium's clock; the CRM's own clock is still before expiry.
    const later = () => new Date(clock + DAY_MS - REFRESH_AHEAD_MS / 2);
    const ask = () =>
      crmAccessToken({ db: t.db, secrets: t.app.deps.secrets, refresher: client, app: app(), connectionId: row._id, now: later });
    const [first, second] = await Promise.all([ask(), ask()]);
    expect(first).toBe(second);
    const [after] = await t.db.select().from(crmConnections).where(eq(crmConnections._id, row._id));
    // A second refresh would have spent a dead refresh token, and the CRM would have revoked the family.
    expect(after!.status).toBe('connected');
    expect(after!.expiresAt.getTime()).toBeGreaterThan(later().getTime() + REFRESH_AHEAD_MS);
    // The new token is one the CRM knows and accepts.
    expect(await findLiveAccessToken(t.pool, first, new Date(clock))).not.toBeNull();
  });

  it('a refresh the CRM refuses marks the connection, which then asks for a new consent', async () => {
    const token = await consent();
    const row = await saved(tenants.agencyA._id, token);
    // Another process spent this refresh token: the CRM refuses it when it comes again.
    await client.refreshToken({ ...app(), refreshToken: token.refresh_token, userType: 'Company' });
    const expired = () => new Date(clock + DAY_MS);
    const ask = () =>
      crmAccessToken({
        db: t.db,
        secrets: t.app.deps.secrets,
        refresher: client,
        app: app(),
        connectionId: row._id,
        now: expired,
      });
    await expect(ask()).rejects.toBeInstanceOf(CrmReconnectNeededError);
    const [after] = await t.db.select().from(crmConnections).where(eq(crmConnections._id, row._id));
    expect(after!.status).toBe('needs_reconnect');
    await expect(ask()).rejects.toBeInstanceOf(CrmReconnectNeededError);

    // Connecting again clears the mark, on the same row.
    const again = await saved(tenants.agencyA._id, await consent());
    expect(again._id).toBe(row._id);
    expect(again.status).toBe('connected');
  });

  it('a sealed token copied into another connection does not open there', async () => {
    const [a] = await t.db.select().from(crmConnections).where(eq(crmConnections.agencyId, tenants.agencyA._id));
    const [b] = await t.db.select().from(crmConnections).where(eq(crmConnections.agencyId, tenants.agencyB._id));
    await t.db.update(crmConnections).set({ accessTokenSealed: a!.accessTokenSealed }).where(eq(crmConnections._id, b!._id));
    await expect(
      crmAccessToken({
        db: t.db,
        secrets: t.app.deps.secrets,
        refresher: client,
        app: app(),
        connectionId: b!._id,
        now: () => new Date(clock),
      }),
    ).rejects.toThrow();
  });
});
