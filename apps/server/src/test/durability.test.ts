import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../db/embedded-lock';
import {
  cleanupServers,
  databaseUrl,
  makeDataDir,
  postmasterPid,
  register,
  type ServerProcess,
  startServer,
} from './server-process';

// Real processes: an acknowledged write (2xx) must survive kill -9 of PostgreSQL, and of the server with it.
afterAll(() => cleanupServers(), 60_000);

const WRITERS = 6;

/** Registrations from a few concurrent clients until stopped; the addresses answered 201 are acknowledged. */
function startWriters(target: () => ServerProcess) {
  const acknowledged = new Set<string>();
  let attempted = 0;
  const statuses = new Map<number, number>();
  let running = true;
  const loops = Array.from({ length: WRITERS }, async (_, w) => {
    for (let n = 0; running; n++) {
      const email = `w${w}-${n}@durable.test`;
      attempted++;
      const status = await register(target(), email);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 201) acknowledged.add(email);
      // A failed write (database away, server gone) is retried under a new address after a short pause.
      else await new Promise((r) => setTimeout(r, 50));
    }
  });
  return {
    acknowledged,
    attempted: () => attempted,
    statuses: () => JSON.stringify([...statuses]),
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe('durability', () => {
  it('loses no acknowledged write when PostgreSQL, then the server and PostgreSQL, are killed with -9', async () => {
    const dataDir = await makeDataDir();
    let server = await startServer({ dataDir });
    const writers = startWriters(() => server);
    try {
      expect(await waitFor(() => writers.acknowledged.size >= 15, 60_000)).toBe(true);
      // PostgreSQL alone, mid-stream: the supervisor brings it back and the writes go on.
      process.kill(postmasterPid(dataDir) as number, 'SIGKILL');
      const afterFirstKill = writers.acknowledged.size;
      expect(
        await waitFor(() => writers.acknowledged.size >= afterFirstKill + 15, 60_000),
        `${writers.statuses()}\n${server.output().slice(-6000)}`,
      ).toBe(true);
      // Both at once, mid-stream.
      const pgPid = postmasterPid(dataDir) as number;
      server.child.kill('SIGKILL');
      process.kill(pgPid, 'SIGKILL');
      await server.exited;
    } finally {
      await writers.stop();
    }
    const acknowledged = [...writers.acknowledged];
    expect(writers.attempted()).toBeGreaterThan(acknowledged.length); // some writes did fail mid-stream

    server = await startServer({ dataDir, pgPort: server.pgPort });
    const client = new pg.Client({ connectionString: databaseUrl(server) });
    await client.connect();
    try {
      const { rows } = await client.query<{ email: string }>("SELECT email FROM users WHERE email LIKE '%@durable.test'");
      const stored = new Set(rows.map((r) => r.email));
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    } finally {
      await client.end();
    }
  }, 240_000);
});
