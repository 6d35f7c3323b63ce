// Loading a snapshot at agency scale (issue 22): one listing of 200 assets loaded into 50 of Summit Growth's locations
// by the real server against the CRM sandbox in its own process, with the sandbox's rate limit on (100 requests per
// 10 s) and its pushes progressing by the clock. A socket client watches `snapshot:progress` throughout. Measures the
// time from "Load into locations" to the last push's end, and the longest gap between two progress events
// (docs/decisions/028). Run alone: `npx tsx tools/bench/snapshot-load.ts`.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SNAPSHOT_ASSET_TYPES } from '@atrium/contracts/snapshots';
import { SOCKET_PATH } from '@atrium/contracts/socket-events';
import pg from 'pg';
import { io } from 'socket.io-client';
import { BENCH_BASE, embeddedDatabaseUrl, startBenchServer } from './bench-server';
import { addBenchLocations, startSandbox } from './crm-sync';
import { runAlone } from './run-alone';

const LOCATIONS = 50;
const ASSETS = 200;
const TARGET_MS = 120_000;
const PG_PORT = 54352;
const SANDBOX_URL = 'http://127.0.0.1:3912';
const DATABASE_URL = embeddedDatabaseUrl(PG_PORT);
const ADMIN = { email: 'olivia@summitgrowth.test', password: 'atrium-demo-2026' };

/**
 * The bench's data, in the sandbox's own tables and Atrium's (one database, two schemas): Summit grown to LOCATIONS
 * locations with the sync app installed, a CRM snapshot of ASSETS assets over the thirteen types, and Summit's
 * listing of it with a required field (typed per location) and one with a default.
 */
async function seed(client: pg.Client) {
  const { rows } = await client.query<{ id: string; n: number }>(
    `SELECT c.id, (SELECT count(*)::int FROM crm_sandbox.locations l WHERE l.company_id = c.id) AS n
     FROM crm_sandbox.companies c WHERE c.name = 'Summit Growth Agency'`,
  );
  const summit = rows[0];
  if (!summit) throw new Error('the sandbox has no Summit Growth: did the server seed its demo?');
  const more = LOCATIONS - summit.n;
  const snapshotId = 'benchS00000000000001';
  await client.query('BEGIN');
  await addBenchLocations(client, summit.id, more, ['crm_sync']);
  await client.query(`INSERT INTO crm_sandbox.snapshots (id, company_id, name, type) VALUES ($1, $2, 'Bench Mega Kit', 'own')`, [
    snapshotId,
    summit.id,
  ]);
  await client.query(
    `INSERT INTO crm_sandbox.snapshot_assets (snapshot_id, asset_type, position, name)
     SELECT $1, ($2::text[])[1 + g % array_length($2::text[], 1)], g, 'Asset ' || g FROM generate_series(0, $3::int - 1) g`,
    [snapshotId, SNAPSHOT_ASSET_TYPES, ASSETS],
  );
  await client.query(
    `INSERT INTO crm_sandbox.snapshot_custom_values (snapshot_id, position, name) VALUES ($1, 0, 'Business Name'), ($1, 1, 'Brand Colour')`,
    [snapshotId],
  );
  await client.query('COMMIT');
  return { companyId: summit.id, snapshotId };
}

/** Summit's listing of the bench snapshot, written into Atrium's tables (what `create-agency_snapshot` would make). */
async function listing(client: pg.Client, crm: { companyId: string; snapshotId: string }) {
  const { rows } = await client.query<{ agency_id: string }>(
    `SELECT m.agency_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = $1`,
    [ADMIN.email],
  );
  const agencyId = rows[0]!.agency_id;
  const assets = await client.query<{ type: string; names: string[] }>(
    `SELECT asset_type AS type, array_agg(name ORDER BY position) AS names FROM crm_sandbox.snapshot_assets
     WHERE snapshot_id = $1 GROUP BY asset_type`,
    [crm.snapshotId],
  );
  const inserted = await client.query<{ id: string }>(
    `INSERT INTO app_snapshots (id, agency_id, crm_snapshot_id, crm_company_id, name, visibility)
     VALUES (gen_random_uuid(), $1, $2, $3, 'Bench Mega Kit', 'locations') RETURNING id`,
    [agencyId, crm.snapshotId, crm.companyId],
  );
  const id = inserted.rows[0]!.id;
  await client.query(
    `INSERT INTO app_snapshot_versions (id, snapshot_id, number, contents) VALUES (gen_random_uuid(), $1, 1, $2)`,
    [id, JSON.stringify(assets.rows)],
  );
  await client.query(
    `INSERT INTO snapshot_custom_fields (id, agency_id, snapshot_id, label, key, type, required, default_value, position)
     VALUES (gen_random_uuid(), $1, $2, 'Business name', 'business_name', 'text', true, null, 0),
            (gen_random_uuid(), $1, $2, 'Brand colour', 'brand_colour', 'color', true, '#1a73e8', 1)`,
    [agencyId, id],
  );
  return id;
}

