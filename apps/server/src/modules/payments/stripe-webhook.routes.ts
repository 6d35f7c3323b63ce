import { paymentEndpoints as api } from '@atrium/contracts/payments';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import type { PaymentsRouteDeps } from './payments-route-deps';
import { processStripeEvent, STRIPE_EVENT_JOB, type StripeEventWorkerDeps } from './stripe-event-worker';
import { receiveStripeWebhook } from './stripe-webhook.service';

/** Stripe's events are small; a larger body is not one. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Registered in a plugin of its own, so only this route keeps its body as bytes: the signature covers the exact
 * bytes Stripe sent, not a re-serialised object.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  { payments, worker }: PaymentsRouteDeps & { worker: () => StripeEventWorkerDeps },
) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  route(app, api.webhook, async ({ db, request }) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : undefined;
    const signature = request.headers['stripe-signature'];
    const { duplicate, rowId } = await receiveStripeWebhook({
      db,
      payments: payments(),
      raw,
      signature: typeof signature === 'string' ? signature : undefined,
    });
    if (rowId) {
      if (app.jobs) {
        // Stored first: if queueing fails, the sweep finds the row still pending and runs it.
        await app.jobs
          .send(STRIPE_EVENT_JOB, { eventRowId: rowId })
          .catch((error: Error) => request.log.error({ error: error.name }, 'Stripe event not queued; the sweep will run it'));
      } else {
        // No job queue (JOBS=off): processed before answering, so nothing waits for a queue that is not there.
        await processStripeEvent(worker(), rowId);
      }
    }
    return { received: true as const, duplicate };
  });
}
