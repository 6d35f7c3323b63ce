import { CRM_CONNECTION_KINDS, CRM_CONNECTION_STATUSES } from '@atrium/contracts/crm';
import { index, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { agencies, locations } from '../../platform/tenancy/tenancy.tables';

export const crmConnectionKindEnum = pgEnum('crm_connection_kind', CRM_CONNECTION_KINDS);
export const crmConnectionStatusEnum = pgEnum('crm_connection_status', CRM_CONNECTION_STATUSES);

/**
 * One OAuth connection of an agency (or, for `associate`, of one of its locations) to the CRM. Tokens are sealed
 * (platform/secrets: AES-256-GCM, bound to the row's id), never stored or logged in the clear.
 */
export const crmConnections = pgTable(
  'crm_connections',
  {
    _id: idColumn(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    /** The Atrium location an `associate` link of one location belongs to; null for the agency's own connections. */
    locationId: uuid().references(() => locations._id, { onDelete: 'cascade' }),
    kind: crmConnectionKindEnum().notNull(),
    /** The CRM's token type: an agency (Company) token, or a Location token. */
    userType: text().$type<'Company' | 'Location'>().notNull(),
    crmCompanyId: text().notNull(),
    crmLocationId: text(),
    /** The CRM user who gave consent. */
    crmUserId: text(),
    scopes: text().array().notNull(),
    accessTokenSealed: text().notNull(),
    refreshTokenSealed: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    status: crmConnectionStatusEnum().notNull().default('connected'),
    refreshedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [unique().on(t.agencyId, t.kind, t.locationId).nullsNotDistinct(), index().on(t.crmCompanyId)],
);

/** Nonces of OAuth `state` values already spent: a state is good for one callback only. */
export const crmOAuthNonces = pgTable('crm_oauth_nonces', {
  nonce: text().primaryKey(),
  /** When the state would have expired anyway: rows past it can be deleted. */
  expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Webhooks received from the CRM, by its `webhookId`: a delivery the CRM repeats is recognised and does nothing.
 * Only the event's kind and where it happened are kept, not its body (a contact's details stay in the CRM).
 */
export const crmWebhookEvents = pgTable(
  'crm_webhook_events',
  {
    webhookId: text().primaryKey(),
    type: text().notNull(),
    crmCompanyId: text(),
    crmLocationId: text(),
    /** When the CRM says it sent it. */
    sentAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index().on(t.crmCompanyId, t.receivedAt)],
);
