import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Payments } from '../../integrations/payments/payments';
import { agencies, locations } from '../../platform/tenancy/tenancy.tables';
import { idempotencyKey } from './idempotency';
import { paymentCustomers } from './payments.tables';

/**
 * The Stripe customer of a buyer, made on first need: the agency on the platform (`stripeAccountId` null: it pays for
 * apps and bundles), or a location on its agency's connected account (it buys from the store). The row comes first,
 * so the customer is created with a key from the row's id: two requests at once make one customer.
 */
export async function ensureCustomer(opts: {
  db: Db;
  payments: Payments;
  agencyId: string;
  locationId: string | null;
  stripeAccountId: string | null;
}): Promise<string> {
  const { db, payments, agencyId, locationId, stripeAccountId } = opts;
  const accountKey = stripeAccountId ?? 'platform';
  const where = and(
    eq(paymentCustomers.accountKey, accountKey),
    eq(paymentCustomers.agencyId, agencyId),
    locationId ? eq(paymentCustomers.locationId, locationId) : isNull(paymentCustomers.locationId),
  );
  // Read first: after a buyer's first purchase every checkout finds its customer, and a write for nothing costs
  // each of them a round trip (decision 030).
  let [row] = await db.select().from(paymentCustomers).where(where).limit(1);
  if (row?.stripeCustomerId) return row.stripeCustomerId;
  if (!row) {
    await db.insert(paymentCustomers).values({ accountKey, agencyId, locationId }).onConflictDoNothing();
    [row] = await db.select().from(paymentCustomers).where(where).limit(1);
  }
  if (!row) throw new Error('payment customer row vanished');
  if (row.stripeCustomerId) return row.stripeCustomerId;

  const [buyer] = locationId
    ? await db.select({ name: locations.name }).from(locations).where(eq(locations._id, locationId)).limit(1)
    : await db.select({ name: agencies.name }).from(agencies).where(eq(agencies._id, agencyId)).limit(1);
  const customer = await payments.stripe.customers.create(
    {
      name: buyer?.name ?? undefined,
      metadata: { atrium_agency_id: agencyId, ...(locationId && { atrium_location_id: locationId }) },
    },
    {
      idempotencyKey: idempotencyKey('payment_customer', row._id, 'create'),
      ...(stripeAccountId && { stripeAccount: stripeAccountId }),
    },
  );
  await db
    .update(paymentCustomers)
    .set({ stripeCustomerId: customer.id, updatedAt: new Date() })
    .where(and(eq(paymentCustomers._id, row._id), isNull(paymentCustomers.stripeCustomerId)));
  return customer.id;
}
