import { ZSiteConfigResponse } from '@atrium/contracts/site';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteConfigOf } from './site-config';

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
    async (request) => ({ data: siteConfigOf(request, config) }),
  );
}
