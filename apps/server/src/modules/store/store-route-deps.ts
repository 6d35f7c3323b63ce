import type { FastifyInstance } from 'fastify';
import type { StoreAnnouncer } from './store-announce';
import type { StoreFulfilment } from './store-fulfilment';

/** What the store's routes share: the announcer always, Stripe's side when this server has Stripe (else null: 503). */
export function storeRouteDeps(app: FastifyInstance) {
  const { db, mailer, config } = app.deps;
  // The web's address for links in mails: the one the payment routes give Stripe to send people back to.
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  const announcer: StoreAnnouncer = { db, realtime: app.realtime, mailer, publicUrl };
  const fulfilment = (): StoreFulfilment | null =>
    app.deps.payments ? { ...announcer, payments: app.deps.payments, jobs: app.jobs } : null;
  return { announcer, fulfilment, feePercent: config.STORE_FEE_PERCENT, payments: () => app.deps.payments ?? null };
}

export type StoreRouteDeps = ReturnType<typeof storeRouteDeps>;
