import { expect } from 'vitest';
import { crmSettingsForSandbox } from '../modules/crm/crm-settings';
import { createPaymentsTestApp, type PaymentsTestApp } from '../modules/payments/test-payments';
import { DEMO_PASSWORD, seedDemoData } from '../seed/demo-data';
import { jsonRequest } from './http';
import { createTestApp, TEST_SUPER_ADMIN } from './test-app';

/**
 * A test app loaded with the demo data, and a sign-in for its people: agency people and the super admin
 * through `/auth/login`, location people through the location portal (`/user/login`). With `stripe`, its Stripe is
 * a test sandbox holding the demo's accounts (Summit Growth's and the partners', as a fresh sandbox has them), so
 * the store and payment routes answer as on a server (else they answer 503); `payments` drives it.
 */
export async function createDemoApp(opts: { stripe?: boolean } = {}) {
  // A CRM the demo never reaches: it has no connection, so no route calls it, and the CRM routes answer as they
  // do on a server with one (not 503).
  const crm = crmSettingsForSandbox({
    sandboxUrl: 'http://127.0.0.1:9',
    atriumUrl: 'http://localhost:3000',
    webhookPublicKey: '',
  });
  let payments: PaymentsTestApp | null = null;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  if (opts.stripe) {
    payments = await createPaymentsTestApp({}, { crm, sandbox: { demoData: true } });
    // One close for both: the app's database and the sandbox's.
    t = { ...payments.t, close: payments.close };
  } else t = await createTestApp({}, { crm });
  const http = jsonRequest(t.app);
  expect(await seedDemoData({ db: t.db, superAdminEmail: TEST_SUPER_ADMIN })).toBe(true);
  const signIn = async (email: string, portal: 'auth' | 'user' = 'auth') => {
    const res = await http.post(`/api/v1/${portal}/login`, { email, password: DEMO_PASSWORD });
    expect(res.statusCode, `${email}: ${res.body}`).toBe(200);
    return { authorization: `Bearer ${res.json().data.token as string}` };
  };
  return { t, http, signIn, payments };
}
