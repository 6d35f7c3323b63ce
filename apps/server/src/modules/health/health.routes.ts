import { healthEndpoints as api, type TDegraded } from '@atrium/contracts/health';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';

/** Liveness (the process answers) and readiness (the database answers too; 503 degraded when it does not). */
export async function healthRoutes(app: FastifyInstance) {
  // Probes call these every few seconds: only trouble is worth a log line.
  const quiet = { logLevel: 'warn' } as const;
  route(app, api.live, () => ({ status: 'ok' as const }), quiet);
  route(
    app,
    api.ready,
    async ({ db, reply }) => {
      const uptimeSeconds = Math.round(process.uptime());
      // The 503 answer is not the endpoint's 200 shape, so it is sent here (route() leaves a sent reply alone).
      const degraded = (database: TDegraded['database']) =>
        reply
          .status(503)
          .header('retry-after', '1')
          .send({ status: 'degraded', database, uptimeSeconds } satisfies TDegraded);
      if ((app.deps.databaseState?.() ?? 'up') !== 'up') return degraded('restarting');
      const answered = await db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      if (!answered) return degraded('down');
      return { status: 'ok' as const, database: 'ok' as const, uptimeSeconds };
    },
    quiet,
  );
}
