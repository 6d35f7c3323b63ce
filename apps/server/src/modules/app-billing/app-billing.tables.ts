import { APP_SUBSCRIPTION_SUBJECTS } from '@atrium/contracts/payment-states';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { agencies, users } from '../../platform/tenancy/tenancy.tables';
import { appBundles, appPlans, apps } from '../apps/apps.tables';
import { storeBillingEnum, stripeSubscriptionState } from '../store/store.tables';

export const appSubscriptionSubjectEnum = pgEnum('app_subscription_subject', APP_SUBSCRIPTION_SUBJECTS);

/** Where a paid install applies, resolved to ids when checkout starts (`all_locations` is priced per location then). */
export type AppSubscriptionTarget = { kind: 'agency' } | { kind: 'locations'; locationIds: string[] };

/**
 * An agency paying for an app's plan or a bundle store (decision 029): a Stripe subscription on the platform with the
 * agency as customer, `quantity` places at `unitMinor` each, the plan's trial, and (a partner's app) the partner's
 * share transferred to its connected account while the platform keeps `feePercent`. Its installs are made when Stripe
 * says it is trialing or active, and removed when it ends.
 */
export const appSubscriptions = pgTable(
  'app_subscriptions',
  {
    _id: idColumn(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    subject: appSubscriptionSubjectEnum().notNull(),
    appId: uuid().references(() => apps._id, { onDelete: 'restrict' }),
    planId: uuid().references(() => appPlans._id, { onDelete: 'restrict' }),
    bundleId: uuid().references(() => appBundles._id, { onDelete: 'restrict' }),
    target: jsonb().$type<AppSubscriptionTarget>().notNull(),
    quantity: integer().notNull(),
    unitMinor: integer().notNull(),
    currency: text().notNull(),
    interval: storeBillingEnum().notNull(),
    trialDays: integer().notNull().default(0),
    trialEnd: timestamp({ withTimezone: true }),
    /** The browser's key for one Subscribe (a double click finds this row). */
    requestKey: text().notNull(),
    createdBy: uuid().references(() => users._id, { onDelete: 'set null' }),
    /** The partner's connected account that gets its share; null for the platform's own apps and bundles. */
    transferAccountId: text(),
    /** The platform's share of a partner's app, in percent, as configured when it started. */
    feePercent: integer().notNull().default(0),
    stripeCustomerId: text(),
    stripeSetupIntentId: text(),
    ...stripeSubscriptionState(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('app_subscriptions_request_idx').on(t.agencyId, t.requestKey),
    uniqueIndex('app_subscriptions_stripe_idx').on(t.stripeSubscriptionId),
    index().on(t.agencyId, t.status),
    index().on(t.appId),
    index().on(t.bundleId),
  ],
);
