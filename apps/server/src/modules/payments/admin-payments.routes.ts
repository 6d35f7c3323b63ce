import { paymentEndpoints as api } from '@atrium/contracts/payments';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { requireSuperAdmin } from '../../platform/tenancy/actor';
import { eventById, listFailedEvents, listFindings, resetFailedEvent, resolveFinding } from './findings.service';
import type { PaymentsRouteDeps } from './payments-route-deps';
import type { ReconcileDeps } from './reconciliation';
import { reconcilePayments } from './reconciliation';
import { processStripeEvent, type StripeEventWorkerDeps } from './stripe-event-worker';

/** The super admin's view of payments: reconciliation findings, events that failed, and a run of the reconciliation. */
export async function adminPaymentRoutes(
  app: FastifyInstance,
  opts: PaymentsRouteDeps & { worker: () => StripeEventWorkerDeps; reconcileDeps: () => ReconcileDeps },
) {
  route(app, api.findings, ({ actor, db, query }) => {
    requireSuperAdmin(actor);
    return listFindings(db, query);
  });
  route(app, api.resolveFinding, ({ actor, db, params }) => {
    requireSuperAdmin(actor);
    return resolveFinding(db, params.id);
  });
  route(app, api.failedEvents, ({ actor, db }) => {
    requireSuperAdmin(actor);
    return listFailedEvents(db);
  });
  route(app, api.retryEvent, async ({ actor, db, params }) => {
    requireSuperAdmin(actor);
    await resetFailedEvent(db, params.id);
    await processStripeEvent(opts.worker(), params.id);
    return eventById(db, params.id);
  });
  route(app, api.reconcile, ({ actor }) => {
    requireSuperAdmin(actor);
    return reconcilePayments(opts.reconcileDeps());
  });
}
