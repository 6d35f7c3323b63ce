import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../app';
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import type { Payments } from '../integrations/payments/payments';
import type { RetrieveKnowledge } from '../modules/ai-agents/retrieve-port';
import type { CrmSettings } from '../modules/crm/crm-settings';

const TEMPLATE_DB = 'atrium_test_template';

export const TEST_SUPER_ADMIN = 'root@atrium.test';

export interface TestAppOptions {
  /** Registers extra routes (a test-only resource, a failing route) before the app is sealed by `ready()`. */
  beforeReady?: (app: App) => void | Promise<void>;
  /** The CRM the app talks to (a test sandbox); none by default, so the CRM routes answer 503. */
  crm?: CrmSettings;
  /** Stripe (a test sandbox: modules/payments/test-payments.ts); none by default, so the payment routes answer 503. */
  payments?: Payments;
  /** Knowledge retrieval for agents (a fake returning fixed passages); none by default, so agents find nothing. */
  retrieveKnowledge?: RetrieveKnowledge;
}

/**
 * A fresh app on a database of its own (cloned from the migrated template) and an uploads folder of its own.
 * `env` overrides configuration for the file (e.g. a low rate limit).
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const serverUrl = inject('pgServerUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = createDatabase(url.toString(), 5);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SUPER_ADMIN_EMAIL: TEST_SUPER_ADMIN,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // Suites sign up and sign in from one address more than a real person would; throttle tests set their own.
    SIGN_IN_FREE_ADDRESS_ATTEMPTS: '1000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // No job queue in a hundred test apps: tests call the jobs' work directly (one test runs the real queue).
    JOBS: 'off',
    ...env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    crm: options.crm,
    payments: options.payments,
    retrieveKnowledge: options.retrieveKnowledge,
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    /** The pool itself, for tests that take the database away (a test may end it; close() copes). */
    pool: database.pool,
    config,
    dataDir,
    close: async () => {
      await app.close();
      if (!database.pool.ended) await database.close();
      await rm(dataDir, { recursive: true, force: true });
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
