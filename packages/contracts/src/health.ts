import { z } from 'zod';
import { endpoint } from './endpoint';

/** The process answers. */
export const ZLiveness = z.object({ status: z.literal('ok') });

/** The process and its database answer. */
export const ZHealth = z.object({ status: z.literal('ok'), database: z.literal('ok'), uptimeSeconds: z.number() });

/**
 * Sent with 503 and `Retry-After: 1` instead of `ZHealth`. `restarting`: our embedded database died and is being
 * started again; `down`: the database does not answer.
 */
export const ZDegraded = z.object({
  status: z.literal('degraded'),
  database: z.enum(['restarting', 'down']),
  uptimeSeconds: z.number(),
});
export type TDegraded = z.infer<typeof ZDegraded>;

const health = { tag: 'Health', auth: 'public' } as const;

/** For load balancers and supervisors: answered as they are, no `{ data }` envelope. */
export const healthEndpoints = {
  live: endpoint({ ...health, method: 'GET', path: '/api/health/live', summary: 'Liveness', raw: ZLiveness }),
  ready: endpoint({
    ...health,
    method: 'GET',
    path: '/api/health',
    summary: 'Readiness (503 with the degraded answer when the database does not answer)',
    raw: ZHealth,
  }),
};
