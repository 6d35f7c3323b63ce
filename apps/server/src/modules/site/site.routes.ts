import { siteEndpoints as api } from '@atrium/contracts/site';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { siteConfigOf } from './site-config';

export async function siteRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  route(app, api.config, ({ request }) => siteConfigOf(request, config));
}
