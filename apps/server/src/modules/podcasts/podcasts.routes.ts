import { podcastEndpoints } from '@atrium/contracts/podcasts';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../platform/resources/resource-routes';
import { route } from '../../platform/routes/route';
import { createExchangeListCache } from './exchange-cache';
import { podcastResource } from './podcasts.resource';

export async function podcastRoutes(app: FastifyInstance) {
  const exchangeList = createExchangeListCache({ db: app.deps.db, ttlMs: 5_000 });
  // A podcast change made through any server process drops every process's copy (platform/pubsub).
  const stop = app.pubsub.subscribe('podcasts', { message: exchangeList.invalidate, missed: exchangeList.invalidate });
  app.addHook('onClose', async () => stop());
  // The cache holds the whole answer, envelope included, already checked against the contract and serialised: it
  // is sent here as is, and route() leaves a sent reply alone (the cast only tells the type of the plain value so).
  route(app, podcastEndpoints.exchange, async ({ reply }) =>
    reply.type('application/json; charset=utf-8').send(await exchangeList.get()),
  );
  registerResource(app, podcastResource({ realtime: () => app.realtime, onChange: () => app.pubsub.publish('podcasts', 'all') }));
}
