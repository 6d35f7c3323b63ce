import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStripeSandbox, type TestStripeSandbox } from '../test-sandbox';
import { apiIntentGateway } from './api-intent-gateway';
import { sweepDueSubscriptions } from './billing-cycle';

let s: TestStripeSandbox;
beforeAll(async () => {
  s = await createTestStripeSandbox();
});
afterAll(async () => {
  await s?.close();
});

const DAY = 86_400;
/** 1 March 2026, 12:00 UTC: a 31-day month ahead. */
const T0 = Date.UTC(2026, 2, 1, 12) / 1000;

/** A customer on a test clock of its own, with a saved card (a test token) as its default. */
async function customerOnClock(card = 'pm_card_visa') {
  const clock = await s.stripe.testHelpers.testClocks.create({ frozen_time: T0, name: 'billing test' });
  const customer = await s.stripe.customers.create({ email: 'agency@example.com', test_clock: clock.id });
  const method = await s.stripe.paymentMethods.attach(card, { customer: customer.id });
  await s.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: method.id } });
  return { clock, customer, method };
}

const plan = (unit_amount = 9700, interval: 'month' | 'year' = 'month') => ({
  price_data: { currency: 'usd', product: 'prod_atrium_plan', unit_amount, recurring: { interval } },
});

const advance = (clock: string, to: number) => s.stripe.testHelpers.testClocks.advance(clock, { frozen_time: to });

/** The events of these types about this object, in the order they happened. */
async function eventsAbout(id: string, prefix: string) {
  const all = await s.stripe.events.list({ limit: 100 }).autoPagingToArray({ limit: 10_000 });
  return all
    .filter(
      (e) =>
        e.type.startsWith(prefix) && ((e.data.object as { id?: string }).id === id || JSON.stringify(e.data.object).includes(id)),
    )
    .map((e) => e.type)
    .reverse();
}

