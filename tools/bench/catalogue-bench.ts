// The catalogue under load: search and the app page over generated catalogues of 150 and 10,000 apps.
import { BENCH_BASE, type LoadResult, load, row, startBenchServer } from './bench-server';
import { prepareCatalogueDatabases } from './catalogue-db';

const SIZES = [150, 10_000] as const;
const TARGET_SEARCH_P99_MS = 25;
const TARGET_GROWTH = 2;
// A mix of what people type: whole words, two words, a typo, and a filtered browse.
const SEARCHES = [
  '/api/v1/app/filter?q=calendar',
  '/api/v1/app/filter?q=sms%20gateway',
  '/api/v1/app/filter?q=calender',
  '/api/v1/app/filter?category=Payments&price=free',
];

export async function benchCatalogue(): Promise<boolean> {
  const { urls, stop } = await prepareCatalogueDatabases(SIZES);
  const results = new Map<number, { trivial: LoadResult; search: LoadResult; page: LoadResult }>();
  try {
    for (const size of SIZES) {
      const server = await startBenchServer({ DATABASE_URL: urls.get(size)!, SEED_DEMO_DATA: 'false' });
      try {
        const first = (await (await fetch(`${BENCH_BASE}/api/v1/app/filter?limit=1`)).json()) as { data: { _id: string }[] };
        const appPage = `/api/v1/app/get_single_app?app_id=${first.data[0]!._id}`;
        await load(SEARCHES); // warm-up
        results.set(size, { trivial: await load('/api/health/live'), search: await load(SEARCHES), page: await load(appPage) });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await stop();
  }
  console.log('\nCatalogue, 50 connections, 10 s each');
  for (const [size, r] of results) {
    console.log(row(`${size} apps: GET /api/health/live (trivial)`, r.trivial));
    console.log(row(`${size} apps: GET /api/v1/app/filter (4 searches)`, r.search));
    console.log(row(`${size} apps: GET /api/v1/app/get_single_app`, r.page));
    console.log(
      `  search at ${((r.search.rps / r.trivial.rps) * 100).toFixed(1)}% and app page at ${((r.page.rps / r.trivial.rps) * 100).toFixed(1)}% of the trivial route`,
    );
  }
  const small = results.get(SIZES[0])!;
  const large = results.get(SIZES[1])!;
  const p99ok = large.search.p99 < TARGET_SEARCH_P99_MS;
  const growthOk = large.search.p99 <= TARGET_GROWTH * Math.max(small.search.p99, 1);
  const errors = [...results.values()].some((r) => r.search.errors + r.page.errors > 0);
  console.log(
    `search p99 at 10,000 apps ${large.search.p99} ms (target < ${TARGET_SEARCH_P99_MS} ms) ${p99ok ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `search p99 growth 150 -> 10,000 apps ${(large.search.p99 / Math.max(small.search.p99, 1)).toFixed(2)}x (target <= ${TARGET_GROWTH}x) ${growthOk ? 'PASS' : 'FAIL'}`,
  );
  return p99ok && growthOk && !errors;
}