async function api<T>(pathname: string, token: string | null, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BENCH_BASE}${pathname}`, {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json', ...init.headers },
  });
  const body = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** A whole-agency CRM sync, so Atrium knows the grown company's locations. */
async function syncLocations(token: string) {
  const run = await api<{ _id: string }>('/api/v1/crm/sync', token, { method: 'POST', body: JSON.stringify({ full: false }) });
  for (;;) {
    const now = await api<{ status: string; error: string | null }>(`/api/v1/crm/sync/runs/${run._id}`, token);
    if (now.status !== 'queued' && now.status !== 'running') {
      if (now.status === 'failed') throw new Error(`the CRM sync failed: ${now.error}`);
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

type Push = { _id: string; status: string };
const FINISHED = new Set(['completed', 'partial', 'failed']);

export async function benchSnapshotLoad(): Promise<boolean> {
  const dataDir = path.join(tmpdir(), 'atrium-bench-snapshot-load');
  rmSync(dataDir, { recursive: true, force: true });
  // Every asset lands: the bench measures the time of a whole load, not the demo's failures.
  process.env.CRM_SANDBOX_SNAPSHOT_FAILURE_RATE = '0';
  const sandbox = await startSandbox(path.join(dataDir, 'sandbox'));
  const server = await startBenchServer({
    DATA_DIR: path.join(dataDir, 'server'),
    DATABASE_URL,
    CRM_SANDBOX_URL: SANDBOX_URL,
  }).catch(async (error) => {
    await sandbox.stop();
    throw error;
  });
  const client = new pg.Client({ connectionString: DATABASE_URL });
  try {
    await client.connect();
    const crm = await seed(client);
    const session = await api<{ token: string }>('/api/v1/auth/sign-in', null, { method: 'POST', body: JSON.stringify(ADMIN) });
    const token = session.token;
    await syncLocations(token);
    const snapshotId = await listing(client, crm);
    const targets = await api<{ _id: string; name: string }[]>(
      `/api/v1/snap_shot/list-ghl_locations?snapshot_id=${snapshotId}`,
      token,
    );
    const chosen = targets.slice(0, LOCATIONS);

    const socket = io(BENCH_BASE, { path: SOCKET_PATH, transports: ['websocket'], auth: { token } });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const events: number[] = [];
    const state = new Map<string, string>();
    let settled: () => void = () => undefined;
    const allDone = new Promise<void>((resolve) => {
      settled = resolve;
    });
    socket.on('snapshot:progress', (event: { pushes: Push[] }) => {
      events.push(performance.now());
      for (const push of event.pushes) state.set(push._id, push.status);
      if (state.size === chosen.length && [...state.values()].every((s) => FINISHED.has(s))) settled();
    });

    const started = performance.now();
    const load = await api<{ _id: string; pushes: Push[] }>('/api/v1/snap_shot/attach-location', token, {
      method: 'POST',
      body: JSON.stringify({
        snapshot_id: snapshotId,
        locations: chosen.map((l) => ({ locationId: l._id, values: { business_name: l.name } })),
      }),
    });
    for (const push of load.pushes) if (!state.has(push._id)) state.set(push._id, push.status);
    const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), TARGET_MS * 2).unref());
    const outcome = await Promise.race([allDone.then(() => 'done' as const), timeout]);
    const ms = performance.now() - started;
    socket.close();

    const pushes = await api<{ status: string; valuesWritten: boolean }[]>(
      `/api/v1/snap_shot/pushes?load_id=${load._id}&limit=100`,
      token,
    );
    const counts = new Map<string, number>();
    for (const p of pushes) counts.set(p.status, (counts.get(p.status) ?? 0) + 1);
    const written = pushes.filter((p) => p.valuesWritten).length;
    const gaps = events.slice(1).map((at, i) => at - events[i]!);
    const firstGap = events.length ? events[0]! - started : Number.POSITIVE_INFINITY;
    const longestGap = Math.max(firstGap, ...gaps);
    const allCompleted = outcome === 'done' && counts.get('completed') === chosen.length;
    const ok = allCompleted && ms < TARGET_MS;

    console.log(`\nSnapshot load: ${ASSETS} assets into ${chosen.length} locations (sandbox in its own process, rate limit on)`);
    console.log(
      `load             ${(ms / 1000).toFixed(1)} s (target < ${TARGET_MS / 1000} s) ${[...counts].map(([s, n]) => `${n} ${s}`).join(', ')}, values written in ${written} ${ok ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `progress events  ${events.length}, the first ${(firstGap / 1000).toFixed(2)} s after the request, longest gap ${(longestGap / 1000).toFixed(2)} s`,
    );
    return ok;
  } finally {
    await client.end().catch(() => undefined);
    await server.stop();
    await sandbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runAlone(import.meta.url, benchSnapshotLoad);
