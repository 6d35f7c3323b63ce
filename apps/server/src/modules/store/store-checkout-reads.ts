import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { personName } from '../../platform/tenancy/person-name';
import { locations, users } from '../../platform/tenancy/tenancy.tables';
import { paymentAccounts, paymentCustomers } from '../payments/payments.tables';
import { serviceStores, storeOrders, storeProducts } from './store.tables';
import type { StoreBuyer } from './store-access';

/**
 * Everything a checkout reads before it writes, in one prepared statement (decision 030): the id of the order this
 * requestKey already made, the product with its store (published, of the buyer's agency), the agency's live payment account,
 * the buyer's customer on that account, and the names the order's JSON shows. Ten round trips, each a query built
 * anew, were most of a checkout's own time; the statement is built once per database and parsed once per connection.
 */
const checkoutStatement = preparedStatement((db: Db) =>
  db
    .select({
      // Only the columns the checkout uses: every column of a row costs parsing, in the driver and in drizzle.
      earlierId: storeOrders._id,
      product: {
        _id: storeProducts._id,
        storeId: storeProducts.storeId,
        agencyId: storeProducts.agencyId,
        kind: storeProducts.kind,
        name: storeProducts.name,
        priceMinor: storeProducts.priceMinor,
        currency: storeProducts.currency,
        billing: storeProducts.billing,
        options: storeProducts.options,
        snapshotId: storeProducts.snapshotId,
      },
      store: { open: serviceStores.open },
      account: { chargesEnabled: paymentAccounts.chargesEnabled, stripeAccountId: paymentAccounts.stripeAccountId },
      customerId: paymentCustomers.stripeCustomerId,
      locationName: locations.name,
      buyerName: personName(users),
    })
    .from(locations)
    .leftJoin(
      storeOrders,
      and(eq(storeOrders.locationId, locations._id), eq(storeOrders.requestKey, sql.placeholder('requestKey'))),
    )
    .leftJoin(
      storeProducts,
      and(
        eq(storeProducts._id, sql.placeholder('productId')),
        eq(storeProducts.agencyId, sql.placeholder('agencyId')),
        eq(storeProducts.status, 'published'),
      ),
    )
    .leftJoin(serviceStores, eq(serviceStores._id, storeProducts.storeId))
    .leftJoin(paymentAccounts, and(eq(paymentAccounts.agencyId, serviceStores.agencyId), isNull(paymentAccounts.disconnectedAt)))
    .leftJoin(
      paymentCustomers,
      and(
        eq(paymentCustomers.accountKey, paymentAccounts.stripeAccountId),
        eq(paymentCustomers.agencyId, sql.placeholder('agencyId')),
        eq(paymentCustomers.locationId, locations._id),
      ),
    )
    .leftJoin(users, eq(users._id, sql.placeholder('userId')))
    .where(eq(locations._id, sql.placeholder('locationId')))
    .limit(1)
    .prepare('store_checkout_reads'),
);

export type CheckoutReads = NonNullable<Awaited<ReturnType<ReturnType<typeof checkoutStatement>['execute']>>[number]>;

/** The checkout's reads for this buyer, product and requestKey (null only when the buyer's location is gone). */
export async function checkoutReads(
  db: Db,
  buyer: StoreBuyer,
  input: { productId: string; requestKey: string },
): Promise<CheckoutReads | null> {
  const [row] = await checkoutStatement(db).execute({
    locationId: buyer.locationId,
    userId: buyer.userId,
    agencyId: buyer.agencyId,
    productId: input.productId,
    requestKey: input.requestKey,
  });
  return row ?? null;
}
