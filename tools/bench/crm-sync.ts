// The CRM sync at agency scale: the sandbox's Summit Growth grown to 200 locations, 2,000 users and 50,000
// contacts, synced into Atrium by the real server. The sandbox runs in a process of its own (`npm run sandbox:crm`,
// which also holds the embedded database), as the CRM does in production: the server's memory is Atrium's alone.
// Measures the first sync's time and the server's memory (RSS, sampled every 100 ms) during it, then an
// incremental sync with nothing changed (docs/decisions/024). Run alone: `npx tsx tools/bench/crm-sync.ts`.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BENCH_BASE, BENCH_PORT, embeddedDatabaseUrl, startBenchServer, startSandboxProcess } from './bench-server';
import { runAlone } from './run-alone';

const LOCATIONS = 200;
const USERS = 2_000;
const CONTACTS = 50_000;
const TARGET_FIRST_MS = 60_000;
const TARGET_RSS_MB = 300;
const TARGET_INCREMENTAL_MS = 3_000;
const PG_PORT = 54352;
const SANDBOX_PORT = 3912;
const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
const DATABASE_URL = embeddedDatabaseUrl(PG_PORT);
/** Summit's admin in Atrium's demo (seed/demo-data.ts). */
const ADMIN = { email: 'olivia@summitgrowth.test', password: 'atrium-demo-2026' };

/** A 20-character CRM id, as the sandbox's API checks them: a prefix and a zero-padded number. */
const idSql = (prefix: string, n: string) => `'${prefix}' || lpad((${n})::text, ${20 - prefix.length}, '0')`;

/**
 * Grows Summit Growth in the sandbox's own tables with set-based SQL (the bench's data, not the demo's): locations
 * with the sync app installed, account users spread over them, and contacts to reach CONTACTS in all.
 */
