import type { FastifyInstance } from 'fastify';

/**
 * Once the app is closing (SIGTERM), a request that still arrives (on a kept-alive connection, or raced in before
 * the listener closed) is answered 503 with `Connection: close`, in the house error shape, without running its
 * handler: the client or load balancer retries on another process. Replaces Fastify's `return503OnClosing`, whose
 * body is not our error shape. Register before any route so every context inherits the hook.
 */
const BODY = JSON.stringify({ error: { code: 'unavailable', message: 'This server is shutting down; try again' } });

export function registerDraining(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    // Sent as text: the route's own response schema (health has one for 503) must not reshape it.
    return reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .type('application/json; charset=utf-8')
      .send(BODY);
  });
}
