// The webhook half of the payments bench (payments.ts starts the servers): 4,500 store orders whose payment intents
// succeeded at the Stripe sandbox, then 5,000 signed `payment_intent.succeeded` deliveries to Atrium's webhook (each
// event once, 500 of them twice) from 20 senders, as Stripe sends them in parallel. Measures the time from the first
// delivery to the last order paid, then checks that each order was fulfilled exactly once.
import type pg from 'pg';
import type Stripe from 'stripe';
import { uuidv7 } from 'uuidv7';
import { stripeSignatureHeader } from '../../apps/server/src/integrations/payments/sandbox/signature';
import { BENCH_BASE } from './bench-server';
import { serverPid } from './crm-sync';
import { cpuMs } from './payments-checkout';

export const WEBHOOK_ORDERS = 4_500;
export const WEBHOOK_DUPLICATES = 500;
const SENDERS = 20;
const WEBHOOK_PATH = '/api/v1/payments/stripe/webhook';
/** How long the bench waits for the last fulfilment before it calls the run failed. */
const GIVE_UP_MS = 180_000;

/** Runs `work` over `items`, `concurrency` at a time. */
async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

type PaidOrder = { id: string; intent: string };

/**
 * WEBHOOK_ORDERS orders whose payment succeeded at the sandbox but that Atrium has not heard of yet: copies (in SQL)
 * of an order the checkout bench made through `create_order`, each with its own intent created and confirmed with
 * Stripe's test Visa in one call on the agency's account, tagged as Atrium tags them. Making them through the API
 * would measure the checkout again, for minutes: this bench measures what the webhooks do.
 */
async function paidOrders(client: pg.Client, stripe: Stripe, locationId: string): Promise<PaidOrder[]> {
  const { rows } = await client.query<{ id: string; amount: number; currency: string; fee: number; account: string }>(
    `INSERT INTO store_orders (id, store_id, agency_id, location_id, buyer_user_id, product_id, request_key, product_name,
       kind, options, amount_minor, currency, fee_minor, stripe_account_id)
     SELECT ids.id, o.store_id, o.agency_id, o.location_id, o.buyer_user_id, o.product_id, 'bench-webhook-' || ids.id,
       o.product_name, o.kind, o.options, o.amount_minor, o.currency, o.fee_minor, o.stripe_account_id
     FROM (SELECT * FROM store_orders WHERE location_id = $1 AND stripe_payment_intent_id IS NOT NULL LIMIT 1) o,
       unnest($2::uuid[]) AS ids(id)
     RETURNING id, amount_minor AS amount, currency, fee_minor AS fee, stripe_account_id AS account`,
    [locationId, Array.from({ length: WEBHOOK_ORDERS }, () => uuidv7())],
  );
  if (rows.length !== WEBHOOK_ORDERS) throw new Error('the checkout made no order to copy');
  const intents: string[] = [];
  await inParallel(rows, SENDERS, async (order, index) => {
    const intent = await stripe.paymentIntents.create(
      {
        amount: order.amount,
        currency: order.currency.toLowerCase(),
        application_fee_amount: order.fee,
        payment_method: 'pm_card_visa',
        confirm: true,
        metadata: { atrium_kind: 'store_order', atrium_id: order.id, atrium_location_id: locationId },
      },
      { stripeAccount: order.account },
    );
    if (intent.status !== 'succeeded') throw new Error(`intent ${intent.id} is ${intent.status}`);
    intents[index] = intent.id;
  });
  await client.query(
    `UPDATE store_orders o SET stripe_payment_intent_id = u.intent FROM unnest($1::uuid[], $2::text[]) AS u(id, intent)
     WHERE o.id = u.id`,
    [rows.map((r) => r.id), intents],
  );
  return rows.map((r, i) => ({ id: r.id, intent: intents[i]! }));
}

/** The `payment_intent.succeeded` events the sandbox recorded for the intents, as it would have delivered them. */
async function succeededEvents(client: pg.Client, orders: PaidOrder[]): Promise<Stripe.Event[]> {
  const { rows } = await client.query<{ data: Stripe.Event }>(
    `SELECT data FROM stripe_sandbox.objects
     WHERE object = 'event' AND data->>'type' = 'payment_intent.succeeded' AND data->'data'->'object'->>'id' = ANY($1::text[])`,
    [orders.map((o) => o.intent)],
  );
  if (rows.length !== orders.length) throw new Error(`${rows.length} succeeded events for ${orders.length} intents`);
  return rows.map((r) => r.data);
}

