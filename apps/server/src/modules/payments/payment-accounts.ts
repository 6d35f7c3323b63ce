import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentAccounts } from './payments.tables';

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

/** The agency's connected Stripe account, or null when it has none (or disconnected it). */
export async function agencyPaymentAccount(db: Db, agencyId: string): Promise<PaymentAccountRow | null> {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.agencyId, agencyId), isNull(paymentAccounts.disconnectedAt)))
    .limit(1);
  return row ?? null;
}

/** A partner's connected Stripe account (paid installs of its apps transfer its share there), or null. */
export async function partnerPaymentAccount(db: Db, partnerId: string): Promise<PaymentAccountRow | null> {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.partnerId, partnerId), isNull(paymentAccounts.disconnectedAt)))
    .limit(1);
  return row ?? null;
}
