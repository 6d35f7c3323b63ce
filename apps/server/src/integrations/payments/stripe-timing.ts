import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';

/** The time one request spent waiting on Stripe, summed over its calls (the SDK's `elapsed` of each response). */
type Waited = { ms: number };

const current = new AsyncLocalStorage<Waited>();
const waitedBy = new WeakMap<FastifyRequest, Waited>();

/**
 * Says in a standard `Server-Timing: stripe;dur=<ms>` header how long a request waited on Stripe, so a client (the
 * payments bench, a browser's network panel) can tell Atrium's own time from Stripe's (docs/decisions/030). Entered in
 * preHandler, after the body is read: a body's stream events run outside the context an earlier hook would set.
 * Only requests that called Stripe get the header.
 */
export function timeStripeCalls(app: FastifyInstance, stripe: Stripe) {
  stripe.on('response', (response: Stripe.ResponseEvent) => {
    const waited = current.getStore();
    if (waited) waited.ms += response.elapsed;
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const waited = { ms: 0 };
    waitedBy.set(request, waited);
    current.run(waited, done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const waited = waitedBy.get(request);
    if (waited && waited.ms > 0) reply.header('server-timing', `stripe;dur=${waited.ms.toFixed(1)}`);
    return payload;
  });
}
