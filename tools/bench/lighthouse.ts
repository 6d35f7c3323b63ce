// Lighthouse 12.2.3 on the production build (docs/decisions/015): the performance score of `/` and `/podcast`
// (mobile preset: the default config, simulated throttling of a slow 4G phone), their LCP, FCP and TBT, and the
// bytes `/` transfers before its first render. Run alone with `npx tsx tools/bench/lighthouse.ts`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';
import { buildWeb } from '../build-web.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureBrowser } from '../ensure-browser.mjs';
import { BENCH_BASE, embeddedDatabaseUrl, startBenchServer, startUpSettled } from './bench-server';

export const TARGET_SCORE = 90;
/** The '170 kB', read as the JS budget is: 1 kB = 1000 bytes. */
export const TARGET_FIRST_RENDER_BYTES = 170_000;
const PAGES = ['/', '/podcast'] as const;
/**
 * Runs per page; the median run (by score) is reported, as Lighthouse's own guidance advises. On this shared
 * two-core machine one run's total blocking time varied fivefold with the other work on it.
 */
const RUNS = 5;
/** Lighthouse's own threshold for "the host is slower than the preset assumes" (SLOW_CPU_BENCHMARK_INDEX_THRESHOLD). */
const SLOW_HOST_INDEX = 1000;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const PG_PORT = 54351;

interface NetworkItem {
  url: string;
  rendererStartTime?: number;
  transferSize?: number;
}

export interface PageResult {
  page: string;
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  firstRenderBytes: number;
  firstRenderRequests: number;
  /** Every run's score; the other numbers are the median run's. */
  scores: number[];
  /** Lighthouse's measure of the host's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
}

/**
 * Bytes before the first render: the sum of `transferSize` (headers and body as they crossed the wire, so after
 * compression) over the `network-requests` audit's requests whose `rendererStartTime` (when the page asked for
 * them, whether or not they had to wait for a connection) is before the first contentful paint observed in the
 * same run. Both are taken on one clock: the audit's times are relative to its earliest request
 * (`debugData.networkStartTimeTs`), the paint is the trace timestamp `observedFirstContentfulPaintTs`. The
 * observed run is unthrottled, so "before the first paint" means the requests the page had started by then:
 * what a slow link would have to carry before it could paint.
 */
function firstRenderBytes(lhr: LhrLike): { bytes: number; requests: number } {
  const network = lhr.audits['network-requests']?.details as {
    items: NetworkItem[];
    debugData?: { networkStartTimeTs?: number };
  };
  const metrics = lhr.audits.metrics?.details as { items: { observedFirstContentfulPaintTs?: number }[] };
  const startTs = network.debugData?.networkStartTimeTs;
  const fcpTs = metrics.items[0]?.observedFirstContentfulPaintTs;
  if (startTs === undefined || fcpTs === undefined) throw new Error('lighthouse: no network start or first paint in the report');
  const fcpMs = (fcpTs - startTs) / 1000;
  const before = network.items.filter((item) => item.rendererStartTime !== undefined && item.rendererStartTime < fcpMs);
  return { bytes: before.reduce((sum, item) => sum + (item.transferSize ?? 0), 0), requests: before.length };
}

interface LhrLike {
  environment: { benchmarkIndex: number };
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

async function audit(url: string, port: number, attempt = 1): Promise<LhrLike> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) {
    // Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART); it says to run again.
    if (attempt < 3) return audit(url, port, attempt + 1);
    throw new Error(`lighthouse: ${result.lhr.runtimeError.message}`);
  }
  // BENCH_LIGHTHOUSE_DIR=/tmp/lh keeps each report (open the JSON in the Lighthouse viewer to see why).
  const keep = process.env.BENCH_LIGHTHOUSE_DIR;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    writeFileSync(path.join(keep, `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}.json`), String(result.report));
  }
  return result.lhr as unknown as LhrLike;
}

/** Audits each page against a running server. */
export async function runLighthouse(base: string): Promise<PageResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    // One unmeasured load first: the server's first renders of its pages and answers are not what a visitor meets.
    await audit(`${base}/`, chrome.port);
    const results: PageResult[] = [];
    for (const page of PAGES) {
      const runs: PageResult[] = [];
      for (let run = 0; run < RUNS; run++) {
        const lhr = await audit(`${base}${page}`, chrome.port);
        const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
        const first = firstRenderBytes(lhr);
        runs.push({
          page,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: metric('largest-contentful-paint'),
          fcpMs: metric('first-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
          firstRenderBytes: first.bytes,
          firstRenderRequests: first.requests,
          scores: [],
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        });
      }
      const sorted = [...runs].sort((a, b) => a.score - b.score);
      results.push({ ...sorted[Math.floor(RUNS / 2)]!, scores: runs.map((r) => r.score) });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** Prints the numbers with their targets; true when every target holds. */
export function printLighthouse(results: PageResult[]): boolean {
  let ok = true;
  console.log('\nLighthouse 12.2.3, mobile preset (simulated slow 4G, 4x CPU slowdown), production build');
  for (const r of results) {
    const pass = r.score >= TARGET_SCORE;
    ok &&= pass;
    console.log(
      `${r.page.padEnd(9)} performance ${String(r.score).padStart(3)} (target >= ${TARGET_SCORE}) ${verdict(pass)}   ` +
        `LCP ${r.lcpMs} ms   FCP ${r.fcpMs} ms   TBT ${r.tbtMs} ms   (median of runs scoring ${r.scores.join(', ')}; ` +
        `host benchmark index ${r.benchmarkIndex})`,
    );
  }
  // Lighthouse's 4x CPU slowdown assumes a host above 1000; below it Lighthouse itself warns that the score reads
  // low (core/gather/driver/environment.js). Printed, not corrected: the target is the default preset's.
  if (results.some((r) => r.benchmarkIndex <= SLOW_HOST_INDEX)) {
    console.log(`note: host benchmark index <= ${SLOW_HOST_INDEX}: slower than Lighthouse's mobile preset assumes`);
  }
  const home = results.find((r) => r.page === '/');
  if (home) {
    const pass = home.firstRenderBytes <= TARGET_FIRST_RENDER_BYTES;
    ok &&= pass;
    console.log(
      `/         transferred before first render ${(home.firstRenderBytes / 1000).toFixed(1)} kB in ${home.firstRenderRequests} requests ` +
        `(target <= ${TARGET_FIRST_RENDER_BYTES / 1000} kB) ${verdict(pass)}`,
    );
  }
  return ok;
}

/**
 * Builds the web app, starts the production server with the demo data in a throw-away data folder, waits out its
 * start-up work (it would share the cores with the audited page), audits.
 */
export async function benchLighthouse(): Promise<boolean> {
  // A fresh machine has no Chromium: installed as the test runner installs it, or one line says how.
  ensureBrowser();
  buildWeb();
  const dataDir = path.join(tmpdir(), 'atrium-bench-lighthouse');
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startBenchServer({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(PG_PORT) });
  try {
    const client = new pg.Client({ connectionString: embeddedDatabaseUrl(PG_PORT) });
    await client.connect();
    await startUpSettled(client).finally(() => client.end());
    return printLighthouse(await runLighthouse(BENCH_BASE));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchLighthouse().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
