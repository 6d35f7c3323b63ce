import {
  ZAppVersionInput,
  ZConsoleAppCreate,
  ZConsoleAppList,
  ZConsoleAppResponse,
  ZConsoleAppsQuery,
  ZConsoleAppUpdate,
  ZConsolePartnerListResponse,
  ZConsolePlansBody,
  ZInstallChartQuery,
  ZInstallChartResponse,
  ZRejectBody,
} from '@atrium/contracts/app-console';
import { ZIdParams } from '@atrium/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import { createConsoleApp, getConsoleApp, listConsoleApps, listConsolePartners, updateConsoleApp } from './console.service';
import { installChart } from './console-chart';
import { approveApp, deprecateApp, rejectApp, submitApp } from './console-lifecycle';
import { addVersion, replacePlans } from './console-releases';

const BASE = '/api/v1/console';

/** The app console: app creators on their partner's apps, the super admin on every app (and the review queue). */
export async function consoleRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // Every route needs a signed-in user: 401 before any validation.
  app.addHook('onRequest', requireSignedIn);
  const { db } = app.deps;
  const base = { tags: ['App console'], security: [{ bearer: [] }] };
  const one = { ...base, params: ZIdParams, response: { 200: ZConsoleAppResponse } };

  app.get(
    `${BASE}/apps`,
    {
      schema: {
        ...base,
        summary: 'Your apps (the super admin: every app; status=in_review is the review queue), last changed first',
        querystring: ZConsoleAppsQuery,
        response: { 200: ZConsoleAppList },
      },
    },
    async (request) => listConsoleApps({ db, actor: request.actor, query: request.query }),
  );
  app.get(
    `${BASE}/partners`,
    { schema: { ...base, summary: 'The partners you can publish as', response: { 200: ZConsolePartnerListResponse } } },
    async (request) => ({ data: await listConsolePartners({ db, actor: request.actor }) }),
  );
  app.post(
    `${BASE}/apps`,
    {
      schema: {
        ...base,
        summary: 'Create a draft app (with a free plan)',
        body: ZConsoleAppCreate,
        response: { 201: ZConsoleAppResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createConsoleApp({ db, actor: request.actor, input: request.body }) }),
  );
  app.get(`${BASE}/apps/:id`, { schema: { ...one, summary: 'One of your apps, any status' } }, async (request) => ({
    data: await getConsoleApp({ db, actor: request.actor, appId: request.params.id }),
  }));
  app.put(
    `${BASE}/apps/:id`,
    { schema: { ...one, summary: 'Edit the listing (not once deprecated)', body: ZConsoleAppUpdate } },
    async (request) => ({
      data: await updateConsoleApp({ db, actor: request.actor, appId: request.params.id, input: request.body }),
    }),
  );
  app.put(
    `${BASE}/apps/:id/plans`,
    { schema: { ...one, summary: 'Replace the plans, in order', body: ZConsolePlansBody } },
    async (request) => ({ data: await replacePlans({ db, actor: request.actor, appId: request.params.id, body: request.body }) }),
  );
  app.post(
    `${BASE}/apps/:id/versions`,
    {
      schema: {
        ...one,
        summary: 'Release a new version (newer than the last)',
        body: ZAppVersionInput,
        response: { 201: ZConsoleAppResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await addVersion({ db, actor: request.actor, appId: request.params.id, input: request.body }) }),
  );
  app.post(`${BASE}/apps/:id/submit`, { schema: { ...one, summary: 'Submit a draft for review' } }, async (request) => ({
    data: await submitApp({ db, actor: request.actor, appId: request.params.id }),
  }));
  app.post(
    `${BASE}/apps/:id/approve`,
    { schema: { ...one, summary: 'Approve an app in review: it goes live (super admin)' } },
    async (request) => ({ data: await approveApp({ db, actor: request.actor, appId: request.params.id }) }),
  );
  app.post(
    `${BASE}/apps/:id/reject`,
    { schema: { ...one, summary: 'Send an app in review back to draft with a reason (super admin)', body: ZRejectBody } },
    async (request) => ({
      data: await rejectApp({ db, actor: request.actor, appId: request.params.id, reason: request.body.reason }),
    }),
  );
  app.post(
    `${BASE}/apps/:id/deprecate`,
    { schema: { ...one, summary: 'Deprecate a live app: it leaves the catalogue, installs keep working' } },
    async (request) => ({ data: await deprecateApp({ db, actor: request.actor, appId: request.params.id }) }),
  );
  app.get(
    `${BASE}/apps/:id/installs`,
    {
      schema: {
        ...base,
        summary: 'Installs, uninstalls and active installs per day (UTC)',
        params: ZIdParams,
        querystring: ZInstallChartQuery,
        response: { 200: ZInstallChartResponse },
      },
    },
    async (request) => ({
      data: await installChart({ db, actor: request.actor, appId: request.params.id, days: request.query.days }),
    }),
  );
}
