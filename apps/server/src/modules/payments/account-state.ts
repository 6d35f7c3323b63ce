import type { TStripeConnection } from '@atrium/contracts/payments';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { Payments } from '../../integrations/payments/payments';
import { fromStripeCurrency } from './idempotency';
import type { PaymentAccountRow } from './payment-accounts';
import { paymentAccounts } from './payments.tables';

/** Stripe's state of a connected account, as `payment_accounts` keeps it. */
export function accountColumns(account: Stripe.Account) {
  const requirements = account.requirements;
  const due = [...(requirements?.past_due ?? []), ...(requirements?.currently_due ?? [])];
  return {
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
    requirementsDue: [...new Set(due)],
    defaultCurrency: account.default_currency ? fromStripeCurrency(account.default_currency) : null,
    country: account.country ?? null,
    displayName: account.settings?.dashboard?.display_name ?? account.business_profile?.name ?? null,
  };
}

/** Reads a connected account back from Stripe and stores its state on every live row naming it. */
export async function readBackAccount(opts: { db: DbOrTx; payments: Payments; stripeAccountId: string }) {
  const account = await opts.payments.stripe.accounts.retrieve(opts.stripeAccountId);
  return opts.db
    .update(paymentAccounts)
    .set({ ...accountColumns(account), updatedAt: new Date() })
    .where(and(eq(paymentAccounts.stripeAccountId, opts.stripeAccountId), isNull(paymentAccounts.disconnectedAt)))
    .returning();
}

/**
 * The owner took Atrium's access away at Stripe (account.application.deauthorized): its live connections to that
 * account end. Only connections made before the event: a late event must not end a connection made again since.
 */
export async function markDeauthorized(opts: { db: DbOrTx; stripeAccountId: string; at: Date }) {
  return opts.db
    .update(paymentAccounts)
    .set({ disconnectedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(paymentAccounts.stripeAccountId, opts.stripeAccountId),
        isNull(paymentAccounts.disconnectedAt),
        or(isNull(paymentAccounts.connectedAt), lt(paymentAccounts.connectedAt, opts.at)),
      ),
    )
    .returning({ _id: paymentAccounts._id });
}

export function toStripeConnection(
  row: PaymentAccountRow,
  opts: { config: Pick<Config, 'STORE_FEE_PERCENT' | 'PLATFORM_FEE_PERCENT'>; payments: Payments },
): TStripeConnection {
  return {
    _id: row._id,
    method: row.connectMethod,
    stripeAccountId: row.stripeAccountId,
    chargesEnabled: row.chargesEnabled,
    payoutsEnabled: row.payoutsEnabled,
    detailsSubmitted: row.detailsSubmitted,
    requirementsDue: row.requirementsDue,
    defaultCurrency: row.defaultCurrency,
    country: row.country,
    displayName: row.displayName,
    connectedAt: row.connectedAt?.toISOString() ?? null,
    storeFeePercent: row.owner === 'agency' ? opts.config.STORE_FEE_PERCENT : opts.config.PLATFORM_FEE_PERCENT,
    // A standard account's owner signs in to Stripe's dashboard themselves; the sandbox has no dashboard.
    dashboardUrl: opts.payments.sandboxUrl ? null : 'https://dashboard.stripe.com/',
  };
}
