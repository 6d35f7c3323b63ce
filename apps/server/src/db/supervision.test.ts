import { execFileSync, spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cleanupServers,
  exitWithin,
  health,
  makeDataDir,
  postmasterPid,
  register,
  type ServerProcess,
  startServer,
} from '../test/server-process';
import { isAlive, waitFor } from './embedded-lock';

// Real processes: the server as `npm start` runs it, on an embedded PostgreSQL of its own.
afterAll(() => cleanupServers(), 60_000);

const idOf = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());

const livePostmaster = (server: ServerProcess) => {
  const pid = postmasterPid(server.dataDir);
  expect(pid, server.output()).not.toBeNull();
  expect(isAlive(pid as number)).toBe(true);
  return pid as number;
};

describe('the embedded PostgreSQL is supervised', () => {
  it('restarts the database after kill -9: health says degraded, then the API answers again within 5 s', async () => {
    const server = await startServer({ dataDir: await makeDataDir() });
    expect(await register(server, 'before@kill.test')).toBe(201);
    const old = livePostmaster(server);

    process.kill(old, 'SIGKILL');
    const killedAt = Date.now();
    const seen: string[] = [];
    const back = await waitFor(
      async () => {
        const { status, body } = await health(server);
        seen.push(`${status} ${body?.status ?? ''} ${body?.database ?? ''}`.trim());
        // A backend can still answer for a moment after its postmaster died: back means restarted, then 200.
        return server.output().includes('is up again') && status === 200;
      },
      5_000,
      25,
    );
    expect(back, `${seen.join(', ')}\n${server.output()}`).toBe(true);
    expect(Date.now() - killedAt).toBeLessThan(5_000);
    // The supervisor noticed and restarted it. Whether a health poll landed inside the restart depends on the
    // machine's load (a restart takes about 1.5 s), so the degraded answer itself is asserted in health.test.ts;
    // here every answer that was not 200 must be the degraded one.
    expect(server.output()).toContain('restarting it');
    for (const answer of seen.filter((s) => !s.startsWith('200'))) expect(answer).toMatch(/^503 degraded (restarting|down)$/);
    // A write through the whole stack, on the same server process.
    expect(await register(server, 'after@kill.test')).toBe(201);
    expect(server.child.exitCode).toBeNull();
    const restarted = livePostmaster(server);
    expect(restarted).not.toBe(old);

    // Shutdown with the database killed out of band again: it does not wait on the dead child, and exits 0.
    process.kill(restarted, 'SIGKILL');
    // SIGTERM as soon as the supervisor has noticed: the log line is written when the child's exit is seen.
    const noticed = async () => server.output().split('restarting it').length - 1 >= 2;
    expect(await waitFor(noticed, 5_000, 10)).toBe(true);
    server.child.kill('SIGTERM');
    const started = Date.now();
    expect(await exitWithin(server, 20_000)).toBe(0);
    expect(Date.now() - started).toBeLessThan(8_000);
    // Nothing of ours keeps running on the data folder.
    const left = postmasterPid(server.dataDir);
    if (left !== null) expect(isAlive(left)).toBe(false);
  }, 180_000);

  it('starts on a data folder whose PostgreSQL outlived a server killed with -9', async () => {
    const dataDir = await makeDataDir();
    const first = await startServer({ dataDir });
    expect(await register(first, 'orphan@kill.test')).toBe(201);
    const orphan = livePostmaster(first);
    // While its server lives, that PostgreSQL is not an orphan: a second server on the folder says so and stops.
    await expect(startServer({ dataDir, pgPort: first.pgPort })).rejects.toThrow(
      /\[atrium\] cannot start: Another server \(pid \d+\) runs PostgreSQL \(pid \d+\) on .*: stop it, or give this one another DATA_DIR/,
    );
    expect(isAlive(orphan)).toBe(true);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(isAlive(orphan)).toBe(true); // still holding the data folder and its port

    const second = await startServer({ dataDir, pgPort: first.pgPort });
    expect(isAlive(orphan)).toBe(false);
    expect(second.output()).toMatch(/stopping PostgreSQL pid \d+ left running/);
    // The write of the first run is there: the second registration of that address is refused.
    expect(await register(second, 'orphan@kill.test')).toBe(409);

    // Both killed with -9, and their pid since taken by another process of the postgres user (pids wrap around
    // quickly on a busy machine): PostgreSQL alone would take its lock files for live ones. (A pid that is simply
    // gone is the durability test's case.)
    const pid = livePostmaster(second);
    second.child.kill('SIGKILL');
    process.kill(pid, 'SIGKILL');
    await second.exited;
    expect(postmasterPid(dataDir)).toBe(pid);
    const asPostgres = process.getuid?.() === 0 ? { uid: idOf('-u'), gid: idOf('-g') } : {};
    const stranger = spawn('sleep', ['120'], { ...asPostgres, stdio: 'ignore' });
    try {
      for (const file of ['postmaster.pid', `.s.PGSQL.${first.pgPort}.lock`]) {
        const lock = path.join(dataDir, 'pg', file);
        const lines = (await readFile(lock, 'utf8')).split('\n');
        await writeFile(lock, [String(stranger.pid), ...lines.slice(1)].join('\n'));
      }
      const third = await startServer({ dataDir, pgPort: first.pgPort });
      expect(await register(third, 'stale@kill.test')).toBe(201);
      expect(isAlive(stranger.pid as number)).toBe(true);
      third.child.kill('SIGTERM');
      expect(await exitWithin(third, 30_000)).toBe(0);
    } finally {
      stranger.kill('SIGKILL');
    }
  }, 240_000);
});
