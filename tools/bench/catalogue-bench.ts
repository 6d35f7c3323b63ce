// The catalogue under load: search and the app page over generated catalogues of 150 and 10,000 apps, with
// realistic, long-tailed traffic (see catalogue-mix.ts), so the response cache is measured on what users
// would ask and not only on its hits. A 'cold' line, on a server of its own, shows the same searches when none
// repeats (all misses).
// The search is measured three times per size (see RUNS) and judged on the median run (docs/decisions/007).
import pg from 'pg';
import { random } from '../../apps/server/src/seed/demo-random';
import { BENCH_BASE, type LoadResult, load, loadTraffic, row, startBenchServer } from './bench-server';
import { prepareCatalogueDatabases } from './catalogue-db';
import { MIX_DESCRIPTION, searchPopulation, searchTraffic, zipf } from './catalogue-mix';

const SIZES = [150, 10_000] as const;
const TARGET_SEARCH_P99_MS = 25;
const TARGET_GROWTH = 2;

type Measured = LoadResult & { cache?: Record<string, number> };

/** Live apps, most installed first: the app page is drawn from them with Zipf popularity. */
async function liveAppIds(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      "select id from apps where status = 'live' order by install_count desc, id desc",
    );
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

const cacheLine = (cache: Record<string, number> | undefined) => {
  if (!cache) return '';
  const total = Object.values(cache).reduce((a, b) => a + b, 0) || 1;
  const pct = (k: string) => `${(((cache[k] ?? 0) / total) * 100).toFixed(1)}%`;
  // memo: a search answered from a page the index kept (docs/decisions/007); absent for the app page.
  const memo = cache.memo ? `, memo ${pct('memo')}` : '';
  return `   cache: hit ${pct('hit')}${memo}, shared ${pct('shared')}, miss ${pct('miss')}`;
};

/**
 * Independent runs of the search per size, each on a fresh server, the sizes taking turns (150, 10,000, 150, ...)
 * so that a slow spell of the shared machine falls on both; the targets read the median run's p99.
 */
const RUNS = 3;
const median = (runs: Measured[]) => [...runs].sort((a, b) => a.p99 - b.p99)[Math.floor(runs.length / 2)]!;
/**
 * The warm-up is a number of requests, not a duration: in 10 s a slow spell asked for half as many, so the
 * measured window started with a colder cache (misses 7-9% of requests, 5% otherwise) and the machine's speed
 * decided the state being measured as well as the speed of measuring it.
 */
const WARM_UP_REQUESTS = 80_000;

/**
 * Every search distinct, on a server of its own that has answered none of them: the whole population once, in a
 * shuffled order, so every request is a miss of the index's pages (what a miss costs under load). On the measured
 * server the warm-up and the runs had asked for nearly the whole population already, and a 10 s window went round
 * the population several times.
 */
async function coldSearch(url: string, population: string[]): Promise<Measured> {
  const order = random(5).shuffle([...population.keys()]);
  let i = 0;
  const server = await startBenchServer({ DATABASE_URL: url, SEED_DEMO_DATA: 'false' });
  try {
    await fetch(`${BENCH_BASE}/api/health/live`);
    return await loadTraffic(searchTraffic({ population, seed: 6, followRate: 0, draw: () => order[i++ % order.length]! }), {
      amount: order.length,
    });
  } finally {
    await server.stop();
  }
}

export async function benchCatalogue(): Promise<boolean> {
  const { urls, stop } = await prepareCatalogueDatabases(SIZES);
  const population = searchPopulation();
  const searches = new Map<number, Measured[]>(SIZES.map((size) => [size, []]));
  const others = new Map<number, { trivial: Measured; page: Measured }>();
  const colds = new Map<number, Measured>();
  try {
    const ids = new Map<number, string[]>();
    for (const size of SIZES) ids.set(size, await liveAppIds(urls.get(size)!));
    for (let run = 0; run < RUNS; run++) {
      for (const size of SIZES) {
        const appPages = (seed: number) => {
          const draw = zipf(ids.get(size)!.length, 1, seed);
          return { next: () => `/api/v1/app/get_single_app?app_id=${ids.get(size)![draw()]}` };
        };
        const server = await startBenchServer({ DATABASE_URL: urls.get(size)!, SEED_DEMO_DATA: 'false' });
        try {
          // The trivial route before the warm-up, not between it and the search: the app page warm-up and the
          // trivial route left the heap to be collected in full in the search's first seconds (decision 007).
          const trivial = run === 0 ? await load(`${BENCH_BASE}/api/health/live`) : undefined;
          // Warm-up with the same kind of traffic (another seed): JIT, pool, PostgreSQL caches, and a cache in a
          // steady state. Every run is the same sequence of requests: runs differ only by the machine's noise.
          await loadTraffic(searchTraffic({ population, seed: 1 }), { amount: WARM_UP_REQUESTS });
          searches.get(size)!.push(await loadTraffic(searchTraffic({ population, seed: 3 })));
          if (!trivial) continue;
          await loadTraffic(appPages(2));
          others.set(size, { trivial, page: await loadTraffic(appPages(4)) });
        } finally {
          await server.stop();
        }
        if (run === 0) colds.set(size, await coldSearch(urls.get(size)!, population));
      }
    }
  } finally {
    await stop();
  }
  console.log(`\nCatalogue, 50 connections, 10 s each; the search ${RUNS} times per size, each on a fresh server`);
  console.log(`search mix: ${MIX_DESCRIPTION}`);
  console.log('app page mix: every live app, Zipf popularity by install rank (s = 1)');
  for (const size of SIZES) {
    const r = others.get(size)!;
    const search = median(searches.get(size)!);
    console.log(row(`${size} apps: GET /api/health/live (trivial)`, r.trivial));
    searches.get(size)!.forEach((run, i) => {
      console.log(row(`${size} apps: GET /api/v1/app/filter (mix) run ${i + 1}`, run) + cacheLine(run.cache));
    });
    console.log(row(`${size} apps: GET /api/v1/app/get_single_app`, r.page) + cacheLine(r.page.cache));
    const cold = colds.get(size)!;
    console.log(`${row(`${size} apps: /app/filter cold (each search once)`, cold)}${cacheLine(cold.cache)}   (informational)`);
    console.log(
      `  median search run at ${((search.rps / r.trivial.rps) * 100).toFixed(1)}% and app page at ${((r.page.rps / r.trivial.rps) * 100).toFixed(1)}% of the trivial route`,
    );
  }
  const small = median(searches.get(SIZES[0])!);
  const large = median(searches.get(SIZES[1])!);
  const p99ok = large.p99 < TARGET_SEARCH_P99_MS;
  const growthOk = large.p99 <= TARGET_GROWTH * Math.max(small.p99, 1);
  const measured = [...[...searches.values()].flat(), ...[...others.values()].map((r) => r.page), ...colds.values()];
  const errors = measured.some((m) => m.errors > 0);
  console.log(
    `search p99 at 10,000 apps ${large.p99} ms, median of ${RUNS} runs (target < ${TARGET_SEARCH_P99_MS} ms) ${p99ok ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `search p99 growth 150 -> 10,000 apps ${(large.p99 / Math.max(small.p99, 1)).toFixed(2)}x, medians (target <= ${TARGET_GROWTH}x) ${growthOk ? 'PASS' : 'FAIL'}`,
  );
  if (errors) console.log('errors: some requests failed (see the errors column)');
  return p99ok && growthOk && !errors;
}
