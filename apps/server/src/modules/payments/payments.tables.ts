import {
  PAYMENT_ACCOUNT_OWNERS,
  PAYMENT_CONNECT_METHODS,
  PAYMENT_RECORD_KINDS,
  STRIPE_EVENT_STATES,
} from '@atrium/contracts/payment-states';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { agencies, locations } from '../../platform/tenancy/tenancy.tables';
import { partners } from '../apps/apps.tables';

export const paymentConnectMethodEnum = pgEnum('payment_connect_method', PAYMENT_CONNECT_METHODS);
export const paymentAccountOwnerEnum = pgEnum('payment_account_owner', PAYMENT_ACCOUNT_OWNERS);
export const paymentRecordKindEnum = pgEnum('payment_record_kind', PAYMENT_RECORD_KINDS);
export const stripeEventStateEnum = pgEnum('stripe_event_state', STRIPE_EVENT_STATES);

/**
 * A Stripe account connected to the platform (decision 029): an agency's (its store sells on it) or a partner's (paid
 * installs transfer its share to it). The state columns are Stripe's, read back on every account.updated and on
 * demand; `disconnectedAt` set means it is history, and the owner may connect again.
 */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    _id: idColumn(),
    owner: paymentAccountOwnerEnum().notNull(),
    agencyId: uuid().references(() => agencies._id, { onDelete: 'cascade' }),
    partnerId: uuid().references(() => partners._id, { onDelete: 'cascade' }),
    stripeAccountId: text().notNull(),
    connectMethod: paymentConnectMethodEnum().notNull(),
    chargesEnabled: boolean().notNull().default(false),
    payoutsEnabled: boolean().notNull().default(false),
    detailsSubmitted: boolean().notNull().default(false),
    /** Stripe's `requirements.currently_due` (and past due): what the owner must still give Stripe. */
    requirementsDue: text().array().notNull().default(sql`'{}'::text[]`),
    /** ISO 4217, upper case (Atrium's spelling; Stripe's is lower case). */
    defaultCurrency: text(),
    country: text(),
    displayName: text(),
    connectedAt: timestamp({ withTimezone: true }),
    disconnectedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payment_accounts_agency_live_idx').on(t.agencyId).where(sql`${t.disconnectedAt} is null`),
    uniqueIndex('payment_accounts_partner_live_idx').on(t.partnerId).where(sql`${t.disconnectedAt} is null`),
    index().on(t.stripeAccountId),
  ],
);

/**
 * A buyer's Stripe customer: an agency's on the platform (`stripeAccountId` null: it pays for apps and bundles), or a
 * location's on its agency's connected account (it buys from the store). Created once, with an idempotency key from
 * this row's id.
 */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    _id: idColumn(),
    /** `platform`, or the connected account's id: one customer per buyer per account. */
    accountKey: text().notNull(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    locationId: uuid().references(() => locations._id, { onDelete: 'cascade' }),
    stripeCustomerId: text(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payment_customers_buyer_idx').on(
      t.accountKey,
      t.agencyId,
      sql`coalesce(${t.locationId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index().on(t.stripeCustomerId),
  ],
);

/**
 * Every verified webhook event, stored by Stripe's event id before anything else: a duplicate delivery inserts
 * nothing and changes nothing. Processing happens on the job queue and reads the object back from Stripe, so the
 * order events arrive in does not matter.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    _id: idColumn(),
    eventId: text().notNull(),
    type: text().notNull(),
    /** The connected account the event happened on (Connect events), null for the platform's own. */
    stripeAccountId: text(),
    livemode: boolean().notNull().default(false),
    /** Stripe's `created` (seconds since the epoch, as a time). */
    stripeCreatedAt: timestamp({ withTimezone: true }).notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    state: stripeEventStateEnum().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    processedAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stripe_events_event_id_idx').on(t.eventId), index().on(t.state, t.receivedAt)],
);

/**
 * Invoices and receipts both sides list, mirrored from Stripe on invoice.* events (and one-time store payments as
 * receipts): the agency's for apps and bundles, a location's for store purchases.
 */
export const paymentInvoices = pgTable(
  'payment_invoices',
  {
    _id: idColumn(),
    stripeInvoiceId: text().notNull(),
    /** Null for the platform's invoices; the agency's connected account for store invoices. */
    stripeAccountId: text(),
    recordKind: paymentRecordKindEnum().notNull(),
    /** The Atrium record (order or subscription) it bills. */
    recordId: uuid().notNull(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    locationId: uuid().references(() => locations._id, { onDelete: 'set null' }),
    number: text(),
    status: text().notNull(),
    description: text(),
    amountDueMinor: integer().notNull(),
    amountPaidMinor: integer().notNull().default(0),
    currency: text().notNull(),
    hostedInvoiceUrl: text(),
    invoicePdf: text(),
    periodStart: timestamp({ withTimezone: true }),
    periodEnd: timestamp({ withTimezone: true }),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payment_invoices_stripe_idx').on(t.stripeInvoiceId),
    index().on(t.agencyId, t.issuedAt),
    index().on(t.locationId, t.issuedAt),
    index().on(t.recordKind, t.recordId),
  ],
);

/**
 * What the daily reconciliation found different between Atrium's records and Stripe's (decision 029): shown to the
 * super admin until resolved. One open finding per record and kind of difference.
 */
export const paymentReconciliationFindings = pgTable(
  'payment_reconciliation_findings',
  {
    _id: idColumn(),
    recordKind: paymentRecordKindEnum().notNull(),
    recordId: uuid().notNull(),
    /** For example `status_mismatch`, `amount_mismatch`, `missing_at_stripe`. */
    problem: text().notNull(),
    ours: text().notNull(),
    stripes: text().notNull(),
    stripeObjectId: text(),
    detectedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_findings_open_idx').on(t.recordKind, t.recordId, t.problem).where(sql`${t.resolvedAt} is null`),
    index().on(t.detectedAt),
  ],
);
