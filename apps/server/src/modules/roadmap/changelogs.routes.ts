import { changelogEndpoints as api } from '@atrium/contracts/changelogs';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import {
  createChangelog,
  deleteChangelog,
  getChangelog,
  listChangelogs,
  publishChangelog,
  updateChangelog,
} from './changelogs.service';

/** Changelog entries: published ones for everyone, drafts and writing for the managers of their roadmap. */
export async function changelogRoutes(app: FastifyInstance) {
  route(app, api.list, ({ db, actor, query }) => listChangelogs({ db, actor, query }));
  route(app, api.get, ({ db, actor, params }) => getChangelog({ db, actor, id: params.id }));
  route(app, api.create, ({ db, actor, body }) => createChangelog({ db, actor, input: body }));
  route(app, api.update, ({ db, actor, params, body }) => updateChangelog({ db, actor, id: params.id, input: body }));
  route(app, api.remove, ({ db, actor, params }) => deleteChangelog({ db, actor, id: params.id }));
  route(app, api.publish, ({ db, actor, params }) => publishChangelog({ db, actor, id: params.id }));
}
