// `npm run bench`: API throughput of the podcast list against a trivial route on the same server, and the gzipped
// JavaScript the first pages load. Prints the numbers and whether each target holds; exits 1 when one does not.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildWeb } from '../build-web.mjs';
import { measureBundles } from './bundle-size';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = 3200;
const BASE = `http://127.0.0.1:${PORT}`;
const TARGET_RATIO = 0.5;
// The '130 kB', read strictly: 1 kB = 1000 bytes, gzip level 9 (the gzip-size convention).
const TARGET_HOME_BYTES = 130_000;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB (${bytes} bytes)`;

async function waitForHealth(timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${BASE}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the bench server did not become healthy');
}

async function load(url: string) {
  const result = await autocannon({ url, connections: 50, duration: 10, pipelining: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  buildWeb();
  const bundles = measureBundles(path.join(root, 'apps/web/dist'));

  const dataDir = path.join(tmpdir(), 'atrium-bench');
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: '54349',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    await waitForHealth();
    await load(`${BASE}/api/v1/exchangepodcast`); // warm-up: JIT, connection pool, PostgreSQL caches
    const trivial = await load(`${BASE}/api/health/live`);
    const podcasts = await load(`${BASE}/api/v1/exchangepodcast`);
    const ratio = podcasts.rps / trivial.rps;
    const row = (name: string, r: typeof trivial) =>
      `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}`;
    console.log('\nAPI, 50 connections, 10 s each');
    console.log(row('GET /api/health/live (trivial)', trivial));
    console.log(row('GET /api/v1/exchangepodcast', podcasts));
    console.log(
      `ratio ${(ratio * 100).toFixed(1)}% (target >= ${TARGET_RATIO * 100}%) ${ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'}`,
    );
    console.log('\nInitial JavaScript, gzipped');
    console.log(
      `/        ${kB(bundles.home)} (target <= ${kB(TARGET_HOME_BYTES)}) ${bundles.home <= TARGET_HOME_BYTES ? 'PASS' : 'FAIL'}`,
    );
    console.log(`/podcast ${kB(bundles.podcast)}`);
    const failed = ratio < TARGET_RATIO || bundles.home > TARGET_HOME_BYTES || trivial.errors + podcasts.errors > 0;
    process.exitCode = failed ? 1 : 0;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
