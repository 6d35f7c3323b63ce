import type { TStoreOrderMessage } from '@atrium/contracts/store';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Mailer } from '../../platform/email/mailer';
import { sendEmails } from '../../platform/email/send-email';
import { type Realtime, rooms } from '../../platform/realtime/realtime';
import { agencies, locations, memberships, users } from '../../platform/tenancy/tenancy.tables';
import { paymentAccounts } from '../payments/payments.tables';
import { storeOrders } from './store.tables';
import { type StoreMailKind, storeMail } from './store-mail';
import { type OrderRow, relatedOf, toOrderJson } from './store-order-json';

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

/** Changed orders to each agency's team and each buyer's location, each as its side sees them (one read for all). */
export async function pushOrders(fx: StoreAnnouncer, orders: readonly OrderRow[], message?: TStoreOrderMessage) {
  if (!fx.realtime || orders.length === 0) return;
  const related = await relatedOf(fx.db, orders);
  for (const order of orders) {
    const about = related.get(order._id)!;
    const sides = { seller: toOrderJson(order, about, 'seller'), buyer: toOrderJson(order, about, 'buyer') };
    fx.realtime.to(rooms.agencyTeam(order.agencyId), 'store:order', { order: sides.seller, ...(message && { message }) });
    fx.realtime.to(rooms.location(order.locationId), 'store:order', { order: sides.buyer, ...(message && { message }) });
  }
}

/** The changed order to the agency's team and the buyer's location. */
export const pushOrder = (fx: StoreAnnouncer, order: OrderRow, message?: TStoreOrderMessage) => pushOrders(fx, [order], message);

type Side = 'buyer' | 'seller';
const BUYER_ROLES = ['location_admin', 'staff'] as const;

/** The people of the orders' locations and the admins of their agencies: one read for every order and side. */
async function readersOf(db: Db, orders: readonly OrderRow[], sides: readonly Side[]) {
  const locationIds = [...new Set(orders.map((o) => o.locationId))];
  const agencyIds = [...new Set(orders.map((o) => o.agencyId))];
  return db
    .select({
      _id: users._id,
      email: users.email,
      locationId: memberships.locationId,
      agencyId: memberships.agencyId,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(users, eq(users._id, memberships.userId))
    .where(
      or(
        sides.includes('buyer')
          ? and(inArray(memberships.locationId, locationIds), inArray(memberships.role, [...BUYER_ROLES]))
          : undefined,
        sides.includes('seller')
          ? and(inArray(memberships.agencyId, agencyIds), eq(memberships.role, 'agency_admin'))
          : undefined,
      ),
    );
}

type Reader = Awaited<ReturnType<typeof readersOf>>[number];

const readsAs = (reader: Reader, order: OrderRow, side: Side) =>
  side === 'buyer'
    ? reader.locationId === order.locationId && (BUYER_ROLES as readonly string[]).includes(reader.role)
    : reader.agencyId === order.agencyId && reader.role === 'agency_admin';

/**
 * The names a store mail shows, by order: the seller (its Stripe account's business name, else the agency's) and
 * the buyer's location. One read for every order.
 */
async function mailNames(db: Db, orders: readonly OrderRow[]) {
  const rows = await db
    .select({
      _id: storeOrders._id,
      agency: agencies.name,
      location: locations.name,
      account: paymentAccounts.displayName,
    })
    .from(storeOrders)
    .innerJoin(agencies, eq(agencies._id, storeOrders.agencyId))
    .leftJoin(locations, eq(locations._id, storeOrders.locationId))
    .leftJoin(paymentAccounts, and(eq(paymentAccounts.agencyId, agencies._id), isNull(paymentAccounts.disconnectedAt)))
    .where(
      inArray(
        storeOrders._id,
        orders.map((o) => o._id),
      ),
    );
  const byId = new Map(rows.map((r) => [r._id, r]));
  return (order: OrderRow) => {
    const row = byId.get(order._id);
    return { sellerName: row?.account ?? row?.agency ?? 'Your agency', locationName: row?.location ?? 'Your location' };
  };
}

export interface OrderMailExtra {
  /** Someone who hears otherwise (the author of a message). */
  except?: string | null;
  message?: { author: string; body: string };
  refundMinor?: number;
}

/**
 * Mails each side asked for about the orders (a paid order: the buyer's receipt and the agency's new order): one read
 * of names, one of readers and one insert, however many orders (decision 030). Never throws: what caused it has
 * happened (a payment, a refund), so a failure is logged by kind only, and the caller goes on.
 */
export async function mailOrders(
  fx: StoreAnnouncer,
  orders: readonly OrderRow[],
  mails: readonly { kind: StoreMailKind; side: Side }[],
  extra: OrderMailExtra = {},
) {
  if (mails.length === 0 || orders.length === 0) return;
  const kinds = mails.map((m) => m.kind).join(',');
  try {
    const [namesOf, readers] = await Promise.all([
      mailNames(fx.db, orders),
      readersOf(
        fx.db,
        orders,
        mails.map((m) => m.side),
      ),
    ]);
    const outgoing = orders.flatMap((order) =>
      mails.flatMap(({ kind, side }) =>
        readers
          .filter((reader) => reader._id !== extra.except && readsAs(reader, order, side))
          .map((reader) => ({
            to: reader.email,
            kind: `store_${kind}`,
            ...storeMail({
              kind,
              order,
              ...namesOf(order),
              url: orderLink(fx.publicUrl, order, side, reader._id),
              message: extra.message,
              refundMinor: extra.refundMinor,
            }),
          })),
      ),
    );
    await sendEmails({ db: fx.db, mailer: fx.mailer, mails: outgoing });
  } catch (error) {
    fx.mailer.log.warn({ kind: `store_${kinds}`, error: error instanceof Error ? error.name : 'unknown' }, 'store mail failed');
  }
}

/** Mails about one order (see mailOrders). */
export const mailOrder = (
  fx: StoreAnnouncer,
  order: OrderRow,
  mails: readonly { kind: StoreMailKind; side: Side }[],
  extra: OrderMailExtra = {},
) => mailOrders(fx, [order], mails, extra);
