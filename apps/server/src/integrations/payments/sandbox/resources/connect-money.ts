import type { FastifyInstance } from 'fastify';
import { type Sql, withTransaction } from '../../../crm/sandbox/sql';
import { apiRoute } from '../api';
import { nowSeconds, type SandboxContext } from '../context';
import { invalidRequest } from '../errors';
import { type EventRequest, emitEvent } from '../events';
import { stripeId } from '../ids';
import { PLATFORM_ACCOUNT_ID } from '../keys';
import { allowParams, amountOf, currencyOf, mergeMetadata, stringOf } from '../params';
import { listRoute, retrieveRoute } from '../simple-routes';
import { insertObject, requireObject, type StripeJson } from '../store';
import { requireTransferDestination } from './accounts-store';
import { recordBalanceTransaction, recordTransfer } from './money-store';

const DAY = 24 * 60 * 60;

/** A payout of an account's balance to its bank (`po_`), paid on arrival; `payout.created` and `payout.paid`. */
export async function recordPayout(
  sql: Sql,
  ctx: SandboxContext,
  input: {
    account: string;
    amount: number;
    currency: string;
    created?: number;
    automatic: boolean;
    metadata?: Record<string, string>;
    description?: string | null;
  },
  request: EventRequest | null = null,
) {
  const created = input.created ?? nowSeconds(ctx);
  const id = stripeId('po');
  const arrival = created + 2 * DAY;
  const paid = arrival <= nowSeconds(ctx);
  const txn = await recordBalanceTransaction(sql, ctx, {
    account: input.account,
    amount: -input.amount,
    currency: input.currency,
    type: 'payout',
    source: id,
    description: 'STRIPE PAYOUT',
    created,
  });
  const payout: StripeJson = {
    id,
    object: 'payout',
    amount: input.amount,
    application_fee: null,
    application_fee_amount: null,
    arrival_date: arrival,
    automatic: input.automatic,
    balance_transaction: txn,
    created,
    currency: input.currency,
    description: input.description ?? 'STRIPE PAYOUT',
    destination: `ba_${id.slice(3, 27)}`,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    livemode: false,
    metadata: input.metadata ?? {},
    method: 'standard',
    original_payout: null,
    reconciliation_status: paid ? 'completed' : 'in_progress',
    reversed_by: null,
    source_type: 'card',
    statement_descriptor: null,
    status: paid ? 'paid' : 'in_transit',
    type: 'bank_account',
  };
  await insertObject(sql, { account: input.account, data: payout, created });
  await emitEvent(sql, ctx, { type: 'payout.created', account: input.account, object: payout, request });
  if (paid) await emitEvent(sql, ctx, { type: 'payout.paid', account: input.account, object: payout, request });
  return payout;
}

/** The sum of an account's balance transactions per currency (everything is available at once in the sandbox). */
async function balanceOf(sql: Sql, account: string) {
  const { rows } = await sql.query<{ currency: string; amount: string }>(
    `SELECT data->>'currency' AS currency, SUM((data->>'net')::bigint) AS amount FROM stripe_sandbox.objects
     WHERE account = $1 AND object = 'balance_transaction' GROUP BY 1 ORDER BY 1`,
    [account],
  );
  const available = rows.map((r) => ({
    amount: Number(r.amount),
    currency: r.currency,
    source_types: { card: Number(r.amount) },
  }));
  return {
    object: 'balance',
    available: available.length ? available : [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
    connect_reserved: [{ amount: 0, currency: 'usd' }],
    livemode: false,
    pending: (available.length ? available : [{ currency: 'usd' }]).map((a) => ({
      amount: 0,
      currency: a.currency,
      source_types: { card: 0 },
    })),
  };
}

/** Transfers to connected accounts, application fees, the balance and its transactions, payouts. */
export function registerConnectMoney(app: FastifyInstance, ctx: SandboxContext): void {
  apiRoute(app, ctx, 'POST', '/v1/transfers', async (call) => {
    if (call.connected) throw invalidRequest('Transfers are made by the platform, without a Stripe-Account header.');
    const { params } = call;
    allowParams(params, ['amount', 'currency', 'destination', 'metadata', 'transfer_group', 'source_transaction', 'description']);
    const amount = amountOf(params);
    const currency = currencyOf(params)!;
    const destination = stringOf(params, 'destination', { required: true });
    return withTransaction(ctx.pool, async (sql) => {
      await requireTransferDestination(sql, destination, 'destination');
      const source = stringOf(params, 'source_transaction') ?? null;
      if (source)
        await requireObject(sql, {
          id: source,
          account: PLATFORM_ACCOUNT_ID,
          object: 'charge',
          label: 'charge',
          param: 'source_transaction',
        });
      return recordTransfer(sql, ctx, {
        amount,
        currency,
        destination,
        sourceTransaction: source,
        transferGroup: stringOf(params, 'transfer_group') ?? null,
        metadata: mergeMetadata({}, params),
        description: stringOf(params, 'description') ?? null,
        request: call.request,
      });
    });
  });

  const transfers = { url: '/v1/transfers', object: 'transfer', label: 'transfer' };
  retrieveRoute(app, ctx, transfers);
  listRoute(app, ctx, { ...transfers, filters: ['destination', 'transfer_group'] });
  const fees = { url: '/v1/application_fees', object: 'application_fee', label: 'application fee' };
  retrieveRoute(app, ctx, fees);
  listRoute(app, ctx, { ...fees, filters: ['charge'] });
  const transactions = { url: '/v1/balance_transactions', object: 'balance_transaction', label: 'balance transaction' };
  retrieveRoute(app, ctx, transactions);
  listRoute(app, ctx, { ...transactions, filters: ['type', 'source', 'currency'] });
  const payouts = { url: '/v1/payouts', object: 'payout', label: 'payout' };
  retrieveRoute(app, ctx, payouts);
  listRoute(app, ctx, { ...payouts, filters: ['status'] });

  apiRoute(app, ctx, 'GET', '/v1/balance', async (call) => balanceOf(ctx.pool, call.account));

  apiRoute(app, ctx, 'POST', '/v1/payouts', async (call) => {
    const { params } = call;
    allowParams(params, ['amount', 'currency', 'description', 'metadata', 'method', 'statement_descriptor']);
    const amount = amountOf(params);
    const currency = currencyOf(params)!;
    return withTransaction(ctx.pool, async (sql) => {
      const balance = await balanceOf(sql, call.account);
      const available = balance.available.find((b) => b.currency === currency)?.amount ?? 0;
      if (amount > available) {
        throw invalidRequest(
          `You have insufficient funds in your Stripe account for this transfer. Your card balance is too low.`,
          'amount',
          'balance_insufficient',
        );
      }
      return recordPayout(
        sql,
        ctx,
        {
          account: call.account,
          amount,
          currency,
          automatic: false,
          metadata: mergeMetadata({}, params),
          description: stringOf(params, 'description'),
        },
        call.request,
      );
    });
  });
}
