import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive, waitFor } from '../db/embedded-lock';
import { cleanupServers, exitWithin, makeDataDir, postmasterPid, type ServerProcess, startServer } from './server-process';

// Real processes and raw sockets: what a load balancer and a slow client do to a server that is told to stop.
afterAll(() => cleanupServers(), 60_000);

let dataDir: string;

/** A raw HTTP/1.1 connection that collects everything the server sends. */
async function openSocket(server: ServerProcess) {
  const socket: Socket = connect(server.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  let closed = false;
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    closed = true;
  });
  return { socket, received: () => received, closed: () => closed };
}

const loginHead = (length: number) =>
  'POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
  `Connection: keep-alive\r\nContent-Length: ${length}\r\n\r\n`;

/** Once the listener is closed a new connection is refused: the server has begun to stop. */
const refusesConnections = (server: ServerProcess) =>
  new Promise<boolean>((resolve) => {
    const probe = connect(server.port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', () => resolve(true));
  });

describe('shutdown', () => {
  it('answers a request that arrives on a kept-alive connection after SIGTERM with 503 and Connection: close', async () => {
    dataDir = await makeDataDir();
    const server = await startServer({ dataDir, env: { SHUTDOWN_GRACE_MS: '10000' } });
    const conn = await openSocket(server);
    // A request in flight across the SIGTERM keeps the connection open (an idle one is simply closed).
    const body = JSON.stringify({ email: 'nobody@shutdown.test', password: 'not-the-password' });
    conn.socket.write(loginHead(body.length) + body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    expect(await waitFor(() => refusesConnections(server), 10_000)).toBe(true);
    conn.socket.write(body.slice(10));
    expect(await waitFor(() => /\r\n\r\n[\s\S]*\}$/.test(conn.received()), 10_000), conn.received()).toBe(true);
    expect(conn.received()).toMatch(/^HTTP\/1\.1 401 /);
    const first = conn.received().length;

    conn.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    expect(await waitFor(() => conn.closed(), 10_000), conn.received()).toBe(true);
    const second = conn.received().slice(first);
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second).toMatch(/\r\nconnection: close\r\n/i);
    expect(second).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(JSON.parse(second.slice(second.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'unavailable', message: expect.any(String) },
    });
    expect(await exitWithin(server, 20_000)).toBe(0);
  }, 180_000);

  it('cuts a trickling upload at the grace limit, closes the database and exits 0', async () => {
    const grace = 1_500;
    const server = await startServer({ dataDir, env: { SHUTDOWN_GRACE_MS: String(grace) } });
    const conn = await openSocket(server);
    // A large body sent a few bytes at a time: it would hold the shutdown for minutes.
    conn.socket.write(loginHead(200_000));
    const trickle = setInterval(() => conn.socket.writable && conn.socket.write('          '), 100);
    try {
      await new Promise((r) => setTimeout(r, 300));
      const pgPid = postmasterPid(dataDir);
      const sent = Date.now();
      server.child.kill('SIGTERM');
      expect(await exitWithin(server, grace + 15_000)).toBe(0);
      expect(Date.now() - sent).toBeLessThan(grace + 8_000);
      expect(await waitFor(() => conn.closed(), 5_000)).toBe(true);
      // The database was stopped, not left running.
      expect(pgPid).not.toBeNull();
      expect(isAlive(pgPid as number)).toBe(false);
      expect(server.output()).toMatch(/grace period over/);
    } finally {
      clearInterval(trickle);
      conn.socket.destroy();
    }
  }, 180_000);
});
