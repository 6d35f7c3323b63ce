import type { FastifyInstance } from 'fastify';

/** Paying for apps (issue 23, decision 029): paid plans, bundle subscriptions, and what /app_billings shows. */
export async function appBillingRoutes(_app: FastifyInstance) {}
