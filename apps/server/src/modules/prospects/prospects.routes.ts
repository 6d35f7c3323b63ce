import { prospectEndpoints as api } from '@atrium/contracts/prospects';
import type { FastifyInstance } from 'fastify';
import { createCrmClient } from '../../integrations/crm/crm-client';
import { route } from '../../platform/routes/route';
import { convertProspect } from './prospect-convert';
import {
  createProspect,
  deleteProspect,
  getProspect,
  listProspects,
  listProspectTags,
  updateProspect,
} from './prospects.service';

export async function prospectRoutes(app: FastifyInstance) {
  const { secrets, crm: settings } = app.deps;
  const client = settings ? createCrmClient({ apiUrl: settings.apiUrl }) : null;

  route(app, api.list, ({ db, actor, query }) => listProspects({ db, actor, query }));
  route(app, api.tags, ({ db, actor }) => listProspectTags({ db, actor }));
  route(app, api.get, ({ db, actor, params }) => getProspect({ db, actor, id: params.id }));
  route(app, api.create, ({ db, actor, body }) => createProspect({ db, actor, input: body }));
  route(app, api.update, ({ db, actor, params, body }) => updateProspect({ db, actor, id: params.id, input: body }));
  route(app, api.remove, ({ db, actor, params }) => deleteProspect({ db, actor, id: params.id }));
  route(app, api.convert, ({ db, actor, params }) =>
    convertProspect({ db, actor, id: params.id, crm: { db, secrets, settings, client } }),
  );
}