/** Every event once and DUPLICATES of them again, in random order (a repeat may come before or after its first). */
function deliveriesOf(events: Stripe.Event[]): Stripe.Event[] {
  const list = [...events];
  for (let i = 0; i < WEBHOOK_DUPLICATES; i++) list.push(events[Math.floor((i * events.length) / WEBHOOK_DUPLICATES)]!);
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

export interface WebhookResult {
  deliveries: number;
  /** From the first delivery sent to the last one answered (receiving: verified, stored and queued). */
  answeredMs: number;
  /** From the first delivery sent to the last order seen paid. */
  ms: number;
  /** Deliveries answered anything but 200. */
  refused: number;
  /** Deliveries Atrium answered `duplicate: true`. */
  duplicates: number;
  paid: number;
  /** One `stripe_events` row per distinct event, every one processed. */
  eventRows: number;
  processed: number;
  /** Orders with exactly one receipt (payment_invoices) and exactly one paid mail per buyer address. */
  receipts: number;
  mailedOnce: number;
  orders: number;
  /** The server's CPU time from the first delivery to the last order paid, per order paid. */
  cpuMsPerEvent: number;
}

/** Posts the deliveries, signed at sending time with the Connect endpoint's secret, and polls for the last order paid. */
export async function benchWebhooks(opts: {
  /** Atrium's database. */
  client: pg.Client;
  /** The sandbox's database (its own): the events it recorded. */
  sandboxClient: pg.Client;
  stripe: Stripe;
  locationId: string;
  connectSecret: string;
}): Promise<WebhookResult> {
  const { client } = opts;
  const orders = await paidOrders(client, opts.stripe, opts.locationId);
  const events = await succeededEvents(opts.sandboxClient, orders);
  const deliveries = deliveriesOf(events);
  const orderIds = orders.map((o) => o.id);
  const paidCount = async () =>
    (
      await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM store_orders WHERE id = ANY($1::uuid[]) AND status = 'paid'`,
        [orderIds],
      )
    ).rows[0]!.n;

  let refused = 0;
  let duplicates = 0;
  let answeredMs = Number.POSITIVE_INFINITY;
  const pid = serverPid();
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  const sending = inParallel(deliveries, SENDERS, async (event) => {
    const body = JSON.stringify(event, null, 2);
    const res = await fetch(`${BENCH_BASE}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': stripeSignatureHeader(body, opts.connectSecret, Math.floor(Date.now() / 1000)),
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body,
    });
    const answer = (await res.json()) as { data?: { duplicate?: boolean } };
    if (res.status !== 200) refused++;
    if (answer.data?.duplicate) duplicates++;
  }).then(() => {
    answeredMs = performance.now() - started;
  });
  let paid = 0;
  let ms = Number.POSITIVE_INFINITY;
  for (;;) {
    paid = await paidCount();
    if (paid >= orders.length) {
      ms = performance.now() - started;
      break;
    }
    if (performance.now() - started > GIVE_UP_MS) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const cpu = cpuMs(pid) - cpuBefore;
  await sending;

  // What follows a payment (mails, the receipt) is written after the order turns paid: wait for the events to settle.
  const eventIds = events.map((e) => e.id);
  const settled = Date.now() + 30_000;
  let eventRows = 0;
  let processed = 0;
  for (;;) {
    const { rows } = await client.query<{ n: number; done: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE state = 'processed')::int AS done FROM stripe_events WHERE event_id = ANY($1::text[])`,
      [eventIds],
    );
    eventRows = rows[0]!.n;
    processed = rows[0]!.done;
    if (processed === eventRows || Date.now() > settled) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const receipts = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT record_id FROM payment_invoices WHERE record_kind = 'store_order'
       AND record_id = ANY($1::uuid[]) GROUP BY record_id HAVING count(*) = 1) once`,
    [orderIds],
  );
  // The buyer's paid mail links to the order (`order=<id>`): one per buyer address of the location, no more.
  const mailed = await client.query<{ n: number }>(
    `WITH readers AS (
       SELECT count(*)::int AS n FROM memberships WHERE location_id = $2 AND role IN ('location_admin', 'staff')
     ), per_order AS (
       SELECT substring(text FROM 'order=([0-9a-f-]{36})') AS id, count(*)::int AS n FROM email_outbox
       WHERE kind = 'store_paid' GROUP BY 1
     )
     SELECT count(*)::int AS n FROM per_order, readers WHERE per_order.id = ANY($1::text[]) AND per_order.n = readers.n`,
    [orderIds, opts.locationId],
  );
  return {
    deliveries: deliveries.length,
    ms,
    answeredMs,
    refused,
    duplicates,
    paid,
    eventRows,
    processed,
    receipts: receipts.rows[0]!.n,
    mailedOnce: mailed.rows[0]!.n,
    orders: orders.length,
    cpuMsPerEvent: cpu / Math.max(1, paid),
  };
}
