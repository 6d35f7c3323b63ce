import type { Sql } from '../../../crm/sandbox/sql';
import type { SandboxContext } from '../context';
import { type EventRequest, emitEvent } from '../events';
import { randomAlnum, stripeId } from '../ids';
import type { CustomerJson } from '../resources/customers';
import { findObject, insertObject, type StoredObject, saveObject } from '../store';
import type { InvoiceItemJson, InvoiceJson, InvoiceLineJson, SubscriptionJson } from './billing-types';
import type { BillingGateway, ChargeOutcome, IntentGateway } from './intent-gateway';

/** A line before it is on an invoice. */
export interface NewLine {
  amount: number;
  description: string;
  quantity: number | null;
  price: { id: string; product: string; unit_amount: number | null };
  period: { start: number; end: number };
  proration: boolean;
  subscriptionItem: string | null;
  invoiceItem: string | null;
}

/** Where the hosted invoice page and its PDF stand-in are (`pages/invoice-page.ts` serves them). */
export const hostedInvoicePath = (token: string) => `/i/${token}`;

const lineJson = (invoice: string, currency: string, subscription: string | null, line: NewLine): InvoiceLineJson => ({
  id: stripeId('il'),
  object: 'line_item',
  amount: line.amount,
  currency,
  description: line.description,
  discount_amounts: [],
  discountable: !line.proration,
  discounts: [],
  invoice,
  livemode: false,
  metadata: {},
  parent: line.subscriptionItem
    ? {
        type: 'subscription_item_details',
        subscription_item_details: {
          invoice_item: line.invoiceItem,
          proration: line.proration,
          proration_details: { credited_items: null },
          subscription: subscription ?? '',
          subscription_item: line.subscriptionItem,
        },
        invoice_item_details: null,
      }
    : {
        type: 'invoice_item_details',
        subscription_item_details: null,
        invoice_item_details: {
          invoice_item: line.invoiceItem ?? '',
          proration: line.proration,
          proration_details: { credited_items: null },
          subscription,
        },
      },
  period: line.period,
  pretax_credit_amounts: [],
  pricing: {
    type: 'price_details',
    price_details: { price: line.price.id, product: line.price.product },
    unit_amount_decimal: line.price.unit_amount === null ? null : String(line.price.unit_amount),
  },
  quantity: line.quantity,
  subscription,
  subtotal: line.amount,
  taxes: [],
});

/** The invoice items waiting for a subscription's next invoice (prorations), oldest first, locked. */
export async function pendingItems(sql: Sql, account: string, subscription: string): Promise<InvoiceItemJson[]> {
  const { rows } = await sql.query<{ data: InvoiceItemJson }>(
    `SELECT data FROM stripe_sandbox.objects WHERE account = $1 AND object = 'invoiceitem' AND NOT deleted
     AND data->>'invoice' IS NULL AND data->'parent'->'subscription_details'->>'subscription' = $2 ORDER BY seq FOR UPDATE`,
    [account, subscription],
  );
  return rows.map((r) => r.data);
}

export const itemLine = (item: InvoiceItemJson): NewLine => ({
  amount: item.amount,
  description: item.description,
  quantity: item.quantity,
  price: {
    id: item.pricing.price_details.price,
    product: item.pricing.price_details.product,
    unit_amount: null,
  },
  period: item.period,
  proration: item.proration,
  subscriptionItem: item.parent?.subscription_details.subscription_item ?? null,
  invoiceItem: item.id,
});

interface NewInvoice {
  account: string;
  customer: CustomerJson;
  subscription: SubscriptionJson;
  billingReason: InvoiceJson['billing_reason'];
  lines: NewLine[];
  /** The invoice items these lines take in: they point at the invoice from now on. */
  items: InvoiceItemJson[];
  now: number;
  request: EventRequest | null;
}

/**
 * Makes a subscription's invoice and finalises it at once, as Stripe does for the first invoice and (an hour after
 * `invoice.created`, which the sandbox skips) for renewals: numbered, with its hosted page, and with a PaymentIntent
 * for what is due (its client secret is the invoice's `confirmation_secret`). A zero invoice is paid on finalising.
 */
