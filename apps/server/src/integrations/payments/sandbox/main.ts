import { openPayments } from '../../../modules/payments/payments-start';
import { runSandboxProcess } from '../../sandbox-process/run-sandbox';

/**
 * `npm run sandbox:stripe`: the Stripe sandbox alone, started the way `npm start` starts it (openPayments:
 * STRIPE_SANDBOX_PORT, Atrium's webhook endpoints registered for PUBLIC_URL), on the database `npm start` uses. Servers
 * then use it with STRIPE_SANDBOX_URL. Not while `npm start` runs on the same DATA_DIR: that one holds the embedded
 * database, and already runs a sandbox.
 */
runSandboxProcess({
  name: 'Stripe sandbox',
  refusal: (config) =>
    config.STRIPE_SECRET_KEY
      ? 'STRIPE_SECRET_KEY is set: Atrium talks to the real Stripe, and there is no sandbox to start.'
      : config.STRIPE_SANDBOX_URL
        ? 'STRIPE_SANDBOX_URL is set: it names a sandbox already running; unset it to start one here.'
        : null,
  open: ({ config, pool, log }) =>
    openPayments({ config, pool, log, atriumUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` }),
});
