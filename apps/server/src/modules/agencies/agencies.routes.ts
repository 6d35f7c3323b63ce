import { agencyEndpoints as api } from '@atrium/contracts/agencies';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { getAgencyForActor, getOwnAgency, getOwnAgencyProfile, saveOwnAgencyProfile, updateOwnAgency } from './agencies.service';

export async function agencyRoutes(app: FastifyInstance) {
  route(app, api.getOwn, ({ db, actor }) => getOwnAgency({ db, actor }));
  route(app, api.updateOwn, ({ db, actor, body }) => updateOwnAgency({ db, actor, input: body }));
  route(app, api.getProfile, ({ db, actor }) => getOwnAgencyProfile({ db, actor }));
  route(app, api.saveProfile, ({ db, actor, body }) => saveOwnAgencyProfile({ db, actor, input: body }));
  route(app, api.get, ({ db, actor, params }) => getAgencyForActor({ db, actor, id: params.id }));
}
