import type { FastifyInstance } from 'fastify';
import { adminPaymentRoutes } from './admin-payments.routes';
import { agencyStripeRoutes } from './agency-stripe.routes';
import { partnerStripeRoutes } from './partner-stripe.routes';
import { paymentsRouteDeps } from './payments-route-deps';
import { reconcilePayments } from './reconciliation';
import { registerStripeEventJobs } from './stripe-event-worker';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

/** Daily, at a quiet hour (UTC): decision 029's reconciliation. */
const RECONCILE_CRON = '37 4 * * *';

/** Payments (issue 23, decision 029): Stripe webhooks, the agency's and partners' Stripe connections, reconciliation. */
export async function paymentRoutes(app: FastifyInstance) {
  const deps = paymentsRouteDeps(app);
  const { config, db, mailer } = app.deps;
  const worker = () => ({
    db,
    payments: deps.payments(),
    realtime: app.realtime,
    mailer,
    jobs: app.jobs,
    publicUrl: deps.connectDeps().publicUrl,
  });
  const reconcileDeps = () => ({
    db,
    payments: deps.payments(),
    mailer,
    superAdminEmail: config.SUPER_ADMIN_EMAIL,
    publicUrl: deps.connectDeps().publicUrl,
    log: app.log,
  });
  await app.register(stripeWebhookRoutes, { ...deps, worker });
  await app.register(agencyStripeRoutes, deps);
  await app.register(partnerStripeRoutes, deps);
  await app.register(adminPaymentRoutes, { ...deps, worker, reconcileDeps });
  if (app.jobs && app.deps.payments) {
    await registerStripeEventJobs(app.jobs, worker());
    await app.jobs.schedule('payments.reconcile', RECONCILE_CRON, async () => {
      await reconcilePayments(reconcileDeps());
    });
  }
}
