// Databases with generated catalogues of given sizes, for the catalogue benchmarks: one embedded
// PostgreSQL, one migrated database per size, filled by the same generator as the demo data.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../apps/server/src/db/client';
import { ensureDatabase, startEmbeddedPostgres } from '../../apps/server/src/db/embedded';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { seedCatalogue } from '../../apps/server/src/seed/demo-catalogue';

export async function prepareCatalogueDatabases(sizes: readonly number[], port = 54359) {
  const dataDir = path.join(tmpdir(), 'atrium-bench-catalogue');
  rmSync(dataDir, { recursive: true, force: true });
  const embedded = await startEmbeddedPostgres({ dataDir, port, persistent: false });
  const urls = new Map<number, string>();
  for (const size of sizes) {
    const url = await ensureDatabase(embedded.url, `catalogue_${size}`);
    const database = createDatabase(url);
    await runMigrations(database.db);
    const started = Date.now();
    await seedCatalogue(database.db, { size });
    // A freshly loaded table has no visibility map or statistics yet; autovacuum would catch up on its own.
    await database.db.execute('vacuum analyze');
    await database.close();
    console.log(`[bench] catalogue of ${size} apps ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    urls.set(size, url);
  }
  return { urls, stop: () => embedded.stop() };
}
