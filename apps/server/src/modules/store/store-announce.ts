import type { TStoreOrderMessage } from '@atrium/contracts/store';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Mailer } from '../../platform/email/mailer';
import { sendEmails } from '../../platform/email/send-email';
import { type Realtime, rooms } from '../../platform/realtime/realtime';
import { agencies, locations, memberships, users } from '../../platform/tenancy/tenancy.tables';
import { paymentAccounts } from '../payments/payments.tables';
import { type StoreMailKind, storeMail } from './store-mail';
import { type OrderRow, orderJsonBothSides } from './store-order-json';

/** What telling people needs: sockets (null in tests and scripts), the mailer and the web's address for links. */
export interface StoreAnnouncer {
  db: Db;
  realtime: Pick<Realtime, 'to'> | null;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * The order's page for one reader: the agency's store manager, or the location's store inside the CRM view (its
 * address names the reader, whom the page checks against the signed-in person).
 */
export const orderLink = (publicUrl: string, order: OrderRow, side: 'buyer' | 'seller', userId: string) =>
  side === 'seller'
    ? `${publicUrl}/${order.agencyId}/agency/service_store/${order.storeId}/orders/${order._id}`
    : `${publicUrl}/app/${order.agencyId}/store/${userId}/${order.locationId}/${order.storeId}/store_services?view=orders&order=${order._id}`;

/** The changed order to the agency's team and the buyer's location, each as its side sees it. */
export async function pushOrder(fx: StoreAnnouncer, order: OrderRow, message?: TStoreOrderMessage) {
  if (!fx.realtime) return;
  const { seller, buyer } = await orderJsonBothSides(fx.db, order);
  fx.realtime.to(rooms.agencyTeam(order.agencyId), 'store:order', { order: seller, ...(message && { message }) });
  fx.realtime.to(rooms.location(order.locationId), 'store:order', { order: buyer, ...(message && { message }) });
}

type Side = 'buyer' | 'seller';

/** The addresses of the sides asked for, each with its side: the location's people, the agency's admins. */
async function addressesOf(db: Db, order: OrderRow, sides: readonly Side[], except: string | null) {
  const buyerSide = and(eq(memberships.locationId, order.locationId), inArray(memberships.role, ['location_admin', 'staff']));
  const sellerSide = and(eq(memberships.agencyId, order.agencyId), eq(memberships.role, 'agency_admin'));
  const rows = await db
    .select({ _id: users._id, email: users.email, side: sql<Side>`case when ${buyerSide} then 'buyer' else 'seller' end` })
    .from(memberships)
    .innerJoin(users, eq(users._id, memberships.userId))
    .where(or(sides.includes('buyer') ? buyerSide : undefined, sides.includes('seller') ? sellerSide : undefined));
  return rows.filter((r) => r._id !== except && sides.includes(r.side));
}

/**
 * The names a store mail shows: the seller (its Stripe account's business name, else the agency's) and the buyer's
 * location. One read: every paid order mails both sides (decision 030).
 */
async function mailNames(db: Db, order: OrderRow) {
  const [row] = await db
    .select({ agency: agencies.name, location: locations.name, account: paymentAccounts.displayName })
    .from(agencies)
    .leftJoin(locations, eq(locations._id, order.locationId))
    .leftJoin(paymentAccounts, and(eq(paymentAccounts.agencyId, agencies._id), isNull(paymentAccounts.disconnectedAt)))
    .where(eq(agencies._id, order.agencyId))
    .limit(1);
  return { sellerName: row?.account ?? row?.agency ?? 'Your agency', locationName: row?.location ?? 'Your location' };
}

/**
 * Mails each side asked for about the order (a paid order: the buyer's receipt and the agency's new order, from one
 * read of names and one of addresses). Never throws: what caused it has happened (a payment, a refund), so a failure
 * is logged by kind only, and the caller goes on.
 */
export async function mailOrder(
  fx: StoreAnnouncer,
  order: OrderRow,
  mails: readonly { kind: StoreMailKind; side: Side }[],
  extra: { except?: string | null; message?: { author: string; body: string }; refundMinor?: number } = {},
) {
  if (mails.length === 0) return;
  let names: Awaited<ReturnType<typeof mailNames>>;
  let readers: Awaited<ReturnType<typeof addressesOf>>;
  try {
    [names, readers] = await Promise.all([
      mailNames(fx.db, order),
      addressesOf(
        fx.db,
        order,
        mails.map((m) => m.side),
        extra.except ?? null,
      ),
    ]);
  } catch (error) {
    return logMailFailure(fx, mails.map((m) => m.kind).join(','), error);
  }
  for (const { kind, side } of mails) {
    try {
      const outgoing = readers
        .filter((r) => r.side === side)
        .map((reader) => ({
          to: reader.email,
          kind: `store_${kind}`,
          ...storeMail({
            kind,
            order,
            ...names,
            url: orderLink(fx.publicUrl, order, side, reader._id),
            message: extra.message,
            refundMinor: extra.refundMinor,
          }),
        }));
      await sendEmails({ db: fx.db, mailer: fx.mailer, mails: outgoing });
    } catch (error) {
      logMailFailure(fx, kind, error);
    }
  }
}

const logMailFailure = (fx: StoreAnnouncer, kind: string, error: unknown) =>
  fx.mailer.log.warn({ kind: `store_${kind}`, error: error instanceof Error ? error.name : 'unknown' }, 'store mail failed');
