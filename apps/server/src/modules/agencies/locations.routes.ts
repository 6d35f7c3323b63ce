import { locationEndpoints as api } from '@atrium/contracts/installs';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { createLocation, listLocations } from './locations.service';

/** The agency's locations (sub-accounts). */
export async function locationRoutes(app: FastifyInstance) {
  route(app, api.list, ({ db, actor }) => listLocations({ db, actor }));
  route(app, api.create, ({ db, actor, body }) => createLocation({ db, actor, name: body.name }));
}
