import type { FastifyInstance } from 'fastify';

/** Listings, versions, folders and custom fields. */
export async function registerSnapshotListingRoutes(_app: FastifyInstance) {}
