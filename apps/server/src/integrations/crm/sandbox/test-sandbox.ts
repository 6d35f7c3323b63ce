import { generateKeyPairSync, randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildCrmSandbox, type CrmSandbox, sandboxDepsOf } from './app';
import { sandboxDemo } from './demo-data';
import type { ClientKey, CrmSandboxOptions, SandboxClient } from './deps';
import { issueToken, type NewToken } from './store-tokens';

/** A fixed start for the test clock: tests move it to expire codes, tokens and rate-limit windows. */
const T0 = Date.parse('2026-11-26T12:00:00Z');

/** Where the test apps' callbacks point (never called: the tests read the redirects). */
export const TEST_ATRIUM_URL = 'https://apps.atrium.test';

/** Atrium's four apps as a test registers them: each with its own scopes and callback. */
export function testClients(): Record<ClientKey, SandboxClient> {
  const client = (key: ClientKey, scopes: string[]): SandboxClient => ({
    clientId: `${key.replace('_', '').padEnd(24, '0')}-test`,
    clientSecret: `secret-of-${key}`,
    scopes,
    redirectUris: [`${TEST_ATRIUM_URL}/integrations/${key}`],
  });
  return {
    associate: client('associate', ['companies.readonly', 'locations.readonly', 'oauth.readonly', 'oauth.write']),
    crm_sync: client('crm_sync', [
      'contacts.readonly',
      'contacts.write',
      'locations.readonly',
      'users.readonly',
      'oauth.readonly',
      'oauth.write',
    ]),
    support: client('support', ['conversations.readonly', 'contacts.readonly']),
    app: client('app', ['custom-menu-link.readonly', 'custom-menu-link.write', 'oauth.readonly', 'oauth.write']),
  };
}

let keyPair: { privateKey: string; publicKey: string } | undefined;
/** One RSA pair per test file (making one takes a while). */
export function testWebhookKeys() {
  keyPair ??= generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return keyPair;
}

/** An empty database of its own on the run's PostgreSQL (the sandbox needs none of Atrium's tables). */
export async function createTestDatabase() {
  const serverUrl = inject('pgServerUrl');
  const name = `crm_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 5 });
  // `drop` ends the database's connections by force, which can reach a client still closing (the pool's end began
  // elsewhere) as "terminating connection": an 'error' event that, unheard, fails the whole run. As in
  // db/client.ts, a lost connection is only the query's failure.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return {
    pool,
    drop: async () => {
      if (!pool.ended) await pool.end();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The options of a test sandbox on `pool`: test clients, a test key, no webhooks sent (no address). */
export const testSandboxOptions = (pool: pg.Pool) => ({
  pool,
  clients: testClients(),
  ssoSecret: 'test-sso-secret-of-the-app',
  // No webhooks leave a test unless it gives an address to receive them.
  webhookUrl: '',
  webhookPrivateKeyPem: testWebhookKeys().privateKey,
  publicUrl: 'http://crm.sandbox.test',
});

export type SandboxOverrides = Partial<Omit<CrmSandboxOptions, 'pool' | 'now'>>;

/**
 * A sandbox on a fresh database with the demo loaded, a clock the test moves, and shortcuts to tokens. Routes may
 * still be added to `app` until its first inject.
 */
export async function createTestSandbox(
  overrides: SandboxOverrides = {},
  database?: { pool: pg.Pool; drop: () => Promise<void> },
) {
  const db = database ?? (await createTestDatabase());
  let now = T0;
  const clients = overrides.clients ?? testClients();
  const app: CrmSandbox = await buildCrmSandbox({
    ...testSandboxOptions(db.pool),
    clients,
    ...overrides,
    now: () => new Date(now),
  });
  const demo = sandboxDemo();
  const [summit, harbor] = demo.companies;
  return {
    app,
    deps: sandboxDepsOf(app),
    pool: db.pool,
    clients,
    demo,
    summit: summit!,
    harbor: harbor!,
    /** Moves the sandbox's clock forward. */
    advance: (ms: number) => {
      now += ms;
    },
    /** A live access token straight from the store, for tests of what it opens (not of how it is obtained). */
    token: async (token: Partial<NewToken> & Pick<NewToken, 'clientKey' | 'companyId'>) => {
      const issued = await issueToken(
        db.pool,
        {
          familyId: `family${randomBytes(7).toString('hex')}`,
          userType: token.locationId ? 'Location' : 'Company',
          locationId: null,
          userId: summit!.users[0]!.id,
          scopes: clients[token.clientKey].scopes,
          withRefresh: false,
          ...token,
        },
        new Date(now),
      );
      return issued.accessToken;
    },
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

export type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;

/** The headers of an API call with `token`, as the CRM wants them. */
export const apiHeaders = (token: string) => ({ authorization: `Bearer ${token}`, version: '2021-07-28' });