export async function createInvoice(sql: Sql, ctx: SandboxContext, gateway: IntentGateway, input: NewInvoice) {
  const { subscription, customer, now } = input;
  const id = stripeId('in');
  const token = `test_${randomAlnum(40)}`;
  const currency = subscription.currency;
  const lines = input.lines.map((line) => lineJson(id, currency, subscription.id, line));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  // A credit larger than what is due is not charged (Stripe keeps it on the customer's balance).
  const due = Math.max(0, total);
  const periods = input.lines.filter((l) => !l.proration).map((l) => l.period);
  const { rows } = await sql.query<{ n: string }>(
    `SELECT count(*) AS n FROM stripe_sandbox.objects WHERE account = $1 AND object = 'invoice' AND data->>'customer' = $2`,
    [input.account, customer.id],
  );
  const number = `${String(customer.invoice_prefix ?? 'SANDBOX')}-${String(Number(rows[0]?.n ?? 0) + 1).padStart(4, '0')}`;
  const base = `${ctx.publicUrl}${hostedInvoicePath(token)}`;
  const draft: InvoiceJson = {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: null,
    amount_due: due,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: due,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    confirmation_secret: null,
    created: now,
    currency,
    customer: customer.id,
    customer_email: customer.email,
    customer_name: customer.name,
    default_payment_method: null,
    description: null,
    discounts: [],
    due_date: null,
    ending_balance: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    lines: { object: 'list', data: lines, has_more: false, total_count: lines.length, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
    },
    period_end: periods[0]?.end ?? now,
    period_start: periods[0]?.start ?? now,
    status: 'draft',
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: total,
    subtotal_excluding_tax: total,
    test_clock: customer.test_clock ? String(customer.test_clock) : null,
    total,
    total_excluding_tax: total,
    webhooks_delivered_at: now,
  };
  await insertObject(sql, { account: input.account, data: draft, hidden: { hosted_token: token }, created: now });
  for (const item of input.items) {
    await saveObject(sql, { id: item.id, data: { ...item, invoice: id } });
  }
  await emitEvent(sql, ctx, { type: 'invoice.created', account: input.account, object: draft, request: input.request });

  let finalized: InvoiceJson = {
    ...draft,
    number,
    status: 'open',
    hosted_invoice_url: base,
    invoice_pdf: `${base}/pdf`,
    status_transitions: { ...draft.status_transitions, finalized_at: now },
  };
  if (due > 0) {
    const intent = await gateway.create(sql, ctx, {
      account: input.account,
      invoice: id,
      customer: customer.id,
      amount: due,
      currency,
      description: `Subscription ${input.billingReason === 'subscription_create' ? 'creation' : 'update'}`,
      applicationFeeAmount:
        subscription.application_fee_percent === null ? null : Math.round((due * subscription.application_fee_percent) / 100),
      transferDestination: subscription.transfer_data?.destination ?? null,
      metadata: {},
    });
    finalized = { ...finalized, confirmation_secret: { client_secret: intent.clientSecret, type: 'payment_intent' } };
    await saveObject(sql, { id, data: finalized, hidden: { hosted_token: token, payment_intent: intent.id } });
  } else {
    await saveObject(sql, { id, data: finalized });
  }
  await emitEvent(sql, ctx, { type: 'invoice.finalized', account: input.account, object: finalized, request: input.request });
  if (due === 0) return markInvoicePaid(sql, ctx, input.account, finalized, now, input.request);
  return finalized;
}

/** An invoice of `account`, locked for a change. */
/**
 * Locks an invoice for a change, its subscription first: every path that changes both takes them in that order (a
 * subscription's read syncs its latest invoice; paying an invoice activates its subscription), so a read of the
 * subscription and a payment of its invoice at once wait for each other instead of deadlocking.
 */
export async function lockInvoice(sql: Sql, account: string, id: string) {
  const seen = await findObject<InvoiceJson>(sql, { id, account, object: 'invoice' });
  const subscription = seen?.data.parent?.subscription_details.subscription;
  if (subscription) await findObject(sql, { id: subscription, account, object: 'subscription' }, true);
  return findObject<InvoiceJson>(sql, { id, account, object: 'invoice' }, true);
}

