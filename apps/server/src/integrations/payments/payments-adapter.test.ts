import Stripe from 'stripe';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { paymentsAdapterSuite } from './payments-adapter-suite';
import { createTestStripeSandbox, type TestStripeSandbox } from './sandbox/test-sandbox';

/**
 * The adapter suite against the sandbox (always), and against a Stripe test-mode account when one is configured:
 * STRIPE_TEST_SECRET_KEY (sk_test_..., a Connect platform) and STRIPE_TEST_CONNECTED_ACCOUNT (acct_..., one of its
 * connected accounts with charges enabled). It makes small test-mode payments, a refund and a webhook endpoint it
 * deletes again; everything carries the metadata `atrium_adapter_test`.
 */
let sandbox: TestStripeSandbox;
let connectedAccount = '';
beforeAll(async () => {
  sandbox = await createTestStripeSandbox();
  const account = await sandbox.stripe.accounts.create({ type: 'standard' });
  await sandbox.stripe.rawRequest('POST', `/v1/test_helpers/accounts/${account.id}/complete_onboarding`, {});
  connectedAccount = account.id;
});
afterAll(async () => {
  await sandbox?.close();
});

paymentsAdapterSuite('the Stripe sandbox', () => ({ stripe: sandbox.stripe, connectedAccount }));

const key = process.env.STRIPE_TEST_SECRET_KEY;
const account = process.env.STRIPE_TEST_CONNECTED_ACCOUNT;
if (key?.startsWith('sk_test_') && account) {
  const stripe = new Stripe(key, { maxNetworkRetries: 2 });
  paymentsAdapterSuite('Stripe (test mode)', () => ({ stripe, connectedAccount: account }));
} else {
  describe('the payments adapter against Stripe (test mode)', () => {
    it.skip('needs STRIPE_TEST_SECRET_KEY (sk_test_...) and STRIPE_TEST_CONNECTED_ACCOUNT', () => {});
  });
}