async function growSummit(client: pg.Client) {
  const { rows } = await client.query<{ id: string; n: number; contacts: number }>(
    `SELECT c.id, (SELECT count(*)::int FROM crm_sandbox.locations l WHERE l.company_id = c.id) AS n,
            (SELECT count(*)::int FROM crm_sandbox.contacts k JOIN crm_sandbox.locations l ON l.id = k.location_id
              WHERE l.company_id = c.id) AS contacts
     FROM crm_sandbox.companies c WHERE c.name = 'Summit Growth Agency'`,
  );
  const summit = rows[0];
  if (!summit) throw new Error('the sandbox has no Summit Growth: did the server seed its demo?');
  const more = LOCATIONS - summit.n;
  const [{ users }] = (
    await client.query<{ users: number }>('SELECT count(*)::int AS users FROM crm_sandbox.users WHERE company_id = $1', [
      summit.id,
    ])
  ).rows as [{ users: number }];
  await client.query('BEGIN');
  await addBenchLocations(client, summit.id, more, ['crm_sync', 'app']);
  await client.query(
    `INSERT INTO crm_sandbox.users (id, company_id, first_name, last_name, email, type, role, location_ids, password_hash)
     SELECT ${idSql('benchU', 'g')}, $1, 'Person', 'Number ' || g, 'person' || g || '@bench.test', 'account',
            CASE WHEN g % 10 = 0 THEN 'admin' ELSE 'user' END, array[${idSql('benchL', '1 + g % $3::int')}], 'x'
     FROM generate_series(1, $2::int) g`,
    [summit.id, USERS - users, more],
  );
  const perLocation = Math.ceil((CONTACTS - summit.contacts) / more);
  await client.query(
    `INSERT INTO crm_sandbox.contacts (id, location_id, first_name, last_name, email, phone, tags, date_added, date_updated)
     SELECT ${idSql('benchC', 'g')}, ${idSql('benchL', '1 + g % $2::int')}, 'Contact', 'Number ' || g, 'contact' || g || '@bench.test',
            '+1512' || lpad((g % 10000000)::text, 7, '0'), array['bench', 'tag' || (g % 7)],
            now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
     FROM generate_series(1, $1::int) g`,
    [Math.min(perLocation * more, CONTACTS - summit.contacts), more],
  );
  await client.query('COMMIT');
  const total = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM crm_sandbox.contacts k JOIN crm_sandbox.locations l ON l.id = k.location_id WHERE l.company_id = $1`,
    [summit.id],
  );
  return { locations: LOCATIONS, users: USERS, contacts: total.rows[0]!.n };
}

/** The bench server's node process (a child of this one), for its memory. */
export function serverPid(): number {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  const line = out.split('\n').find((l) => l.includes('apps/server/src/main.ts'));
  if (!line) throw new Error('the bench server process was not found');
  return Number.parseInt(line.trim(), 10);
}

const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};

type Run = { _id: string; status: string; phase: string; error: string | null; counts: Record<string, Record<string, number>> };

async function api(pathname: string, token: string, init: RequestInit = {}) {
  const res = await fetch(`${BENCH_BASE}${pathname}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  const body = (await res.json()) as { data: unknown };
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** Starts a sync by hand and waits for it to finish; its time from the start request to done, and the peak RSS. */
async function timedSync(token: string, pid: number, full: boolean) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  const started = performance.now();
  try {
    const run = (await api('/api/v1/crm/sync', token, { method: 'POST', body: JSON.stringify({ full }) })) as Run;
    // When each phase was first seen (polled every 50 ms): where the time goes.
    const phases = new Map<string, number>();
    for (;;) {
      const now = (await api(`/api/v1/crm/sync/runs/${run._id}`, token)) as Run;
      if (!phases.has(now.phase)) phases.set(now.phase, performance.now() - started);
      if (now.status !== 'queued' && now.status !== 'running') {
        const ms = performance.now() - started;
        const steps = [...phases].map(([phase, at]) => `${phase} ${(at / 1000).toFixed(2)} s`).join(', ');
        return { run: now, ms, peak, steps };
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    clearInterval(sampler);
  }
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** `npm run sandbox:crm` on its own embedded database, for Atrium's server at BENCH_PORT; resolves once it answers. */
/** `count` more sandbox locations for Summit (`benchL…` ids), with the given Atrium apps installed in each. */
export async function addBenchLocations(client: pg.PoolClient | pg.Client, companyId: string, count: number, apps: string[]) {
  await client.query(
    `INSERT INTO crm_sandbox.locations (id, company_id, name, email, city, country, timezone)
     SELECT ${idSql('benchL', 'g')}, $1, 'Summit Client ' || g, 'client' || g || '@bench.test', 'Austin', 'US', 'America/Chicago'
     FROM generate_series(1, $2::int) g`,
    [companyId, count],
  );
  await client.query(
    `INSERT INTO crm_sandbox.app_installs (client_key, company_id, location_id, install_to_future)
     SELECT k, $1, ${idSql('benchL', 'g')}, false FROM generate_series(1, $2::int) g, unnest($3::text[]) k`,
    [companyId, count, apps],
  );
}

export function startSandbox(dataDir: string): Promise<{ stop: () => Promise<void> }> {
  return startSandboxProcess({
    name: 'CRM sandbox',
    entry: 'apps/server/src/integrations/crm/sandbox/main.ts',
    env: {
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(PG_PORT),
      CRM_SANDBOX_PORT: String(SANDBOX_PORT),
      // Atrium's apps are registered for the server's address.
      PORT: String(BENCH_PORT),
    },
    probeUrl: `${SANDBOX_URL}/oauth/installedLocations`,
  });
}

export async function benchCrmSync(): Promise<boolean> {
  const dataDir = path.join(tmpdir(), 'atrium-bench-crm-sync');
  rmSync(dataDir, { recursive: true, force: true });
  const sandbox = await startSandbox(path.join(dataDir, 'sandbox'));
  const server = await startBenchServer({
    DATA_DIR: path.join(dataDir, 'server'),
    DATABASE_URL,
    CRM_SANDBOX_URL: SANDBOX_URL,
  }).catch(async (error) => {
    await sandbox.stop();
    throw error;
  });
  try {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    const size = await growSummit(client).finally(() => client.end());
    const session = (await fetch(`${BENCH_BASE}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    }).then((r) => r.json())) as { data: { token: string } };
    const token = session.data.token;
    const pid = serverPid();
    const idle = rssMb(pid);

    const first = await timedSync(token, pid, true);
    const second = await timedSync(token, pid, false);
    const changed = (run: Run) =>
      Object.values(run.counts).reduce((n, c) => n + (c.created ?? 0) + (c.updated ?? 0) + (c.archived ?? 0), 0);

    console.log(
      `\nCRM sync: ${size.locations} locations, ${size.users} users, ${size.contacts} contacts (the sandbox in its own process)`,
    );
    console.log(
      `first sync        ${(first.ms / 1000).toFixed(1)} s (target < ${TARGET_FIRST_MS / 1000} s) ${first.run.status}, ${changed(first.run)} changes ${verdict(first.ms < TARGET_FIRST_MS && first.run.status === 'succeeded')}`,
    );
    console.log(
      `server RSS        peak ${first.peak.toFixed(0)} MB during it, ${idle.toFixed(0)} MB before (target < ${TARGET_RSS_MB} MB) ${verdict(first.peak < TARGET_RSS_MB)}`,
    );
    console.log(
      `incremental sync  ${(second.ms / 1000).toFixed(2)} s (target < ${TARGET_INCREMENTAL_MS / 1000} s) ${second.run.status}, ${changed(second.run)} changes ${verdict(second.ms < TARGET_INCREMENTAL_MS && second.run.status === 'succeeded')}`,
    );
    console.log(`phases seen at    first: ${first.steps}; incremental: ${second.steps}`);
    if (first.run.error || second.run.error) console.log(`errors: ${first.run.error ?? ''} ${second.run.error ?? ''}`);
    return (
      first.ms < TARGET_FIRST_MS &&
      first.run.status === 'succeeded' &&
      first.peak < TARGET_RSS_MB &&
      second.ms < TARGET_INCREMENTAL_MS &&
      second.run.status === 'succeeded' &&
      changed(second.run) === 0
    );
  } finally {
    await server.stop();
    await sandbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runAlone(import.meta.url, benchCrmSync);
