import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../config';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { paymentsForSandbox, paymentsFromConfig } from '../../sandbox-payments';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const cspOf = async (app: TestApp) => String((await app.app.inject({ url: '/podcasts' })).headers['content-security-policy']);
const directive = (csp: string, name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';

describe("Atrium's pages let the card form in", () => {
  it('frame the sandbox card page from its origin, and load no Stripe.js', async () => {
    const payments = paymentsForSandbox({ sandboxUrl: 'http://127.0.0.1:3922', webhookSecrets: ['whsec_test'] });
    t = await createTestApp({}, { payments });
    const csp = await cspOf(t);
    expect(directive(csp, 'frame-src')).toContain('http://127.0.0.1:3922');
    expect(directive(csp, 'script-src')).not.toContain('stripe.com');
  });

  it('load Stripe.js from js.stripe.com and let it call api.stripe.com with the real Stripe', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://unused/unused',
      STRIPE_SECRET_KEY: 'sk_test_real',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_real',
      STRIPE_WEBHOOK_SECRET: 'whsec_real',
      STRIPE_CONNECT_CLIENT_ID: 'ca_real',
    });
    const payments = paymentsFromConfig(config);
    expect(payments).not.toBeNull();
    t = await createTestApp({}, { payments: payments! });
    const csp = await cspOf(t);
    expect(directive(csp, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(csp, 'connect-src')).toContain('https://api.stripe.com');
    expect(directive(csp, 'frame-src')).not.toContain('http://');
  });
});
