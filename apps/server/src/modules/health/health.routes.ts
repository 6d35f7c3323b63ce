import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';

const ZHealth = z.object({ status: z.literal('ok'), database: z.literal('ok'), uptimeSeconds: z.number() });

/** Liveness (the process answers) and readiness (the database answers too). */
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
    { logLevel: 'warn', schema: { tags: ['Health'], summary: 'Readiness', response: { 200: ZHealth } } },
    async () => {
      await app.deps.db.execute(sql`select 1`).catch((error) => {
        throw new AppError(503, 'unavailable', 'The database is not answering', undefined, error);
      });
      return { status: 'ok' as const, database: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) };
    },
  );
}
