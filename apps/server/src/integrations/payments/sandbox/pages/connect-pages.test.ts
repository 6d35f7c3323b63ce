import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStripeSandbox, type TestStripeSandbox } from '../test-sandbox';

let s: TestStripeSandbox;
beforeAll(async () => {
  s = await createTestStripeSandbox();
});
afterAll(async () => {
  await s?.close();
});

const RETURN = 'https://apps.atrium.test/integrations/agency_stripe?step=return';
const REFRESH = 'https://apps.atrium.test/integrations/agency_stripe?step=refresh';
const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

async function onboardingLink() {
  const account = await s.stripe.accounts.create({
    type: 'standard',
    email: 'harbor@example.com',
    business_profile: { name: 'Harbor Digital' },
  });
  const link = await s.stripe.accountLinks.create({
    account: account.id,
    type: 'account_onboarding',
    return_url: RETURN,
    refresh_url: REFRESH,
  });
  return { account, path: new URL(link.url).pathname };
}

describe('the onboarding page', () => {
  it('shows the account and finishes onboarding: charges and payouts on, back to return_url, once', async () => {
    const { account, path } = await onboardingLink();
    expect(account.charges_enabled).toBe(false);
    const page = await s.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Harbor Digital');
    expect(page.body).toContain('Finish onboarding');
    expect(page.body).toContain('Leave requirements due');
    expect(String(page.headers['content-security-policy'])).toContain("form-action 'self' https://apps.atrium.test");

    const done = await s.app.inject({
      method: 'POST',
      url: path,
      ...form({ choice: 'finish', business_name: 'Harbor Digital LLC' }),
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(RETURN);
    const after = await s.stripe.accounts.retrieve(account.id);
    expect(after).toMatchObject({ charges_enabled: true, payouts_enabled: true, details_submitted: true });
    expect(after.requirements?.currently_due).toEqual([]);
    expect(after.business_profile?.name).toBe('Harbor Digital LLC');
    const events = await s.stripe.events.list({ type: 'account.updated' }, { stripeAccount: account.id });
    expect(events.data.some((e) => (e.data.object as { id: string }).id === account.id)).toBe(true);

    // A used link sends the person to refresh_url for a new one.
    const again = await s.app.inject({ method: 'GET', url: path });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(REFRESH);
  });

  it('leaves requirements due: details submitted, charges still off', async () => {
    const { account, path } = await onboardingLink();
    const left = await s.app.inject({ method: 'POST', url: path, ...form({ choice: 'leave_due' }) });
    expect(left.headers.location).toBe(RETURN);
    const after = await s.stripe.accounts.retrieve(account.id);
    expect(after).toMatchObject({ charges_enabled: false, details_submitted: true });
    expect(after.requirements?.currently_due).toContain('external_account');
  });

  it('answers an unknown link with a page, and a missing choice without changing anything', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/connect/onboarding/nope' })).statusCode).toBe(404);
    const { account, path } = await onboardingLink();
    expect((await s.app.inject({ method: 'POST', url: path, ...form({ choice: 'other' }) })).statusCode).toBe(400);
    expect((await s.stripe.accounts.retrieve(account.id)).details_submitted).toBe(false);
  });
});

describe('the OAuth authorize page', () => {
  const query = (extra: Record<string, string> = {}) =>
    new URLSearchParams({
      response_type: 'code',
      client_id: 'ca_atrium_sandbox',
      scope: 'read_write',
      state: 'signed-state-1',
      redirect_uri: RETURN,
      'stripe_user[business_name]': 'Summit & Co <b>',
      ...extra,
    });

  it('connects a new standard account and returns its code with the state; the code is redeemed once', async () => {
    const page = await s.app.inject({ method: 'GET', url: `/oauth/authorize?${query()}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Connect my Stripe account');
    expect(page.body).toContain('value="Summit &amp; Co &lt;b&gt;"');
    const answer = await s.app.inject({
      method: 'POST',
      url: '/oauth/authorize',
      ...form({ ...Object.fromEntries(query()), decision: 'connect', business_name: 'Summit Growth', email: 'o@summit.example' }),
    });
    expect(answer.statusCode).toBe(303);
    const back = new URL(String(answer.headers.location));
    expect(back.origin + back.pathname).toBe('https://apps.atrium.test/integrations/agency_stripe');
    expect(back.searchParams.get('state')).toBe('signed-state-1');
    const code = back.searchParams.get('code')!;
    const token = await s.stripe.oauth.token({ grant_type: 'authorization_code', code });
    const account = await s.stripe.accounts.retrieve(token.stripe_user_id!);
    expect(account).toMatchObject({ type: 'standard', charges_enabled: true, email: 'o@summit.example' });
    expect(account.business_profile?.name).toBe('Summit Growth');
    await expect(s.stripe.oauth.token({ grant_type: 'authorization_code', code })).rejects.toBeTruthy();
  });

  it('sends Cancel back with access_denied, and never redirects a request for another application', async () => {
    const cancelled = await s.app.inject({
      method: 'POST',
      url: '/oauth/authorize',
      ...form({ ...Object.fromEntries(query()), decision: 'cancel' }),
    });
    const back = new URL(String(cancelled.headers.location));
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('signed-state-1');
    expect(back.searchParams.has('code')).toBe(false);

    const bads: Record<string, string>[] = [
      { client_id: 'ca_someone_else' },
      { response_type: 'token' },
      { redirect_uri: 'javascript:alert(1)' },
    ];
    for (const bad of bads) {
      const page = await s.app.inject({ method: 'GET', url: `/oauth/authorize?${query(bad)}` });
      expect(page.statusCode, JSON.stringify(bad)).toBe(400);
      expect(page.headers.location).toBeUndefined();
    }
  });
});

describe('the hosted invoice page', () => {
  it('shows an invoice by its secret link, with a printable copy at its pdf address', async () => {
    const customer = await s.stripe.customers.create({ name: 'Summit Growth Agency' });
    const method = await s.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const sub = await s.stripe.subscriptions.create({
      customer: customer.id,
      default_payment_method: method.id,
      items: [{ price_data: { currency: 'usd', product: 'prod_plan', unit_amount: 9700, recurring: { interval: 'month' } } }],
    });
    const invoice = await s.stripe.invoices.retrieve(sub.latest_invoice as string);
    const page = await s.app.inject({ method: 'GET', url: new URL(invoice.hosted_invoice_url!).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Invoice ${invoice.number}`);
    expect(page.body).toContain('Summit Growth Agency');
    expect(page.body).toContain('$97.00');
    expect(page.body).toContain('Paid');
    const pdf = await s.app.inject({ method: 'GET', url: new URL(invoice.invoice_pdf!).pathname });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.body).toContain('Printable copy');
    expect((await s.app.inject({ method: 'GET', url: '/i/test_not_a_real_token' })).statusCode).toBe(404);
  });
});

describe('the receipt page', () => {
  it("shows a paid charge's receipt by its secret link, kept up to date with refunds; a declined charge has none", async () => {
    const account = await s.stripe.accounts.create({ type: 'standard', business_profile: { name: 'Summit Growth' } });
    const on = { stripeAccount: account.id };
    const paid = await s.stripe.paymentIntents.create(
      {
        amount: 30_000,
        currency: 'usd',
        description: 'Logo design',
        payment_method: 'pm_card_visa',
        confirm: true,
        expand: ['latest_charge'],
      },
      on,
    );
    const charge = paid.latest_charge as { id: string; receipt_url: string | null };
    expect(charge.receipt_url).toMatch(/\/receipts\/payment\/test_/);
    const path = new URL(charge.receipt_url!).pathname;
    const page = await s.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Receipt from Summit Growth');
    expect(page.body).toContain('$300.00');
    expect(page.body).toContain('Logo design');
    expect(page.body).toContain('VISA •••• 4242');
    expect(page.body).toContain('Paid');
    await s.stripe.refunds.create({ payment_intent: paid.id, amount: 10_000 }, on);
    const after = await s.app.inject({ method: 'GET', url: path });
    expect(after.body).toContain('Partly refunded');
    expect(after.body).toContain('$100.00');

    const declined = await s.stripe.paymentIntents
      .create({ amount: 500, currency: 'usd', payment_method: 'pm_card_chargeDeclined', confirm: true }, on)
      .catch((error: { raw?: { payment_intent?: { latest_charge?: string } } }) => error.raw?.payment_intent);
    const declinedCharge = await s.stripe.charges.retrieve(declined!.latest_charge as string, {}, on);
    expect(declinedCharge.receipt_url).toBeNull();
    expect((await s.app.inject({ method: 'GET', url: '/receipts/payment/test_not_a_real_token' })).statusCode).toBe(404);
  });
});

describe('the 3-D Secure page', () => {
  it('completes or fails an intent waiting for authentication, then returns with redirect_status', async () => {
    const make = async () => {
      const intent = await s.stripe.paymentIntents.create({ amount: 9700, currency: 'usd' });
      return s.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_authenticationRequired', return_url: RETURN });
    };
    const waiting = await make();
    expect(waiting.status).toBe('requires_action');
    const path = new URL(waiting.next_action!.redirect_to_url!.url!).pathname;
    const page = await s.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('>Complete<');
    const done = await s.app.inject({ method: 'POST', url: path, ...form({ outcome: 'succeed' }) });
    const back = new URL(String(done.headers.location));
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    expect(back.searchParams.get('payment_intent')).toBe(waiting.id);
    expect((await s.stripe.paymentIntents.retrieve(waiting.id)).status).toBe('succeeded');
    expect((await s.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);

    const other = await make();
    const failed = await s.app.inject({
      method: 'POST',
      url: new URL(other.next_action!.redirect_to_url!.url!).pathname,
      ...form({ outcome: 'fail' }),
    });
    expect(new URL(String(failed.headers.location)).searchParams.get('redirect_status')).toBe('failed');
    expect((await s.stripe.paymentIntents.retrieve(other.id)).status).toBe('requires_payment_method');
  });
});
