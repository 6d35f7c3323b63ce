import type { FastifyInstance } from 'fastify';

/** Loading listings into locations: targets, loads, pushes, retries. */
export async function registerSnapshotLoadRoutes(_app: FastifyInstance) {}