describe('sandbox subscriptions', () => {
  it('start trialing for two places, warn before the trial ends, then charge and turn active', async () => {
    const { clock, customer } = await customerOnClock();
    const sub = await s.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ ...plan(), quantity: 2 }],
      trial_period_days: 14,
      metadata: { atrium_kind: 'app_subscription', atrium_id: 'sub-1' },
      expand: ['latest_invoice'],
    });
    expect(sub).toMatchObject({ status: 'trialing', trial_start: T0, trial_end: T0 + 14 * DAY, test_clock: clock.id });
    expect(sub.items.data[0]).toMatchObject({ quantity: 2, current_period_start: T0, current_period_end: T0 + 14 * DAY });
    expect(sub.latest_invoice).toMatchObject({ amount_due: 0, status: 'paid', billing_reason: 'subscription_create' });

    await advance(clock.id, T0 + 12 * DAY);
    expect(await eventsAbout(sub.id, 'customer.subscription.trial_will_end')).toHaveLength(1);
    expect((await s.stripe.subscriptions.retrieve(sub.id)).status).toBe('trialing');

    await advance(clock.id, T0 + 15 * DAY);
    const after = await s.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(after.status).toBe('active');
    expect(after.items.data[0]!.current_period_start).toBe(T0 + 14 * DAY);
    const invoice = after.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({
      amount_due: 19_400,
      amount_paid: 19_400,
      status: 'paid',
      billing_reason: 'subscription_cycle',
    });
    expect(invoice.parent?.subscription_details?.subscription).toBe(sub.id);
    expect(invoice.lines.data[0]).toMatchObject({ amount: 19_400, quantity: 2, period: { start: T0 + 14 * DAY } });
    expect(invoice.hosted_invoice_url).toMatch(/\/i\/test_/);
    expect(await eventsAbout(sub.id, 'customer.subscription')).toEqual([
      'customer.subscription.created',
      'customer.subscription.trial_will_end',
      'customer.subscription.updated',
    ]);
    expect(await eventsAbout(invoice.id, 'invoice.')).toEqual([
      'invoice.created',
      'invoice.finalized',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]);
  });

  it('prorate a quantity change: now with always_invoice, at the next renewal with create_prorations', async () => {
    const { clock, customer } = await customerOnClock();
    const sub = await s.stripe.subscriptions.create({ customer: customer.id, items: [{ ...plan(10_000), quantity: 1 }] });
    expect(sub.status).toBe('active');
    const periodEnd = sub.items.data[0]!.current_period_end;
    expect(periodEnd).toBe(Date.UTC(2026, 3, 1, 12) / 1000);

    // Half way through the period (31 days): one more place is charged for the half left, now.
    const half = T0 + Math.round((periodEnd - T0) / 2);
    await advance(clock.id, half);
    const more = await s.stripe.subscriptions.update(sub.id, {
      items: [{ id: sub.items.data[0]!.id, quantity: 2 }],
      proration_behavior: 'always_invoice',
      expand: ['latest_invoice'],
    });
    const now = more.latest_invoice as Stripe.Invoice;
    expect(now.billing_reason).toBe('subscription_update');
    expect(now.lines.data.map((l) => l.amount)).toEqual([-5000, 10_000]);
    expect(now).toMatchObject({ amount_due: 5000, status: 'paid' });

    // Back to one place, prorated at the next renewal: a credit waits as an invoice item.
    const fewer = await s.stripe.subscriptions.update(sub.id, { items: [{ id: sub.items.data[0]!.id, quantity: 1 }] });
    expect(fewer.latest_invoice).toBe(now.id);
    await advance(clock.id, periodEnd + 60);
    const renewal = await s.stripe.invoices.retrieve((await s.stripe.subscriptions.retrieve(sub.id)).latest_invoice as string);
    expect(renewal.billing_reason).toBe('subscription_cycle');
    expect(renewal.lines.data.map((l) => l.amount)).toEqual([-10_000, 5000, 10_000]);
    expect(renewal.amount_due).toBe(5000);
  });

  it('cancel at the period end (still active until then), or at once with a prorated credit', async () => {
    const { clock, customer } = await customerOnClock();
    const sub = await s.stripe.subscriptions.create({ customer: customer.id, items: [plan()] });
    const end = sub.items.data[0]!.current_period_end;
    const pending = await s.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    expect(pending).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: end });
    await advance(clock.id, end + 1);
    const ended = await s.stripe.subscriptions.retrieve(sub.id);
    expect(ended).toMatchObject({ status: 'canceled', ended_at: end });
    expect(await eventsAbout(sub.id, 'customer.subscription.deleted')).toHaveLength(1);
    expect((await s.stripe.invoices.list({ subscription: sub.id })).data).toHaveLength(1);
    expect((await s.stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(0);
    expect((await s.stripe.subscriptions.list({ customer: customer.id, status: 'canceled' })).data).toHaveLength(1);

    const other = await s.stripe.subscriptions.create({ customer: customer.id, items: [plan(3100)] });
    await advance(clock.id, end + 1 + 10 * DAY);
    const gone = await s.stripe.subscriptions.cancel(other.id, { prorate: true, invoice_now: true, expand: ['latest_invoice'] });
    expect(gone.status).toBe('canceled');
    const final = gone.latest_invoice as Stripe.Invoice;
    expect(final.lines.data[0]!.amount).toBeLessThan(0);
    expect(final.amount_due).toBe(0);
    await expect(s.stripe.subscriptions.cancel(other.id)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('leave a declined renewal open and the subscription past due, until the invoice is paid', async () => {
    const { clock, customer } = await customerOnClock();
    const sub = await s.stripe.subscriptions.create({ customer: customer.id, items: [plan()] });
    const failing = await s.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
    await s.stripe.subscriptions.update(sub.id, { default_payment_method: failing.id });
    await advance(clock.id, sub.items.data[0]!.current_period_end + 60);
    const late = await s.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(late.status).toBe('past_due');
    const invoice = late.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'open', attempted: true, attempt_count: 1, amount_paid: 0 });
    expect(await eventsAbout(invoice.id, 'invoice.payment_failed')).toHaveLength(1);

    await expect(s.stripe.invoices.pay(invoice.id)).rejects.toMatchObject({ statusCode: 402, code: 'card_declined' });
    const good = await s.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const paid = await s.stripe.invoices.pay(invoice.id, { payment_method: good.id });
    expect(paid.status).toBe('paid');
    expect((await s.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
  });

  it('wait incomplete for the browser with default_incomplete, and turn active as soon as its intent is paid', async () => {
    const customer = await s.stripe.customers.create({ email: 'store@example.com' });
    const sub = await s.stripe.subscriptions.create({
      customer: customer.id,
      items: [plan(4900)],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    expect(sub.status).toBe('incomplete');
    const invoice = sub.latest_invoice as Stripe.Invoice;
    expect(invoice.status).toBe('open');
    const secret = invoice.confirmation_secret!.client_secret;
    const intentId = secret.split('_secret_')[0]!;
    await s.browser.paymentIntents.confirm(intentId, {
      client_secret: secret,
      payment_method: 'pm_card_visa',
    } as Stripe.PaymentIntentConfirmParams);
    // Paid at once, as at Stripe: the events went out before anyone read the invoice or the subscription again.
    expect(await eventsAbout(invoice.id!, 'invoice.')).toEqual(
      expect.arrayContaining(['invoice.paid', 'invoice.payment_succeeded']),
    );
    expect(await eventsAbout(sub.id, 'customer.subscription.updated')).toEqual(['customer.subscription.updated']);
    const active = await s.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(active.status).toBe('active');
    expect((active.latest_invoice as Stripe.Invoice).status).toBe('paid');
  });

  it('previews a plan change without making anything, and refuses what Stripe refuses', async () => {
    const { customer } = await customerOnClock();
    const sub = await s.stripe.subscriptions.create({ customer: customer.id, items: [{ ...plan(), quantity: 1 }] });
    const before = (await s.stripe.invoices.list({ customer: customer.id })).data.length;
    const preview = await s.stripe.invoices.createPreview({
      customer: customer.id,
      subscription: sub.id,
      subscription_details: { items: [{ id: sub.items.data[0]!.id, quantity: 3 }], proration_behavior: 'always_invoice' },
    });
    expect(preview.amount_due).toBe(2 * 9700);
    expect((await s.stripe.invoices.list({ customer: customer.id })).data).toHaveLength(before);
    expect((await s.stripe.subscriptions.retrieve(sub.id)).items.data[0]!.quantity).toBe(1);

    await expect(s.stripe.subscriptions.create({ customer: customer.id, items: [] })).rejects.toMatchObject({ statusCode: 400 });
    await expect(s.stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      s.stripe.subscriptions.create({ customer: customer.id, items: [plan()], application_fee_percent: 20 }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'application_fee_percent' });
  });

  it('renew subscriptions on no test clock by themselves, without anyone reading them', async () => {
    const customer = await s.stripe.customers.create({ email: 'realtime@example.com' });
    const method = await s.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const sub = await s.stripe.subscriptions.create({
      customer: customer.id,
      items: [plan(1500)],
      default_payment_method: method.id,
    });
    const realNow = s.ctx.now;
    try {
      await sweepDueSubscriptions(s.ctx, apiIntentGateway(s.app));
      expect((await s.stripe.invoices.list({ subscription: sub.id })).data).toHaveLength(1);
      s.ctx.now = () => new Date((sub.items.data[0]!.current_period_end + 60) * 1000);
      await sweepDueSubscriptions(s.ctx, apiIntentGateway(s.app));
    } finally {
      s.ctx.now = realNow;
    }
    const invoices = await s.stripe.invoices.list({ subscription: sub.id });
    expect(invoices.data.map((i) => [i.billing_reason, i.status])).toEqual([
      ['subscription_cycle', 'paid'],
      ['subscription_create', 'paid'],
    ]);
  });

  it("send a partner its share of each payment and keep the platform's fee", async () => {
    const partner = await s.stripe.accounts.create({ type: 'standard', email: 'partner@example.com' });
    await s.stripe.rawRequest('POST', `/v1/test_helpers/accounts/${partner.id}/complete_onboarding`, {});
    const customer = await s.stripe.customers.create({ email: 'agency@example.com' });
    const method = await s.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const sub = await s.stripe.subscriptions.create({
      customer: customer.id,
      default_payment_method: method.id,
      items: [{ ...plan(9700), quantity: 2 }],
      application_fee_percent: 20,
      transfer_data: { destination: partner.id },
    });
    expect(sub).toMatchObject({ status: 'active', application_fee_percent: 20, transfer_data: { destination: partner.id } });
    const [intent] = (await s.stripe.paymentIntents.list({ customer: customer.id })).data;
    expect(intent).toMatchObject({
      amount: 19_400,
      status: 'succeeded',
      application_fee_amount: 3880,
      transfer_data: { destination: partner.id },
    });
  });
});
