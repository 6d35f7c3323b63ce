import type { FastifyInstance } from 'fastify';
import { registerSnapshotListingRoutes } from './snapshot-listings.routes';
import { registerSnapshotLoadRoutes } from './snapshot-loads.routes';

/** Snapshots (issue 22, decision 028): listings, folders and custom fields; loading them into locations. */
export async function snapshotRoutes(app: FastifyInstance) {
  await registerSnapshotListingRoutes(app);
  await registerSnapshotLoadRoutes(app);
}
