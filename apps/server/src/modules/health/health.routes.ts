import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZHealth = z.object({ status: z.literal('ok'), database: z.literal('ok'), uptimeSeconds: z.number() });
/** `restarting`: our embedded database died and is being started again; `down`: the database does not answer. */
const ZDegraded = z.object({
  status: z.literal('degraded'),
  database: z.enum(['restarting', 'down']),
  uptimeSeconds: z.number(),
});

/** Liveness (the process answers) and readiness (the database answers too; 503 degraded when it does not). */
export async function healthRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health/live',
    {
      logLevel: 'warn',
      schema: { tags: ['Health'], summary: 'Liveness', response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/api/health',
    {
      logLevel: 'warn',
      schema: { tags: ['Health'], summary: 'Readiness', response: { 200: ZHealth, 503: ZDegraded } },
    },
    async (_request, reply) => {
      const uptimeSeconds = Math.round(process.uptime());
      const degraded = (database: 'restarting' | 'down') =>
        reply
          .status(503)
          .header('retry-after', '1')
          .send({ status: 'degraded' as const, database, uptimeSeconds });
      if ((app.deps.databaseState?.() ?? 'up') !== 'up') return degraded('restarting');
      const answered = await app.deps.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      if (!answered) return degraded('down');
      return { status: 'ok' as const, database: 'ok' as const, uptimeSeconds };
    },
  );
}
