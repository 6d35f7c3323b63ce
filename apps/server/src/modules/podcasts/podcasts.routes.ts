import { ZExchangePodcastList } from '@atrium/contracts/podcasts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerResource } from '../../platform/resources/resource-routes';
import { podcastResource } from './podcasts.resource';
import { listExchangePodcasts } from './podcasts.service';

export async function podcastRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/v1/exchangepodcast',
    {
      schema: {
        tags: ['Podcasts'],
        summary: 'Published podcasts for the Podcasts page',
        response: { 200: ZExchangePodcastList },
      },
    },
    async () => ({ data: await listExchangePodcasts({ db: app.deps.db }) }),
  );
  registerResource(
    app,
    podcastResource(() => app.realtime),
  );
}
