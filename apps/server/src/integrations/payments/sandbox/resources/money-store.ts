import type { Sql } from '../../../crm/sandbox/sql';
import type { CardBehaviour } from '../cards';
import { nowSeconds, type SandboxContext } from '../context';
import type { EventRequest } from '../events';
import { emitEvent } from '../events';
import { randomAlnum, stripeId } from '../ids';
import { PLATFORM_ACCOUNT_ID, SANDBOX_CONNECT_CLIENT_ID } from '../keys';
import { receiptPath } from '../page-paths';
import { insertObject, type StripeJson } from '../store';
import type { PaymentIntentJson } from './payment-intents-store';
import type { PaymentMethodJson } from './payment-methods-store';

/** Currencies without a minor unit: amounts are whole units, and Stripe's fixed fee has no cents. */
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

/** Stripe's card fee as the sandbox charges it: 2.9% and 30 cents (no fixed part in zero-decimal currencies). */
export const stripeFeeOf = (amount: number, currency: string) =>
  Math.round(amount * 0.029) + (ZERO_DECIMAL.has(currency) ? 0 : 30);

export type ChargeJson = StripeJson & {
  amount: number;
  amount_refunded: number;
  currency: string;
  status: 'succeeded' | 'failed';
  refunded: boolean;
  payment_intent: string | null;
  application_fee: string | null;
  application_fee_amount: number | null;
  balance_transaction: string | null;
  transfer: string | null;
  metadata: Record<string, string>;
};

export type BalanceTransactionType =
  | 'charge'
  | 'refund'
  | 'application_fee'
  | 'application_fee_refund'
  | 'transfer'
  | 'payment'
  | 'payout';

/** One movement of an account's balance (Stripe's `balance_transaction`): what a charge, refund, fee or payout did. */
export async function recordBalanceTransaction(
  sql: Sql,
  ctx: SandboxContext,
  input: {
    account: string;
    amount: number;
    currency: string;
    type: BalanceTransactionType;
    source: string;
    description?: string | null;
    fees?: { amount: number; type: 'stripe_fee' | 'application_fee'; description: string }[];
    created?: number;
  },
): Promise<string> {
  const created = input.created ?? nowSeconds(ctx);
  const fees = input.fees ?? [];
  const fee = fees.reduce((sum, f) => sum + f.amount, 0);
  const data: StripeJson = {
    id: stripeId('txn'),
    object: 'balance_transaction',
    amount: input.amount,
    available_on: created,
    created,
    currency: input.currency,
    description: input.description ?? null,
    exchange_rate: null,
    fee,
    fee_details: fees.map((f) => ({
      amount: f.amount,
      application: f.type === 'application_fee' ? SANDBOX_CONNECT_CLIENT_ID : null,
      currency: input.currency,
      description: f.description,
      type: f.type,
    })),
    net: input.amount - fee,
    reporting_category: input.type === 'payment' ? 'charge' : input.type,
    source: input.source,
    status: 'available',
    type: input.type,
  };
  await insertObject(sql, { account: input.account, data, created });
  return data.id;
}

export interface ChargeInput {
  /** The account the payment is on (a connected account for a direct charge). */
  account: string;
  intent: PaymentIntentJson;
  method: PaymentMethodJson;
  /** Declined: the failure as the card error says it. */
  failure?: Extract<CardBehaviour, { kind: 'declines' }> | null;
  request: EventRequest | null;
  created?: number;
}

/**
 * The charge of a payment attempt, with what a successful one moves: the balance transaction (Stripe's fee and
 * Atrium's application fee taken), the application fee on the platform, and for a destination charge
 * (`transfer_data`) the transfer of the rest to the connected account. Sends `charge.succeeded` or `charge.failed`
 * (and `application_fee.created`, `transfer.created`).
 */
