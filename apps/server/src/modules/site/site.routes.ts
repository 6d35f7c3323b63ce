import { resolveHostKind } from '@atrium/contracts/hosts';
import { ZSiteConfigResponse } from '@atrium/contracts/site';
import { SOCKET_PATH } from '@atrium/contracts/socket-events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export async function siteRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;
  app.get(
    '/api/v1/site-config',
    {
      schema: {
        tags: ['Site'],
        summary: 'What this host shows: which header, where real time lives',
        response: { 200: ZSiteConfigResponse },
      },
    },
    async (request) => ({
      data: {
        hostKind: resolveHostKind(request.host, {
          appsHosts: config.APPS_HOSTS,
          educationHosts: config.EDUCATION_HOSTS,
          agencyHosts: config.AGENCY_HOSTS,
        }),
        realtime: { path: SOCKET_PATH },
      },
    }),
  );
}
