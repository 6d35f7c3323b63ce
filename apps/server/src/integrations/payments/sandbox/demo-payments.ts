import type pg from 'pg';
import type { ApiCall } from './api';
import type { SandboxContext } from './context';
import { DEMO_SUMMIT_ACCOUNT_ID, DEMO_SUMMIT_CUSTOMERS } from './demo-accounts';
import { recordPayout } from './resources/connect-money';
import { confirmPaymentIntent, createPaymentIntent } from './resources/payment-intents-store';
import { resolvePaymentMethod } from './resources/payment-methods-store';
import { insertObject } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Summit's past store sales: days ago, which location, what, how much (cents), Atrium's 2% fee. */
const PAST_SALES = [
  { daysAgo: 58, customer: 'dental', description: 'Local SEO setup', amount: 49_900 },
  { daysAgo: 45, customer: 'realty', description: 'Listing photo package', amount: 19_900 },
  { daysAgo: 31, customer: 'dental', description: 'Review booster (monthly)', amount: 9_900 },
  { daysAgo: 24, customer: 'realty', description: 'Open house landing page', amount: 29_900 },
  { daysAgo: 12, customer: 'dental', description: 'Review booster (monthly)', amount: 9_900 },
  { daysAgo: 5, customer: 'realty', description: 'Social ads starter', amount: 39_900 },
] as const;

/** Paid out to Summit's bank after the sales before them. */
const PAST_PAYOUTS = [
  { daysAgo: 40, amount: 62_000 },
  { daysAgo: 20, amount: 36_500 },
  { daysAgo: 8, amount: 27_000 },
] as const;

/**
 * Summit Growth's history at Stripe: its two locations as customers, six card payments over the last two months
 * (Atrium's 2% taken as an application fee) and three payouts, so its payments area has something to show.
 * Made on the sandbox's clock moved back; no webhook endpoint exists yet on a first start, so none are sent.
 */
export async function seedSummitPayments(client: pg.PoolClient, ctx: SandboxContext): Promise<void> {
  const { rowCount } = await client.query(
    `SELECT 1 FROM stripe_sandbox.objects WHERE account = $1 AND object = 'charge' LIMIT 1`,
    [DEMO_SUMMIT_ACCOUNT_ID],
  );
  if (rowCount) return;
  const now = ctx.now().getTime();
  const at = (daysAgo: number): SandboxContext => ({ ...ctx, now: () => new Date(now - daysAgo * DAY_MS) });
  const account = DEMO_SUMMIT_ACCOUNT_ID;
  for (const [key, customer] of Object.entries(DEMO_SUMMIT_CUSTOMERS)) {
    const created = Math.floor((now - 70 * DAY_MS) / 1000);
    await insertObject(client, {
      account,
      created,
      data: {
        id: customer.id,
        object: 'customer',
        address: null,
        balance: 0,
        created,
        currency: 'usd',
        default_source: null,
        delinquent: false,
        description: null,
        discount: null,
        email: customer.email,
        invoice_prefix: key.toUpperCase().slice(0, 8),
        invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
        livemode: false,
        metadata: {},
        name: customer.name,
        phone: null,
        preferred_locales: ['en'],
        shipping: null,
        tax_exempt: 'none',
        test_clock: null,
      },
    });
  }
  const call = {
    account,
    connected: true,
    key: 'secret',
    params: {},
    path: {},
    request: { id: null, idempotency_key: null },
  } as ApiCall;
  for (const sale of PAST_SALES) {
    const when = at(sale.daysAgo);
    const method = await resolvePaymentMethod(client, when, call, { payment_method: 'pm_card_visa' });
    const intent = await createPaymentIntent(
      client,
      when,
      account,
      {
        amount: sale.amount,
        currency: 'usd',
        customer: DEMO_SUMMIT_CUSTOMERS[sale.customer].id,
        description: sale.description,
        applicationFeeAmount: Math.round(sale.amount * 0.02),
        receiptEmail: DEMO_SUMMIT_CUSTOMERS[sale.customer].email,
      },
      null,
    );
    await confirmPaymentIntent(client, when, { account, intent, method, request: null });
  }
  for (const payout of PAST_PAYOUTS) {
    await recordPayout(client, ctx, {
      account,
      amount: payout.amount,
      currency: 'usd',
      automatic: true,
      created: Math.floor((now - payout.daysAgo * DAY_MS) / 1000),
    });
  }
}
