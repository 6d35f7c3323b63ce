// `npx tsx --expose-gc tools/bench/catalogue-index-size.ts [size]`: how long the in-memory catalogue index
// takes to load, to reload one app and to rebuild, and how much heap it holds, over a generated catalogue
// (docs/decisions/007). Informational; not part of `npm run bench`.

import { ZAppFilterQuery } from '@atrium/contracts/apps';
import { eq } from 'drizzle-orm';
import { createDatabase } from '../../apps/server/src/db/client';
import { apps } from '../../apps/server/src/modules/apps/apps.tables';
import { catalogueChanged } from '../../apps/server/src/modules/apps/catalogue-events';
import { normaliseSearch } from '../../apps/server/src/modules/catalogue/catalogue-cache-keys';
import { type CatalogueIndex, createCatalogueIndex } from '../../apps/server/src/modules/catalogue/catalogue-index';
import { prepareCatalogueDatabases } from './catalogue-db';
import { searchPopulation } from './catalogue-mix';

/** Every search of the bench's population, twice: the second round times the pages the index kept. */
async function timeSearches(index: CatalogueIndex) {
  const population = searchPopulation();
  const kinds = new Map<string, { n: number; ms: number; worst: number; worstUrl: string }>();
  for (const round of [1, 2]) {
    for (const url of population) {
      const params = Object.fromEntries(new URL(url, 'http://x').searchParams);
      const { query, key } = normaliseSearch(ZAppFilterQuery.parse(params));
      const started = performance.now();
      const body = (await index.search(query, key)).json.toString();
      const ms = performance.now() - started;
      if (round === 1) continue;
      const kind = query.q
        ? JSON.parse(body).meta.total > 0
          ? 'text'
          : 'text, nothing found'
        : query.category
          ? 'category'
          : 'browse';
      const k = kinds.get(kind) ?? { n: 0, ms: 0, worst: 0, worstUrl: '' };
      k.n++;
      k.ms += ms;
      if (ms > k.worst) Object.assign(k, { worst: ms, worstUrl: url });
      kinds.set(kind, k);
    }
  }
  for (const [kind, k] of kinds) {
    console.log(
      `[index] ${kind}: ${k.n} searches, mean ${(k.ms / k.n).toFixed(3)} ms, worst ${k.worst.toFixed(1)} ms (${k.worstUrl})`,
    );
  }
}

const size = Number(process.argv[2] ?? 10_000);
const gc = (globalThis as { gc?: () => void }).gc;
const heap = () => {
  gc?.();
  return process.memoryUsage().heapUsed;
};

async function main() {
  const { urls, stop } = await prepareCatalogueDatabases([size], 54369);
  const database = createDatabase(urls.get(size)!);
  try {
    const before = heap();
    const index = createCatalogueIndex(database.db);
    let started = performance.now();
    await index.warm();
    const loadMs = performance.now() - started;
    const held = heap() - before;
    await timeSearches(index);
    const [app] = await database.db.select().from(apps).where(eq(apps.status, 'live')).limit(1);
    await database.db.update(apps).set({ installCount: 12_345 }).where(eq(apps._id, app!._id));
    catalogueChanged([app!._id]);
    started = performance.now();
    await index.warm();
    const oneMs = performance.now() - started;
    await database.db
      .update(apps)
      .set({ name: `${app!.name} Renamed` })
      .where(eq(apps._id, app!._id));
    catalogueChanged([app!._id]);
    started = performance.now();
    await index.warm();
    const renameMs = performance.now() - started;
    catalogueChanged();
    started = performance.now();
    await index.warm();
    const allMs = performance.now() - started;
    index.close();
    console.log(
      `[index] ${size} apps: first load ${loadMs.toFixed(0)} ms, heap ${(held / 1e6).toFixed(1)} MB${gc ? '' : ' (run with --expose-gc for a true figure)'}; ` +
        `one app's installs ${oneMs.toFixed(1)} ms, one app renamed ${renameMs.toFixed(1)} ms, everything ${allMs.toFixed(0)} ms`,
    );
  } finally {
    await database.close();
    await stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
