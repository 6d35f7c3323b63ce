// The server the browser tests run against: a fresh embedded database with demo data on every run.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeArgs } from './server-node-args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Under the system temp folder: as root, PostgreSQL runs as the `postgres` user, who may not reach into the clone.
const dataDir = path.join(tmpdir(), `atrium-e2e-${process.env.E2E_PORT ?? '3100'}`);
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, [...serverNodeArgs(), '--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: process.env.E2E_PORT ?? '3100',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54339',
    SEED_DEMO_DATA: 'true',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // Runs repeat the wrong-password flows from one address; the throttle's own tests cover its delays.
    SIGN_IN_FREE_ADDRESS_ATTEMPTS: '1000',
    LOG_LEVEL: 'warn',
    // A free port for this run's CRM sandbox, beside any other Atrium on this machine.
    CRM_SANDBOX_PORT: '0',
    // And for its Stripe sandbox.
    STRIPE_SANDBOX_PORT: '0',
    // Snapshot pushes fail for certain where a flow retries, and nowhere by chance.
    CRM_SANDBOX_SNAPSHOT_FAILURE_RATE: '0',
    CRM_SANDBOX_SNAPSHOT_FAILING_ASSETS: 'trigger_links',
    CORS_ORIGINS: 'http://localhost:3100',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
