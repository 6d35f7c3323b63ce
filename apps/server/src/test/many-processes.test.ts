import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ClientToServerEvents, ServerToClientEvents } from '@atrium/contracts/socket-events';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT_DIR } from '../config';
import { listing } from '../modules/apps/console-fixtures';
import { image, multipart } from '../modules/uploads/upload-test-helpers';
import { startS3TestServer } from '../platform/storage/s3-test-server';
import { DEMO_PASSWORD } from '../seed/demo-data';
import { freePort } from './global-setup';
import { TEST_SUPER_ADMIN } from './test-app';

/**
 * Two real server processes (`main.ts`, as `npm start` runs it) on one database, as an operator runs N of them
 * behind a load balancer: what is written through one is seen through the other.
 */

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
type Headers = Record<string, string>;

interface Server {
  url: string;
  child: ChildProcess;
  dataDir: string;
  output: string[];
}

const serverUrl = inject('pgServerUrl');
const dbName = `t_many_${randomBytes(5).toString('hex')}`;
const servers: Server[] = [];
const clients: Client[] = [];
let a: Server;
let b: Server;
let s3: Awaited<ReturnType<typeof startS3TestServer>> | undefined;

const databaseUrl = () => {
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
};

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Starts `main.ts` in a process of its own and resolves once it answers its health check. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atrium-many-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl(),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'true',
      SUPER_ADMIN_EMAIL: TEST_SUPER_ADMIN,
      // Each process its own CRM sandbox (as one machine's processes could not share the default port).
      CRM_SANDBOX_PORT: '0',
      STRIPE_SANDBOX_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { url: `http://127.0.0.1:${port}`, child, dataDir, output: [] };
  servers.push(server);
  // Should this worker end without afterAll (a crash, a timeout), the server ends with it.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  child.once('exit', () => process.removeListener('exit', orphaned));
  child.stdout?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
  const until = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${server.output.join('')}`);
    const up = await fetch(`${server.url}/api/health/live`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return server;
    if (Date.now() > until) throw new Error(`server did not start:\n${server.output.join('')}`);
    await sleep(100);
  }
}

async function stopServer(server: Server) {
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
  }
  await rm(server.dataDir, { recursive: true, force: true });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(server: Server, method: string, url: string, body?: unknown, headers: Headers = {}) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) };
}

async function ok(server: Server, method: string, url: string, body?: unknown, headers: Headers = {}) {
  const res = await call(server, method, url, body, headers);
  expect(res.status, `${method} ${url}: ${res.text}`).toBeLessThan(300);
  return res.json().data;
}

/** Client addresses (the servers trust X-Forwarded-For): each sign-in comes from its own, so only test 4 meets the limits. */
let addresses = 0;
const nextAddress = () => ({ 'x-forwarded-for': `10.9.0.${++addresses}` });

async function signIn(server: Server, email: string, portal: 'auth' | 'user' = 'auth') {
  const data = await ok(server, 'POST', `/api/v1/${portal}/login`, { email, password: DEMO_PASSWORD }, nextAddress());
  return { token: data.token as string, headers: { authorization: `Bearer ${data.token}` } };
}

const within = <T>(ms: number, promise: Promise<T>, what: string) =>
  Promise.race([promise, sleep(ms).then(() => Promise.reject(new Error(`no ${what} within ${ms} ms`)))]);

/** A browser tab's socket on one server, connected. */
async function connectTo(server: Server, token: string): Promise<Client> {
  const client: Client = io(server.url, { path: '/engine.io', auth: { token }, reconnection: false, forceNew: true });
  clients.push(client);
  await within(
    5_000,
    new Promise((resolve, reject) => {
      client.once('connect', () => resolve(null));
      client.once('connect_error', reject);
    }),
    'socket connection',
  );
  return client;
}

beforeAll(async () => {
  // An empty database: both processes start at once and take turns to migrate it and load the demo data.
  await adminQuery(`CREATE DATABASE ${dbName}`);
  // One key for both: API keys and access tokens are hashed under it, saved credentials sealed with it.
  // Uploads go to one bucket (a local S3 server here).
  s3 = await startS3TestServer();
  const shared = {
    CREDENTIALS_KEY: randomBytes(32).toString('base64'),
    ...s3.env,
    // Low sign-in limits, counted in PostgreSQL (the last test), behind a trusted proxy that names the client.
    TRUST_PROXY: 'true',
    SIGN_IN_FREE_FAILURES: '2',
    AUTH_RATE_LIMIT_PER_MINUTE: '3',
  };
  [a, b] = await Promise.all([startServer(shared), startServer(shared)]);
}, 90_000);

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await Promise.all(servers.map(stopServer));
  await s3?.close();
  await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}, 30_000);

describe('two server processes on one database', () => {
  it('shows an app edited through A in search on B within a second', async () => {
    const admin = await signIn(a, TEST_SUPER_ADMIN);
    const [partner] = await ok(a, 'GET', '/api/v1/console/partners', undefined, admin.headers);
    const created = await ok(
      a,
      'POST',
      '/api/v1/console/apps',
      { ...listing({ name: 'Quokka Planner' }), partnerId: partner._id },
      admin.headers,
    );
    await ok(a, 'POST', `/api/v1/console/apps/${created._id}/submit`, {}, admin.headers);
    await ok(a, 'POST', `/api/v1/console/apps/${created._id}/approve`, {}, admin.headers);

    const search = (q: string) => call(b, 'GET', `/api/v1/app/filter?q=${q}`).then((res) => res.json());
    const names = async (q: string) => ((await search(q)).data as { name: string }[]).map((app) => app.name);
    // B has loaded its index and answered (and kept) both searches before the edit.
    expect(await names('quokka')).toContain('Quokka Planner');
    expect(await names('wombat')).toEqual([]);

    const edited = Date.now();
    await ok(a, 'PUT', `/api/v1/console/apps/${created._id}`, listing({ name: 'Wombat Planner' }), admin.headers);
    while (!(await names('wombat')).includes('Wombat Planner')) {
      expect(Date.now() - edited, 'the edit did not reach B within 1 s').toBeLessThan(1_000);
      await sleep(20);
    }
    expect(Date.now() - edited).toBeLessThan(1_000);
    expect(await names('quokka')).toEqual([]);
    // The app's page, kept in B's answer cache, follows too.
    const page = await call(b, 'GET', `/api/v1/app/get_single_app?app_id=${created._id}`);
    expect(page.json().data.name).toBe('Wombat Planner');
  });

  it('delivers a ticket comment posted through A to a socket connected to B', async () => {
    const submitter = await signIn(a, 'emma@summitdental.test', 'user');
    const agent = await signIn(a, 'olivia@summitgrowth.test');
    const ticket = await ok(
      a,
      'POST',
      '/api/v1/support',
      { subject: 'Across processes', description: 'Seen on B?' },
      submitter.headers,
    );

    const client = await connectTo(b, agent.token);
    expect(await client.timeout(5_000).emitWithAck('ticket:watch', ticket._id)).toEqual({ ok: true });

    const received = within(
      5_000,
      new Promise<{ ticketId: string; comment: { _id: string; body: string } }>((resolve) =>
        client.on('ticket:comment', (event) => resolve(event)),
      ),
      'ticket:comment on B',
    );
    const comment = await ok(
      a,
      'POST',
      '/api/v1/support/tickets/ticketchat',
      { ticketId: ticket._id, body: 'Posted through A', internal: false },
      submitter.headers,
    );
    const event = await received;
    expect(event.ticketId).toBe(ticket._id);
    expect(event.comment).toMatchObject({ _id: comment._id, body: 'Posted through A' });
  });

  it('closes the socket on B when its session signs out through A', async () => {
    const session = await signIn(a, 'noah@summitgrowth.test');
    const client = await connectTo(b, session.token);
    const closed = new Promise<string>((resolve) => client.once('disconnect', (reason) => resolve(reason)));
    await ok(a, 'POST', '/api/v1/auth/logout', undefined, session.headers);
    expect(await within(5_000, closed, 'disconnect on B')).toBe('io server disconnect');
  });

  it('serves through B an image uploaded through A (S3 storage)', async () => {
    const { headers } = await signIn(a, 'olivia@summitgrowth.test');
    const png = await image('png', 5, 4);
    const body = multipart([{ data: png }]);
    const res = await fetch(`${a.url}/api/v1/utils/upload/image?desiredPath=shared/covers`, {
      method: 'POST',
      headers: { ...headers, ...body.headers },
      body: body.payload,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { data } = (await res.json()) as { data: { url: string } };
    expect(await readdir(path.join(a.dataDir, 'uploads')).catch(() => [])).toEqual([]); // not on A's disk
    const served = await fetch(`${b.url}${data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it('counts sign-in attempts through A and B against the same limits', async () => {
    const attacker = { 'x-forwarded-for': '203.0.113.7' };
    const owner = { 'x-forwarded-for': '198.51.100.20' };
    const login = (server: Server, password: string, from: Headers) =>
      call(server, 'POST', '/api/v1/auth/login', { email: 'mia@harbordigital.test', password }, from);
    // The account's failures, one through each process: the next attempt waits, on either, even with the password.
    expect((await login(a, 'wrong-password', attacker)).status).toBe(401);
    expect((await login(b, 'wrong-password', attacker)).status).toBe(401);
    const waiting = await login(b, DEMO_PASSWORD, owner);
    expect(waiting.status).toBe(429);
    expect(waiting.json().error.code).toBe('rate_limited');
    // The per-minute budget of one address (3 here): two used above, one more through B, then A refuses.
    expect((await call(b, 'POST', '/api/v1/user/login', { email: 'q@r.test', password: 'x' }, attacker)).status).toBe(401);
    expect((await call(a, 'POST', '/api/v1/user/login', { email: 'q@r.test', password: 'x' }, attacker)).status).toBe(429);
  });

  it("drops B's cached podcast list when a podcast is published through A (well before its 5 s lifetime)", async () => {
    const admin = await signIn(a, TEST_SUPER_ADMIN);
    const listed = async () =>
      ((await call(b, 'GET', '/api/v1/exchangepodcast')).json().data as { id: string }[]).map((p) => p.id);
    const body = { title: 'Across processes', date: '2026-01-05', video: 'dQw4w9WgXcQ' };
    const podcast = await ok(a, 'POST', '/api/v1/podcasts', body, admin.headers);
    expect(await listed()).not.toContain(podcast._id); // B keeps this answer now
    const published = Date.now();
    await ok(a, 'POST', `/api/v1/podcasts/${podcast._id}/publish`, undefined, admin.headers);
    while (!(await listed()).includes(podcast._id)) {
      expect(Date.now() - published, 'the publish did not reach B within 1 s').toBeLessThan(1_000);
      await sleep(20);
    }
  });
});
