import type { FastifyInstance } from 'fastify';

/** The service store (issue 23, decision 029): `/api/agency_app`, products, tags, collections, orders, subscriptions. */
export async function storeRoutes(_app: FastifyInstance) {}
