import { ZExchangePodcastList } from '@atrium/contracts/podcasts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerResource } from '../../platform/resources/resource-routes';
import { createExchangeListCache } from './exchange-cache';
import { podcastResource } from './podcasts.resource';

export async function podcastRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const exchangeList = createExchangeListCache({ db: app.deps.db, ttlMs: 5_000 });
  // A podcast change made through any server process drops every process's copy (platform/pubsub).
  const stop = app.pubsub.subscribe('podcasts', { message: exchangeList.invalidate, missed: exchangeList.invalidate });
  app.addHook('onClose', async () => stop());
  app.get(
    '/api/v1/exchangepodcast',
    {
      schema: {
        tags: ['Podcasts'],
        summary: 'Published podcasts for the Podcasts page',
        response: { 200: ZExchangePodcastList },
      },
    },
    // Already validated against the contract and serialised by the cache: sent as is.
    async (_request, reply) => reply.type('application/json; charset=utf-8').send((await exchangeList.get()) as never),
  );
  registerResource(app, podcastResource({ realtime: () => app.realtime, onChange: () => app.pubsub.publish('podcasts', 'all') }));
}