/** Paid: `invoice.paid` and `invoice.payment_succeeded`, as Stripe sends both. */
export async function markInvoicePaid(
  sql: Sql,
  ctx: SandboxContext,
  account: string,
  invoice: InvoiceJson,
  now: number,
  request: EventRequest | null,
): Promise<InvoiceJson> {
  if (invoice.status === 'paid') return invoice;
  const paid: InvoiceJson = {
    ...invoice,
    amount_paid: invoice.amount_due,
    amount_remaining: 0,
    attempted: invoice.amount_due > 0 || invoice.attempted,
    status: 'paid',
    next_payment_attempt: null,
    status_transitions: { ...invoice.status_transitions, paid_at: now },
  };
  await saveObject(sql, { id: paid.id, data: paid });
  await emitEvent(sql, ctx, { type: 'invoice.paid', account, object: paid, request });
  await emitEvent(sql, ctx, { type: 'invoice.payment_succeeded', account, object: paid, request });
  return paid;
}

/**
 * Tries to pay an open invoice off session with `paymentMethod` (renewals, trial ends, `POST /v1/invoices/:id/pay`).
 * A decline leaves it open with `invoice.payment_failed`; authentication needed leaves it open too (the customer
 * pays it on the hosted page or in the app with the confirmation secret).
 */
export async function attemptInvoicePayment(
  sql: Sql,
  ctx: SandboxContext,
  gateway: IntentGateway,
  input: {
    account: string;
    invoice: StoredObject<InvoiceJson>;
    paymentMethod: string | null;
    now: number;
    request: EventRequest | null;
  },
): Promise<{ invoice: InvoiceJson; outcome: ChargeOutcome | null }> {
  const { account, now, request } = input;
  const invoice = input.invoice.data;
  const intentId = input.invoice.hidden.payment_intent as string | undefined;
  if (invoice.status !== 'open' || !intentId) return { invoice, outcome: null };
  const attempted: InvoiceJson = { ...invoice, attempted: true, attempt_count: invoice.attempt_count + 1 };
  const outcome: ChargeOutcome | null = input.paymentMethod
    ? await gateway.confirmOffSession(sql, ctx, account, intentId, input.paymentMethod)
    : null;
  if (outcome?.status === 'succeeded')
    return { invoice: await markInvoicePaid(sql, ctx, account, attempted, now, request), outcome };
  // Stripe retries a failed renewal on its schedule (Smart Retries); the sandbox says when the next try would be.
  const failed: InvoiceJson = { ...attempted, next_payment_attempt: now + 3 * 86_400 };
  await saveObject(sql, { id: failed.id, data: failed });
  await emitEvent(sql, ctx, { type: 'invoice.payment_failed', account, object: failed, request });
  return { invoice: failed, outcome };
}

/**
 * An open invoice whose PaymentIntent the customer paid in the browser (its `confirmation_secret`, through the card
 * frame or Stripe.js) is paid: read back from the intent whenever the invoice or its subscription is next read, so
 * the subscription turns active and `invoice.paid` goes out then.
 */
export async function syncInvoicePayment(
  sql: Sql,
  ctx: SandboxContext,
  gateway: BillingGateway,
  input: { account: string; invoiceId: string; now: number; request: EventRequest | null },
): Promise<InvoiceJson | null> {
  const { account, invoiceId, now, request } = input;
  const stored = await lockInvoice(sql, account, invoiceId);
  if (!stored) return null;
  const intentId = stored.hidden.payment_intent as string | undefined;
  if (stored.data.status !== 'open' || !intentId) return stored.data;
  const intent = await gateway.retrieve(account, intentId);
  if (intent?.status !== 'succeeded') return stored.data;
  const paid = await markInvoicePaid(
    sql,
    ctx,
    account,
    { ...stored.data, attempted: true },
    Math.max(now, stored.data.created),
    request,
  );
  await activateSubscription(sql, ctx, account, paid, request);
  return paid;
}

/**
 * A subscription whose invoice was just paid (off session, on `pay`, or by the browser) is active again: `incomplete`
 * and `past_due` both end with the payment.
 */
export async function activateSubscription(
  sql: Sql,
  ctx: SandboxContext,
  account: string,
  invoice: InvoiceJson,
  request: EventRequest | null,
) {
  const id = invoice.parent?.subscription_details.subscription;
  if (!id || invoice.status !== 'paid') return;
  const stored = await findObject<SubscriptionJson>(sql, { id, account, object: 'subscription' }, true);
  if (!stored || !['incomplete', 'past_due', 'unpaid'].includes(stored.data.status)) return;
  const after: SubscriptionJson = { ...stored.data, status: 'active' };
  await saveObject(sql, { id, data: after });
  await emitEvent(sql, ctx, {
    type: 'customer.subscription.updated',
    account,
    object: after,
    previousAttributes: { status: stored.data.status },
    request,
  });
}
