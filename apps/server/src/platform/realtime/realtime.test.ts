import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents, TPodcastPublishedEvent } from '@atrium/contracts/socket-events';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createPodcast, podcastAction } from '../../test/podcasts';
import { seedTenants, TEST_PASSWORD, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessions } from '../tenancy/tenancy.tables';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestApp;
let tenants: Tenants;
let baseUrl: string;
const clients: Client[] = [];

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await t.close();
});

/** A browser's connection: long polling first, then the upgrade to a websocket; no retries, so a refusal is final. */
function connect(token?: string): Client {
  const client: Client = io(baseUrl, {
    path: '/engine.io',
    transports: ['polling', 'websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
  });
  clients.push(client);
  return client;
}

/** Settles with how the connection attempt ended: 'connected' or the connect_error message. */
const outcome = (client: Client) =>
  new Promise<string>((resolve) => {
    client.once('connect', () => resolve('connected'));
    client.once('connect_error', (error) => resolve(error.message));
  });

const within = <T>(ms: number, promise: Promise<T>, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms)),
  ]);

describe('socket.io at /engine.io', () => {
  it('accepts a valid token, upgrades to a websocket and answers a ping', async () => {
    const client = connect(tenants.staffA1.token);
    expect(await outcome(client)).toBe('connected');
    if (client.io.engine.transport.name !== 'websocket') {
      await within(5000, new Promise((resolve) => client.io.engine.once('upgrade', resolve)), 'upgrade');
    }
    expect(client.io.engine.transport.name).toBe('websocket');
    const at = await client.timeout(5000).emitWithAck('ping');
    expect(Date.now() - new Date(at).getTime()).toBeLessThan(60_000);
  });

  it('refuses a connection without a token or with an unknown one', async () => {
    expect(await outcome(connect())).toBe('unauthorized');
    expect(await outcome(connect(''))).toBe('unauthorized');
    expect(await outcome(connect('not-a-real-token'))).toBe('unauthorized');
  });

  it('refuses a token once it has been revoked (signed out)', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: tenants.staffA2.email, password: TEST_PASSWORD },
    });
    const { token } = login.json().data;
    const before = connect(token);
    expect(await outcome(before)).toBe('connected');
    before.disconnect();

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(await outcome(connect(token))).toBe('unauthorized');
  });

  it('tells every signed-in browser when the super admin publishes a podcast through the API', async () => {
    const listeners = [connect(tenants.endUser.token), connect(tenants.adminB.token)];
    for (const client of listeners) expect(await outcome(client)).toBe('connected');
    const podcast = await createPodcast(t, tenants.superAdmin.headers, { title: 'Live now' });

    const received = listeners.map((client) =>
      within(
        5000,
        new Promise<TPodcastPublishedEvent>((resolve) => {
          client.on('podcast:published', (event) => event.id === podcast._id && resolve(event));
        }),
        'podcast:published',
      ),
    );
    await podcastAction(t, tenants.superAdmin.headers, podcast._id, 'publish');
    for (const event of await Promise.all(received)) expect(event).toEqual({ id: podcast._id, title: 'Live now' });
  });

  it('closes the connection when its session logs out', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: 'staff@alpha-two.test', password: TEST_PASSWORD },
    });
    const { token } = login.json().data;
    const client = connect(token);
    expect(await outcome(client)).toBe('connected');
    const closed = new Promise<string>((resolve) => client.once('disconnect', (reason) => resolve(reason)));
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(await within(5000, closed, 'disconnect')).toBe('io server disconnect');
  });

  it('closes connections whose session expired, went idle or was revoked elsewhere, and keeps the rest', async () => {
    const user = tenants.locationAdminB1;
    const sessionIdsOf = async () =>
      new Set((await t.db.select().from(sessions).where(eq(sessions.userId, user._id))).map((row) => row._id));
    /** Signs in through the API and connects; returns the client and the session it opened. */
    const signedInClient = async () => {
      const before = await sessionIdsOf();
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      const sessionId = [...(await sessionIdsOf())].find((id) => !before.has(id))!;
      const client = connect(login.json().data.token);
      expect(await outcome(client)).toBe('connected');
      return { client, sessionId };
    };
    const expiring = await signedInClient();
    const idle = await signedInClient();
    const revoked = await signedInClient();
    const kept = await signedInClient();
    const closed = ({ client }: { client: Client }) =>
      new Promise<string>((resolve) => client.once('disconnect', (reason) => resolve(reason)));
    const endings = [closed(expiring), closed(idle), closed(revoked)];

    const longAgo = new Date(Date.now() - 400 * 24 * 3600 * 1000);
    await t.db.update(sessions).set({ expiresAt: longAgo }).where(eq(sessions._id, expiring.sessionId));
    await t.db.update(sessions).set({ lastSeenAt: longAgo }).where(eq(sessions._id, idle.sessionId));
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions._id, revoked.sessionId));

    expect(await t.app.realtime.recheckSessions()).toBe(3);
    expect(await within(5000, Promise.all(endings), 'disconnects')).toEqual(Array(3).fill('io server disconnect'));
    expect(kept.client.connected).toBe(true);
    expect(await kept.client.timeout(5000).emitWithAck('ping')).toEqual(expect.any(String));
  });
});

describe('listening connections (between processes)', () => {
  const listeners = async () =>
    (
      await t.pool.query<{ query: string }>(
        `SELECT query FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %' ORDER BY query`,
      )
    ).rows.map((row) => row.query);

  it('holds one for the socket adapter and one for cache signals, and leaves none behind when closed at once', async () => {
    const own = ['LISTEN "socket.io#/"', 'LISTEN atrium_events'];
    expect(await listeners()).toEqual(own);
    for (let i = 0; i < 3; i++) {
      const other = await buildApp({ config: t.config, db: t.db });
      await other.ready();
      await other.close(); // before its listening connections are open, most likely
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await listeners()).toEqual(own);
  });

  it('survives losing them (a database restart) and listens again', async () => {
    await t.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
    );
    const until = Date.now() + 8_000;
    while ((await listeners()).length < 2 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await listeners()).toEqual(['LISTEN "socket.io#/"', 'LISTEN atrium_events']);
    const client = connect(tenants.staffA1.token);
    expect(await outcome(client)).toBe('connected');
  });
});
