import type { FastifyInstance } from 'fastify';
import { withTransaction } from '../../../crm/sandbox/sql';
import type { ResourceGroup } from '../api';
import type { SandboxContext } from '../context';
import { findObject } from '../store';
import { apiIntentGateway } from './api-intent-gateway';
import { RENEWAL_SWEEP_MS, sweepDueSubscriptions } from './billing-cycle';
import { billingNow } from './billing-time';
import type { InvoiceJson } from './billing-types';
import { registerInvoices } from './invoices';
import { syncInvoicePayment } from './invoices-store';
import { registerSubscriptions } from './subscriptions';
import { registerTestClocks } from './test-clocks';

/**
 * A2's part of the sandbox: Billing (subscriptions, invoices and their proration items, test clocks). Its payments
 * go through the sandbox's own PaymentIntents API (`api-intent-gateway.ts`).
 */
function registerBilling(app: FastifyInstance, ctx: SandboxContext): void {
  const gateway = apiIntentGateway(app);
  ctx.invoiceIntentSucceeded = ({ account, invoiceId, request }) =>
    withTransaction(ctx.pool, async (sql) => {
      const invoice = await findObject<InvoiceJson>(sql, { id: invoiceId, account, object: 'invoice' });
      if (!invoice) return;
      const customer = await findObject(sql, { id: invoice.data.customer, account, object: 'customer' });
      const clock = (customer?.data.test_clock as string | null | undefined) ?? null;
      const now = await billingNow(sql, ctx, account, clock);
      await syncInvoicePayment(sql, ctx, gateway, { account, invoiceId, now, request });
    });
  registerSubscriptions(gateway)(app, ctx);
  registerInvoices(gateway)(app, ctx);
  registerTestClocks(gateway)(app, ctx);
  let sweep: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    sweep = setInterval(() => {
      sweepDueSubscriptions(ctx, gateway).catch((error: unknown) =>
        app.log.error({ err: error }, 'stripe sandbox: renewal sweep failed'),
      );
    }, RENEWAL_SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    if (sweep) clearInterval(sweep);
  });
}

export const BILLING_RESOURCES: readonly ResourceGroup[] = [registerBilling];
