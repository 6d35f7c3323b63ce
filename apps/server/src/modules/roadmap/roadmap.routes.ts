import { roadmapEndpoints as api } from '@atrium/contracts/roadmap';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { changelogRoutes } from './changelogs.routes';
import { createItem, deleteItem, getItem, requestItem, updateItem } from './roadmap.service';
import { addComment, listComments, unvote, vote } from './roadmap-feedback.service';
import { calendarItems, listCategories, listItems } from './roadmap-list';
import { mergeItem } from './roadmap-merge';

/**
 * The product roadmaps: public to read, written by their managers (roadmap-access.ts); ideas, votes and comments
 * from anyone signed in. Not on the resource builder: decision 020 says why.
 */
export async function roadmapRoutes(app: FastifyInstance) {
  route(app, api.list, ({ db, actor, query }) => listItems({ db, actor, query }));
  route(app, api.filter, ({ db, actor, query }) => listItems({ db, actor, query }));
  route(app, api.categories, ({ db, query }) => listCategories({ db, appId: query.appId }));
  route(app, api.calendar, ({ db, actor, query }) => calendarItems({ db, actor, query }));
  route(app, api.get, ({ db, actor, params }) => getItem({ db, actor, id: params.id }));
  route(app, api.create, ({ db, actor, body }) => createItem({ db, actor, input: body }));
  route(app, api.update, ({ db, actor, params, body }) => updateItem({ db, actor, id: params.id, input: body }));
  route(app, api.remove, ({ db, actor, params }) => deleteItem({ db, actor, id: params.id }));
  route(app, api.merge, ({ db, actor, params, body }) => mergeItem({ db, actor, id: params.id, intoId: body.intoId }));
  route(app, api.request, ({ db, actor, body }) => requestItem({ db, actor, input: body }));
  route(app, api.vote, ({ db, actor, params }) => vote({ db, actor, id: params.id }));
  route(app, api.unvote, ({ db, actor, params }) => unvote({ db, actor, id: params.id }));
  route(app, api.comments, ({ db, actor, params }) => listComments({ db, actor, id: params.id }));
  route(app, api.comment, ({ db, actor, params, body }) => addComment({ db, actor, id: params.id, body: body.body }));
  // Changelogs belong to the same roadmaps and managers.
  await app.register(changelogRoutes);
}
