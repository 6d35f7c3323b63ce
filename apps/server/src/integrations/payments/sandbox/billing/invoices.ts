import type { FastifyInstance } from 'fastify';
import { type Sql, withTransaction } from '../../../crm/sandbox/sql';
import { apiRoute } from '../api';
import type { SandboxContext } from '../context';
import { StripeError } from '../errors';
import type { Params } from '../form';
import { LIST_PARAMS, listOf } from '../list';
import { allowParams, enumOf, groupOf, stringOf } from '../params';
import { findObject, requireObject } from '../store';
import type { InvoiceJson, SubscriptionJson } from './billing-types';
import type { BillingGateway, IntentGateway } from './intent-gateway';
import { activateSubscription, attemptInvoicePayment, lockInvoice, syncInvoicePayment } from './invoices-store';
import { billingRun } from './subscriptions';
import { updateSubscription } from './subscriptions-change';
import { createSubscription } from './subscriptions-create';
import { addCycle, cycleOf, invoiceSubscription, periodOf, withPeriod } from './subscriptions-store';

const requireInvoice = (sql: Sql, account: string, id: string) =>
  requireObject<InvoiceJson>(sql, { id, account, object: 'invoice', label: 'invoice', param: 'invoice' });

/** Runs `work` in a transaction that is always rolled back: what an invoice would be, without it being so. */
class Preview extends Error {
  constructor(readonly invoice: InvoiceJson) {
    super('preview');
  }
}
/** A preview makes no PaymentIntent: nothing is to be paid. */
const PREVIEW_GATEWAY: IntentGateway = {
  create: async (_sql, _ctx, input) => ({ id: `pi_preview_${input.invoice}`, clientSecret: '' }),
  confirmOffSession: async (_sql, _ctx, _account, intentId) => ({ status: 'requires_action', intentId }),
  cancel: async () => undefined,
};

async function previewInvoice(ctx: SandboxContext, work: (sql: Sql) => Promise<InvoiceJson>): Promise<InvoiceJson> {
  try {
    await withTransaction(ctx.pool, async (sql) => {
      throw new Preview(await work(sql));
    });
  } catch (error) {
    if (error instanceof Preview) {
      const {
        id: _id,
        number: _number,
        hosted_invoice_url: _h,
        invoice_pdf: _p,
        confirmation_secret: _c,
        ...rest
      } = error.invoice;
      return {
        ...rest,
        id: `upcoming_${error.invoice.id}`,
        number: null,
        status: 'draft',
        hosted_invoice_url: null,
        invoice_pdf: null,
        confirmation_secret: null,
      } as InvoiceJson;
    }
    throw error;
  }
  throw new Error('unreachable');
}

