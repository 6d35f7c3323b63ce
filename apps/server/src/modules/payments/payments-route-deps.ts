import type { FastifyInstance } from 'fastify';
import type { Payments } from '../../integrations/payments/payments';
import { AppError } from '../../platform/errors';
import type { ConnectDeps } from './connections.service';

/** What the payment routes share: Stripe and the rest, or a 503 when this server has no Stripe configured. */
export interface PaymentsRouteDeps {
  payments: () => Payments;
  connectDeps: () => ConnectDeps;
}

const notConfigured = () => new AppError(503, 'unavailable', 'Payments are not set up on this server');

export function paymentsRouteDeps(app: FastifyInstance): PaymentsRouteDeps {
  const { config, db, secrets } = app.deps;
  // Where Stripe sends people back: the address the CRM's redirects use too.
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  const payments = () => {
    if (!app.deps.payments) throw notConfigured();
    return app.deps.payments;
  };
  return { payments, connectDeps: () => ({ db, payments: payments(), secrets, config, publicUrl }) };
}
