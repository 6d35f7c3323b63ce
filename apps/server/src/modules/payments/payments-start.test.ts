import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestDatabase } from '../../integrations/crm/sandbox/test-sandbox';
import { SANDBOX_CONNECT_CLIENT_ID, SANDBOX_PUBLISHABLE_KEY } from '../../integrations/payments/sandbox/keys';
import { openPayments, STRIPE_WEBHOOK_PATH } from './payments-start';
import { createPaymentsTestApp } from './test-payments';

const configOf = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/atrium-payments-start', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env });

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('openPayments', () => {
  it('uses the real Stripe from the environment and starts nothing', async () => {
    const config = configOf({
      STRIPE_SECRET_KEY: 'sk_test_real',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_real',
      STRIPE_WEBHOOK_SECRET: 'whsec_account',
      STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect',
      STRIPE_CONNECT_CLIENT_ID: 'ca_real',
    });
    const opened = await openPayments({ config, pool: null as never, log: () => {}, atriumUrl: 'https://atrium.example' });
    expect(opened.payments).toMatchObject({
      publishableKey: 'pk_test_real',
      webhookSecret: 'whsec_account',
      webhookSecrets: ['whsec_account', 'whsec_connect'],
      connectClientId: 'ca_real',
      connectUrl: 'https://connect.stripe.com',
      cardFrameUrl: null,
      sandboxUrl: null,
    });
  });

  it('starts the sandbox on a free port, registers both webhook endpoints once, and a second process finds them', async () => {
    const db = await createTestDatabase();
    cleanups.push(db.drop);
    const lines: string[] = [];
    const atriumUrl = 'https://atrium.example/';
    const first = await openPayments({
      config: configOf({ STRIPE_SANDBOX_PORT: '0' }),
      pool: db.pool,
      log: (m) => lines.push(m),
      atriumUrl,
    });
    cleanups.push(first.close);
    const { payments } = first;
    expect(lines.join('\n')).toMatch(/^Stripe sandbox: listening on http:\/\/localhost:\d+$/);
    expect(payments).toMatchObject({ publishableKey: SANDBOX_PUBLISHABLE_KEY, connectClientId: SANDBOX_CONNECT_CLIENT_ID });
    expect(payments.connectUrl).toBe(payments.sandboxUrl);
    expect(payments.cardFrameUrl).toBe(`${payments.sandboxUrl}/elements/card`);
    expect(payments.webhookSecrets).toHaveLength(2);
    expect(payments.webhookSecret).toBe(payments.webhookSecrets[0]);

    const endpoints = await payments.stripe.webhookEndpoints.list();
    expect(endpoints.data.map((e) => e.url)).toEqual([
      `https://atrium.example${STRIPE_WEBHOOK_PATH}`,
      `https://atrium.example${STRIPE_WEBHOOK_PATH}`,
    ]);

    const second = await openPayments({
      config: configOf({ STRIPE_SANDBOX_URL: payments.sandboxUrl! }),
      pool: db.pool,
      log: () => {},
      atriumUrl,
    });
    expect(second.payments.webhookSecrets).toEqual(payments.webhookSecrets);
    expect((await payments.stripe.webhookEndpoints.list()).data).toHaveLength(2);

    // A deleted endpoint is made again on the next start (its secret cannot be read back).
    await payments.stripe.webhookEndpoints.del(endpoints.data[0]!.id);
    const third = await openPayments({
      config: configOf({ STRIPE_SANDBOX_URL: payments.sandboxUrl! }),
      pool: db.pool,
      log: () => {},
      atriumUrl,
    });
    expect((await payments.stripe.webhookEndpoints.list()).data).toHaveLength(2);
    expect(third.payments.webhookSecrets.filter((s) => payments.webhookSecrets.includes(s))).toHaveLength(1);

    // A server on a database of its own (the sandbox's is another) cannot know those secrets: it replaces them.
    const own = await createTestDatabase();
    cleanups.push(own.drop);
    const elsewhere = await openPayments({
      config: configOf({ STRIPE_SANDBOX_URL: payments.sandboxUrl! }),
      pool: own.pool,
      log: () => {},
      atriumUrl,
    });
    const after = (await payments.stripe.webhookEndpoints.list()).data;
    expect(after).toHaveLength(2);
    expect(elsewhere.payments.webhookSecrets.some((s) => third.payments.webhookSecrets.includes(s))).toBe(false);
    const { rows } = await own.pool.query<{ endpoint_id: string }>('SELECT endpoint_id FROM sandbox_webhook_endpoints');
    expect(rows.map((r) => r.endpoint_id).sort()).toEqual(after.map((e) => e.id).sort());
  });

  it('says what to do when STRIPE_SANDBOX_PORT is taken', async () => {
    const db = await createTestDatabase();
    cleanups.push(db.drop);
    const first = await openPayments({
      config: configOf({ STRIPE_SANDBOX_PORT: '0' }),
      pool: db.pool,
      log: () => {},
      atriumUrl: 'https://a.example',
    });
    cleanups.push(first.close);
    const port = new URL(first.payments.sandboxUrl!).port;
    await expect(
      openPayments({
        config: configOf({ STRIPE_SANDBOX_PORT: port }),
        pool: db.pool,
        log: () => {},
        atriumUrl: 'https://a.example',
      }),
    ).rejects.toThrow(`STRIPE_SANDBOX_PORT ${port} is in use`);
  });
});

describe('createPaymentsTestApp', () => {
  it("delivers the sandbox's signed events into the app's webhook endpoint, platform and Connect alike", async () => {
    const p = await createPaymentsTestApp();
    cleanups.push(p.close);
    const account = await p.stripe.accounts.create({ type: 'standard' });
    await p.stripe.customers.create({ name: 'Agency' });
    await p.stripe.customers.create({ name: 'Location' }, { stripeAccount: account.id });
    await p.deliverWebhooks();
    expect(p.delivered.map((d) => [d.event.type, d.event.account ?? null, d.status])).toEqual([
      ['customer.created', null, 200],
      ['customer.created', account.id, 200],
    ]);
  });
});
