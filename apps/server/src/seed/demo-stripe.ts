import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_SUMMIT_ACCOUNT_ID } from '../integrations/payments/sandbox/demo-accounts';
import { paymentAccounts } from '../modules/payments/payments.tables';
import { storeRouteDeps } from '../modules/store/store-route-deps';
import { linkDemoCustomers, payDemoOrders, syncDemoProducts } from './demo-stripe-orders';
import { subscribeDemoPaidApp, subscribeDemoStoreService } from './demo-stripe-subscriptions';

export interface DemoStripeResult {
  customersLinked: number;
  productsSynced: number;
  ordersPaid: number;
  storeSubscription: boolean;
  appSubscription: boolean;
}

export const demoStripeChanged = (r: DemoStripeResult) =>
  r.customersLinked + r.productsSynced + r.ordersPaid > 0 || r.storeSubscription || r.appSubscription;

/**
 * The demo's payments made whole at the Stripe sandbox (issue 23), once it runs: Summit Growth's products synced to
 * its account, its seeded past orders paid (and refunded) there, Emma's subscription to its monthly service, and a
 * paid app plan for the agency with its card and first invoice. Everything goes through the Stripe API with the
 * services' own steps and keys from Atrium's records, and each part is skipped once done: run on every start, a
 * second run changes nothing.
 *
 * Only against a sandbox: the demo's connected account (`acct_1DemoSummitGrowth`) exists nowhere else, and demo
 * purchases have no business in a real Stripe account, test mode or not. With real keys this does nothing.
 */
export async function completeDemoStripe(app: FastifyInstance): Promise<DemoStripeResult | null> {
  const { db, payments, config } = app.deps;
  if (!payments?.sandboxUrl) return null;
  const [summit] = await db
    .select({ agencyId: paymentAccounts.agencyId })
    .from(paymentAccounts)
    .where(
      and(
        eq(paymentAccounts.stripeAccountId, DEMO_SUMMIT_ACCOUNT_ID),
        eq(paymentAccounts.owner, 'agency'),
        isNull(paymentAccounts.disconnectedAt),
      ),
    )
    .limit(1);
  const agencyId = summit?.agencyId;
  if (!agencyId) return null;
  const fx = storeRouteDeps(app).fulfilment()!;
  const customersLinked = await linkDemoCustomers(db, payments, agencyId);
  const productsSynced = await syncDemoProducts(db, payments, agencyId);
  const ordersPaid = await payDemoOrders(db, payments, agencyId);
  const storeSubscription = await subscribeDemoStoreService(fx, config.STORE_FEE_PERCENT, agencyId);
  const appSubscription = await subscribeDemoPaidApp(
    { db, payments, realtime: app.realtime },
    config.PLATFORM_FEE_PERCENT,
    agencyId,
  );
  return { customersLinked, productsSynced, ordersPaid, storeSubscription, appSubscription };
}