export async function recordCharge(sql: Sql, ctx: SandboxContext, input: ChargeInput): Promise<ChargeJson> {
  const { account, intent, method, failure } = input;
  const created = input.created ?? nowSeconds(ctx);
  const id = stripeId('ch');
  const succeeded = !failure;
  const feeAmount = succeeded ? intent.application_fee_amount : null;
  let applicationFee: string | null = null;
  let balanceTransaction: string | null = null;
  let transfer: string | null = null;

  if (succeeded) {
    const stripeFee = stripeFeeOf(intent.amount, intent.currency);
    balanceTransaction = await recordBalanceTransaction(sql, ctx, {
      account,
      amount: intent.amount,
      currency: intent.currency,
      type: 'charge',
      source: id,
      description: intent.description,
      created,
      fees: [
        { amount: stripeFee, type: 'stripe_fee', description: 'Stripe processing fees' },
        // A direct charge pays the platform's fee out of the connected account's balance.
        ...(feeAmount && account !== PLATFORM_ACCOUNT_ID
          ? [{ amount: feeAmount, type: 'application_fee' as const, description: 'Atrium application fee' }]
          : []),
      ],
    });
  }
  const destination = intent.transfer_data?.destination ?? null;
  const feeAccount = account !== PLATFORM_ACCOUNT_ID ? account : destination;
  if (succeeded && feeAmount && feeAccount) {
    applicationFee = stripeId('fee');
    const feeTxn = await recordBalanceTransaction(sql, ctx, {
      account: PLATFORM_ACCOUNT_ID,
      amount: feeAmount,
      currency: intent.currency,
      type: 'application_fee',
      source: applicationFee,
      created,
    });
    const fee: StripeJson = {
      id: applicationFee,
      object: 'application_fee',
      account: feeAccount,
      amount: feeAmount,
      amount_refunded: 0,
      application: SANDBOX_CONNECT_CLIENT_ID,
      balance_transaction: feeTxn,
      charge: id,
      created,
      currency: intent.currency,
      livemode: false,
      originating_transaction: null,
      refunded: false,
      refunds: { object: 'list', data: [], has_more: false, url: `/v1/application_fees/${applicationFee}/refunds` },
    };
    await insertObject(sql, { account: PLATFORM_ACCOUNT_ID, data: fee, created });
    await emitEvent(sql, ctx, {
      type: 'application_fee.created',
      account: PLATFORM_ACCOUNT_ID,
      object: fee,
      request: input.request,
    });
  }
  if (succeeded && destination && account === PLATFORM_ACCOUNT_ID) {
    const amount = intent.transfer_data?.amount ?? intent.amount - (feeAmount ?? 0);
    const made = await recordTransfer(sql, ctx, {
      amount,
      currency: intent.currency,
      destination,
      sourceTransaction: id,
      transferGroup: intent.transfer_group ?? `group_${intent.id}`,
      metadata: {},
      description: null,
      request: input.request,
      created,
    });
    transfer = made.id;
  }

  // A paid charge's receipt, as Stripe hosts one: its token is the secret of the link (pages/receipt-page.ts).
  const receiptToken = succeeded ? `test_${randomAlnum(40)}` : null;
  const charge: ChargeJson = {
    id,
    object: 'charge',
    amount: intent.amount,
    amount_captured: succeeded ? intent.amount : 0,
    amount_refunded: 0,
    application: feeAmount && account !== PLATFORM_ACCOUNT_ID ? SANDBOX_CONNECT_CLIENT_ID : null,
    application_fee: applicationFee,
    application_fee_amount: feeAmount ?? null,
    balance_transaction: balanceTransaction,
    billing_details: method.billing_details,
    calculated_statement_descriptor: 'ATRIUM',
    captured: succeeded,
    created,
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    destination,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: intent.metadata,
    on_behalf_of: null,
    outcome: succeeded
      ? {
          network_status: 'approved_by_network',
          reason: null,
          risk_level: 'normal',
          risk_score: 20,
          seller_message: 'Payment complete.',
          type: 'authorized',
        }
      : {
          network_status: 'declined_by_network',
          reason: failure?.declineCode ?? null,
          risk_level: 'normal',
          risk_score: 20,
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        },
    paid: succeeded,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: {
      card: {
        brand: method.card.brand,
        checks: method.card.checks ?? null,
        country: method.card.country ?? 'US',
        exp_month: method.card.exp_month,
        exp_year: method.card.exp_year,
        fingerprint: method.card.fingerprint ?? null,
        funding: method.card.funding ?? 'credit',
        last4: method.card.last4,
        network: method.card.brand,
        three_d_secure: null,
      },
      type: 'card',
    },
    receipt_email: intent.receipt_email,
    receipt_number: null,
    receipt_url: receiptToken ? `${ctx.publicUrl}${receiptPath(receiptToken)}` : null,
    refunded: false,
    review: null,
    shipping: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: succeeded ? 'succeeded' : 'failed',
    transfer,
    transfer_data: intent.transfer_data,
    transfer_group: intent.transfer_group,
  };
  await insertObject(sql, { account, data: charge, created, hidden: receiptToken ? { receipt_token: receiptToken } : {} });
  await emitEvent(sql, ctx, {
    type: succeeded ? 'charge.succeeded' : 'charge.failed',
    account,
    object: charge,
    request: input.request,
  });
  return charge;
}

/**
 * A transfer from the platform's balance to a connected account (`tr_`), with the payment it lands as there
 * (`py_`, and its balance transaction); sends `transfer.created`.
 */
export async function recordTransfer(
  sql: Sql,
  ctx: SandboxContext,
  input: {
    amount: number;
    currency: string;
    destination: string;
    sourceTransaction: string | null;
    transferGroup: string | null;
    metadata: Record<string, string>;
    description: string | null;
    request: EventRequest | null;
    created?: number;
  },
): Promise<StripeJson> {
  const created = input.created ?? nowSeconds(ctx);
  const id = stripeId('tr');
  const payment = stripeId('py');
  const platformTxn = await recordBalanceTransaction(sql, ctx, {
    account: PLATFORM_ACCOUNT_ID,
    amount: -input.amount,
    currency: input.currency,
    type: 'transfer',
    source: id,
    created,
  });
  const paymentTxn = await recordBalanceTransaction(sql, ctx, {
    account: input.destination,
    amount: input.amount,
    currency: input.currency,
    type: 'payment',
    source: payment,
    created,
  });
  await insertObject(sql, {
    account: input.destination,
    data: {
      id: payment,
      object: 'charge',
      amount: input.amount,
      amount_captured: input.amount,
      amount_refunded: 0,
      balance_transaction: paymentTxn,
      created,
      currency: input.currency,
      livemode: false,
      metadata: {},
      paid: true,
      payment_intent: null,
      refunded: false,
      source_transfer: id,
      status: 'succeeded',
    },
    created,
  });
  const transfer: StripeJson = {
    id,
    object: 'transfer',
    amount: input.amount,
    amount_reversed: 0,
    balance_transaction: platformTxn,
    created,
    currency: input.currency,
    description: input.description,
    destination: input.destination,
    destination_payment: payment,
    livemode: false,
    metadata: input.metadata,
    reversals: { object: 'list', data: [], has_more: false, url: `/v1/transfers/${id}/reversals` },
    reversed: false,
    source_transaction: input.sourceTransaction,
    source_type: 'card',
    transfer_group: input.transferGroup,
  };
  await insertObject(sql, { account: PLATFORM_ACCOUNT_ID, data: transfer, created });
  await emitEvent(sql, ctx, { type: 'transfer.created', account: PLATFORM_ACCOUNT_ID, object: transfer, request: input.request });
  return transfer;
}
