// Retrieval over the demo knowledge (issue 24): the demo seeded into its own embedded PostgreSQL, everyone's
// knowledge indexed, then every question of the evaluation set run through `retrieve` as its asker, without
// embeddings (the embedded default). Reports the hit rate at 3 (target >= 0.9) and retrieval latency p50/p99
// (docs/decisions/033). Run alone: `npx tsx tools/bench/ai-retrieval.ts`.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../apps/server/src/db/client';
import { ensureDatabase, startEmbeddedPostgres } from '../../apps/server/src/db/embedded';
import { runMigrations } from '../../apps/server/src/db/migrate';
import {
  EVAL_QUESTIONS,
  quantile,
  runRetrievalEval,
  TARGET_HIT_RATE,
} from '../../apps/server/src/modules/ai-knowledge/eval/retrieval-eval';
import { indexAllKnowledge } from '../../apps/server/src/modules/ai-knowledge/knowledge-progress';
import { seedDemoData } from '../../apps/server/src/seed/demo-data';
import { runAlone } from './run-alone';

const PG_PORT = 54363;

export async function benchAiRetrieval(): Promise<boolean> {
  const dataDir = path.join(tmpdir(), 'atrium-bench-ai-retrieval');
  rmSync(dataDir, { recursive: true, force: true });
  const embedded = await startEmbeddedPostgres({ dataDir, port: PG_PORT, persistent: false });
  const database = createDatabase(await ensureDatabase(embedded.url, 'ai_retrieval'));
  try {
    await runMigrations(database.db);
    await seedDemoData({ db: database.db, superAdminEmail: 'admin@atrium.test' });
    const started = Date.now();
    await indexAllKnowledge({ db: database.db });
    console.log(`\nAI knowledge retrieval (${EVAL_QUESTIONS.length} questions, full text only)`);
    console.log(`indexing the demo knowledge: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await database.db.execute('vacuum analyze');
    await runRetrievalEval({ db: database.db }); // warm-up: plans, caches
    const { hitRate, misses, latencies } = await runRetrievalEval({ db: database.db });
    for (const miss of misses)
      console.log(
        `  miss: “${miss.question}” (${miss.persona}) wanted “${miss.expected}”, got ${miss.got.map((t) => `“${t}”`).join(', ')}`,
      );
    const ok = hitRate >= TARGET_HIT_RATE;
    console.log(`hit rate at 3 ${hitRate.toFixed(3)} (target >= ${TARGET_HIT_RATE}) ${ok ? 'PASS' : 'FAIL'}`);
    console.log(
      `retrieval latency p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms`,
    );
    return ok;
  } finally {
    await database.close();
    await embedded.stop();
  }
}

runAlone(import.meta.url, benchAiRetrieval);