export function registerInvoices(gateway: BillingGateway) {
  return (app: FastifyInstance, ctx: SandboxContext) => {
    apiRoute(app, ctx, 'GET', '/v1/invoices/:id', async (call) =>
      withTransaction(ctx.pool, async (sql) => {
        const invoice = await requireInvoice(sql, call.account, call.path.id!);
        const run = await billingRun(sql, ctx, gateway, call, invoice.data.customer);
        return syncInvoicePayment(sql, ctx, gateway, {
          account: call.account,
          invoiceId: invoice.id,
          now: run.now,
          request: call.request,
        });
      }),
    );

    apiRoute(app, ctx, 'GET', '/v1/invoices/:id/lines', async (call) => {
      const invoice = (await requireInvoice(ctx.pool, call.account, call.path.id!)).data;
      return invoice.lines;
    });

    apiRoute(app, ctx, 'GET', '/v1/invoices', async (call) => {
      allowParams(call.params, [...LIST_PARAMS, 'customer', 'subscription', 'status', 'collection_method']);
      const status = enumOf(call.params, 'status', ['draft', 'open', 'paid', 'uncollectible', 'void']);
      const customer = stringOf(call.params, 'customer');
      const subscription = stringOf(call.params, 'subscription');
      return listOf(ctx, call, {
        object: 'invoice',
        url: '/v1/invoices',
        label: 'invoice',
        where: {
          ...(customer ? { customer } : {}),
          ...(status ? { status } : {}),
          ...(subscription ? { parent: { subscription_details: { subscription } } } : {}),
        },
      });
    });

    // Paying an open invoice now, off session: its customer's (or the given) payment method. A decline is Stripe's 402.
    apiRoute(app, ctx, 'POST', '/v1/invoices/:id/pay', async (call) => {
      allowParams(call.params, ['payment_method', 'off_session', 'paid_out_of_band']);
      const result = await withTransaction(ctx.pool, async (sql) => {
        const stored = await lockInvoice(sql, call.account, call.path.id!);
        if (!stored) await requireInvoice(sql, call.account, call.path.id!);
        const invoice = stored!;
        if (invoice.data.status !== 'open') {
          throw new StripeError(400, {
            type: 'invalid_request_error',
            code: 'invoice_not_open',
            message: `Invoice is already ${invoice.data.status}.`,
          });
        }
        const run = await billingRun(sql, ctx, gateway, call, invoice.data.customer);
        const customer = await findObject(sql, { id: invoice.data.customer, account: call.account, object: 'customer' });
        const subscriptionId = invoice.data.parent?.subscription_details.subscription;
        const subscription = subscriptionId
          ? await findObject<SubscriptionJson>(sql, { id: subscriptionId, account: call.account, object: 'subscription' })
          : null;
        const method =
          stringOf(call.params, 'payment_method') ||
          subscription?.data.default_payment_method ||
          ((customer?.data.invoice_settings as { default_payment_method?: string | null } | undefined)?.default_payment_method ??
            null);
        const { invoice: after, outcome } = await attemptInvoicePayment(sql, ctx, gateway, {
          account: call.account,
          invoice,
          paymentMethod: method,
          now: run.now,
          request: call.request,
        });
        await activateSubscription(sql, ctx, call.account, after, call.request);
        return { after, outcome };
      });
      if (result.after.status === 'paid') return result.after;
      const error = result.outcome?.status === 'failed' ? result.outcome.error : null;
      throw new StripeError(402, {
        type: 'card_error',
        code:
          error?.code ??
          (result.outcome?.status === 'requires_action'
            ? 'invoice_payment_intent_requires_action'
            : 'invoice_no_customer_payment_method'),
        ...(error?.decline_code ? { decline_code: error.decline_code } : {}),
        message:
          error?.message ??
          (result.outcome?.status === 'requires_action'
            ? 'This payment requires additional user action before it can be completed successfully.'
            : 'This customer has no attached payment source or default payment method.'),
      });
    });

    /**
     * `POST /v1/invoices/create_preview`: what an invoice would be. With `subscription` and
     * `subscription_details[items]`, the change's invoice (`always_invoice`: now) or the next renewal with its
     * prorations (otherwise); with only `customer` and items, a new subscription's first invoice.
     */
    apiRoute(app, ctx, 'POST', '/v1/invoices/create_preview', async (call) => {
      allowParams(call.params, ['customer', 'subscription', 'subscription_details', 'currency']);
      const details: Params = groupOf(call.params, 'subscription_details') ?? {};
      allowParams(details, ['items', 'proration_behavior', 'proration_date', 'trial_end', 'cancel_at_period_end']);
      const subscriptionId = stringOf(call.params, 'subscription');
      return previewInvoice(ctx, async (sql) => {
        if (!subscriptionId) {
          const run = await billingRun(sql, ctx, PREVIEW_GATEWAY, call, stringOf(call.params, 'customer', { required: true }));
          const created = await createSubscription(
            run,
            { customer: call.params.customer!, items: details.items ?? '', payment_behavior: 'default_incomplete' },
            async () => '',
          );
          return (await requireInvoice(sql, call.account, created.latest_invoice!)).data;
        }
        const stored = await requireObject<SubscriptionJson>(sql, {
          id: subscriptionId,
          account: call.account,
          object: 'subscription',
          label: 'subscription',
          param: 'subscription',
        });
        const run = await billingRun(sql, ctx, PREVIEW_GATEWAY, call, stored.data.customer);
        const behavior = stringOf(details, 'proration_behavior') ?? 'create_prorations';
        const changed = details.items
          ? await updateSubscription(run, subscriptionId, { items: details.items, proration_behavior: behavior })
          : stored.data;
        if (behavior === 'always_invoice' && changed.latest_invoice !== stored.data.latest_invoice) {
          return (await requireInvoice(sql, call.account, changed.latest_invoice!)).data;
        }
        const current = periodOf(changed);
        const next = {
          start: current.end,
          end: addCycle(current.end, cycleOf(changed.items.data[0]!.price), changed.billing_cycle_anchor),
        };
        const { invoice } = await invoiceSubscription({ ...run, now: current.end }, withPeriod(changed, next), {
          reason: 'subscription_cycle',
          period: next,
          charge: false,
        });
        return invoice;
      });
    });
  };
}
