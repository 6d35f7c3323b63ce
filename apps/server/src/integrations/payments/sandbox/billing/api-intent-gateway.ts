import type { FastifyInstance } from 'fastify';
import { PLATFORM_ACCOUNT_ID, SANDBOX_SECRET_KEY } from '../keys';
import type { BillingGateway, ChargeOutcome } from './intent-gateway';

type Answer = { status: number; json: Record<string, unknown> };

/**
 * Billing takes money through the sandbox's own PaymentIntents API, called in-process (`inject`) exactly as Stripe's
 * Billing uses PaymentIntents: the same test cards, declines, 3-D Secure, application fees, transfers and events as
 * any payment, and no second copy of the charge logic. Each create carries an idempotency key of its invoice.
 */
export function apiIntentGateway(app: FastifyInstance): BillingGateway {
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    account: string,
    body?: Record<string, string>,
    key?: string,
  ): Promise<Answer> => {
    const response = await app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${SANDBOX_SECRET_KEY}`,
        ...(account !== PLATFORM_ACCOUNT_ID ? { 'stripe-account': account } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { payload: new URLSearchParams(body).toString() } : {}),
    });
    return { status: response.statusCode, json: response.json() as Record<string, unknown> };
  };
  const fail = (answer: Answer, what: string) =>
    new Error(`billing: ${what} answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`);

  return {
    async create(_sql, _ctx, input) {
      const body: Record<string, string> = {
        amount: String(input.amount),
        currency: input.currency,
        customer: input.customer,
        description: input.description,
        'allowed_payment_method_types[0]': 'card',
        'metadata[invoice]': input.invoice,
      };
      if (input.applicationFeeAmount !== null) body.application_fee_amount = String(input.applicationFeeAmount);
      if (input.transferDestination) body['transfer_data[destination]'] = input.transferDestination;
      const answer = await call('POST', '/v1/payment_intents', input.account, body, `billing:${input.invoice}:intent`);
      if (answer.status !== 200) throw fail(answer, 'creating the invoice payment');
      return { id: String(answer.json.id), clientSecret: String(answer.json.client_secret) };
    },

    async confirmOffSession(_sql, _ctx, account, intentId, paymentMethod): Promise<ChargeOutcome> {
      const answer = await call('POST', `/v1/payment_intents/${intentId}/confirm`, account, {
        payment_method: paymentMethod,
        off_session: 'true',
      });
      if (answer.status === 200) {
        if (answer.json.status === 'succeeded') return { status: 'succeeded', intentId };
        if (answer.json.status === 'requires_action') return { status: 'requires_action', intentId };
        const last = answer.json.last_payment_error as { code?: string; decline_code?: string; message?: string } | null;
        return {
          status: 'failed',
          intentId,
          error: {
            code: last?.code ?? 'card_declined',
            decline_code: last?.decline_code,
            message: last?.message ?? 'Your card was declined.',
          },
        };
      }
      const error = (answer.json.error ?? {}) as { code?: string; decline_code?: string; message?: string; type?: string };
      if (answer.status === 402 || error.type === 'card_error') {
        return {
          status: 'failed',
          intentId,
          error: {
            code: error.code ?? 'card_declined',
            decline_code: error.decline_code,
            message: error.message ?? 'Your card was declined.',
          },
        };
      }
      throw fail(answer, 'charging the invoice');
    },

    async cancel(_sql, _ctx, account, intentId) {
      await call('POST', `/v1/payment_intents/${intentId}/cancel`, account, {});
    },

    async retrieve(account, intentId) {
      const answer = await call('GET', `/v1/payment_intents/${intentId}`, account);
      return answer.status === 200 ? answer.json : null;
    },

    async createSetupIntent(account, customer) {
      const answer = await call('POST', '/v1/setup_intents', account, {
        customer,
        usage: 'off_session',
        'allowed_payment_method_types[0]': 'card',
      });
      if (answer.status !== 200) throw fail(answer, 'creating the trial’s setup intent');
      return String(answer.json.id);
    },
  };
}
