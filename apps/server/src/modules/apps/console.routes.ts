import { consoleEndpoints as api } from '@atrium/contracts/app-console';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { createConsoleApp, getConsoleApp, listConsoleApps, listConsolePartners, updateConsoleApp } from './console.service';
import { installChart } from './console-chart';
import { approveApp, deprecateApp, rejectApp, submitApp } from './console-lifecycle';
import { addVersion, replacePlans } from './console-releases';

/** The app console: app creators on their partner's apps, the super admin on every app (and the review queue). */
export async function consoleRoutes(app: FastifyInstance) {
  route(app, api.list, ({ db, actor, query }) => listConsoleApps({ db, actor, query }));
  route(app, api.partners, ({ db, actor }) => listConsolePartners({ db, actor }));
  route(app, api.create, ({ db, actor, body }) => createConsoleApp({ db, actor, input: body }));
  route(app, api.get, ({ db, actor, params }) => getConsoleApp({ db, actor, appId: params.id }));
  route(app, api.update, ({ db, actor, params, body }) => updateConsoleApp({ db, actor, appId: params.id, input: body }));
  route(app, api.plans, ({ db, actor, params, body }) => replacePlans({ db, actor, appId: params.id, body }));
  route(app, api.addVersion, ({ db, actor, params, body }) => addVersion({ db, actor, appId: params.id, input: body }));
  route(app, api.submit, ({ db, actor, params }) => submitApp({ db, actor, appId: params.id }));
  route(app, api.approve, ({ db, actor, params }) => approveApp({ db, actor, appId: params.id }));
  route(app, api.reject, ({ db, actor, params, body }) => rejectApp({ db, actor, appId: params.id, reason: body.reason }));
  route(app, api.deprecate, ({ db, actor, params }) => deprecateApp({ db, actor, appId: params.id }));
  route(app, api.installs, ({ db, actor, params, query }) => installChart({ db, actor, appId: params.id, days: query.days }));
}
