import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAlive, waitFor } from '../db/embedded-lock';
import { freePort } from './global-setup';

/**
 * The real server as a separate process (`node --import tsx src/main.ts`, as `npm start` runs it) on its own
 * DATA_DIR, ports and embedded PostgreSQL: for what `app.inject` cannot show (signals, killed processes,
 * connections). Every process and folder made here is cleaned up by `cleanupServers()`, also after a failure.
 */

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(SERVER_DIR, 'src/main.ts');

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  pgPort: number;
  dataDir: string;
  base: string;
  /** What the process printed so far (stdout and stderr), for failure messages. */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

const started = new Set<ServerProcess>();
const dataDirs = new Set<string>();

/**
 * A free port below Linux's ephemeral range (32768+) for PostgreSQL: a test restarts it on the same port, and a
 * port from that range may meanwhile be taken as the local end of any outgoing connection on the machine.
 */
async function freePgPort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

export async function makeDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'atrium-proc-'));
  dataDirs.add(dir);
  return dir;
}

/** Starts the server and waits until `GET /api/health` answers 200. */
export async function startServer({
  dataDir,
  pgPort,
  env = {},
  readyTimeoutMs = 120_000,
}: {
  dataDir: string;
  pgPort?: number;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}): Promise<ServerProcess> {
  const port = await freePort();
  const pg = pgPort ?? (await freePgPort());
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'DATABASE_URL' && k !== 'TEST_DATABASE_URL'),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pg),
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      // Free ports, so a test server never collides with a running `npm start` or another test's server.
      CRM_SANDBOX_PORT: '0',
      STRIPE_SANDBOX_PORT: '0',
      JOBS: 'off',
      // Tests register many users from one address.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      SIGN_IN_FREE_ADDRESS_ATTEMPTS: '1000000',
      SIGN_IN_FREE_FAILURES: '1000000',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (c) => {
    output += c;
  });
  child.stderr?.on('data', (c) => {
    output += c;
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const server: ServerProcess = {
    child,
    pid: child.pid ?? -1,
    port,
    pgPort: pg,
    dataDir,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
  };
  started.add(server);
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const ready = await waitFor(async () => ended || (await healthStatus(server)) === 200, readyTimeoutMs, 100);
  if (!ready || ended) throw new Error(`the server did not start (${ended ? 'it exited' : 'timeout'}):\n${output}`);
  return server;
}

/** The status of `GET /api/health` and its body; 0 when nothing answers. */
export async function health(server: ServerProcess): Promise<{ status: number; body: Record<string, unknown> | null }> {
  try {
    const res = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(5_000) });
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
  } catch {
    return { status: 0, body: null };
  }
}

const healthStatus = async (server: ServerProcess) => (await health(server)).status;

/** The postmaster's pid from DATA_DIR/pg/postmaster.pid, or null when there is none. */
export function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Resolves with the exit code, or throws when the process is still running after `timeoutMs`. */
export async function exitWithin(server: ServerProcess, timeoutMs: number): Promise<number | string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the server did not exit within ${timeoutMs} ms:\n${server.output()}`)), timeoutMs);
  });
  try {
    return await Promise.race([server.exited, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A user registration: a small write through the whole stack (validation, argon2, one INSERT). */
export async function register(server: ServerProcess, email: string): Promise<number> {
  try {
    const res = await fetch(`${server.base}/api/v1/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Dura', lastName: 'Bility', email, password: STRONG_PASSWORD }),
      signal: AbortSignal.timeout(15_000),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

export const STRONG_PASSWORD = `Qz!${randomBytes(8).toString('hex')}-violet-harbor-lantern`;

export const databaseUrl = (server: Pick<ServerProcess, 'pgPort'>) =>
  `postgres://atrium:atrium@127.0.0.1:${server.pgPort}/atrium`;

/** Kills every server started here and any PostgreSQL left on their data folders, then deletes the folders. */
export async function cleanupServers(): Promise<void> {
  for (const server of started) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  started.clear();
  for (const dir of dataDirs) {
    const pid = postmasterPid(dir);
    if (pid !== null && isAlive(pid)) {
      // Immediate shutdown: the folder is deleted next, nothing in it matters.
      process.kill(pid, 'SIGQUIT');
      if (!(await waitFor(() => !isAlive(pid), 10_000))) process.kill(pid, 'SIGKILL');
    }
    await rm(dir, { recursive: true, force: true });
  }
  dataDirs.clear();
}
