import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { paymentAccounts } from '../payments/payments.tables';
import { serviceStores } from './store.tables';

/**
 * Whether an agency's locations can buy in its store now: a store of it is open and its Stripe account takes
 * charges (what checkout requires, store-checkout.service). The CRM's store link follows this (decision 031).
 */

/** The store's agency's Stripe account, connected and taking charges. */
const chargingAccount = and(
  eq(paymentAccounts.agencyId, serviceStores.agencyId),
  isNull(paymentAccounts.disconnectedAt),
  eq(paymentAccounts.chargesEnabled, true),
);

/** A condition on an agency id column: that agency's store is open to its locations. */
export const agencyStoreOpen = (db: DbOrTx, agencyId: PgColumn): SQL =>
  inArray(
    agencyId,
    db
      .select({ agencyId: serviceStores.agencyId })
      .from(serviceStores)
      .innerJoin(paymentAccounts, chargingAccount)
      .where(eq(serviceStores.open, true)),
  );

/**
 * What the store's menu link says: its open store's name (one open store), else "Store"; null when none is open. A
 * query, so the links' reconciliation can compare every link's title in one statement (on an agency id column).
 */
export const storeLinkTitleOf = (db: DbOrTx, agencyId: PgColumn | string) =>
  db
    .select({
      title: sql<
        string | null
      >`case count(*) when 0 then null when 1 then left(min(${serviceStores.name}), 100) else 'Store' end`,
    })
    .from(serviceStores)
    .innerJoin(paymentAccounts, chargingAccount)
    .where(and(eq(serviceStores.open, true), eq(serviceStores.agencyId, agencyId)));

/** What the store's menu link of one agency says (storeLinkTitleOf). */
export async function storeLinkTitle(db: DbOrTx, agencyId: string): Promise<string | null> {
  const [row] = await storeLinkTitleOf(db, agencyId);
  return row?.title ?? null;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Listens for stores opened or closed in this process (the CRM's menu links follow at once). */
export function onStoresChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Call after a store write commits; other processes catch up with the menu links' minute job. */
export function storesChanged(): void {
  for (const listener of listeners) listener();
}
