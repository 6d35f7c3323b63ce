import {
  CRM_SYNC_ITEM_ACTIONS,
  CRM_SYNC_ITEM_KINDS,
  CRM_SYNC_PHASES,
  CRM_SYNC_STATUSES,
  CRM_SYNC_TRIGGERS,
  type TCrmSyncCounts,
  type TCrmSyncTarget,
} from '@atrium/contracts/crm-sync';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { agencies, locations, users } from '../../platform/tenancy/tenancy.tables';

export const crmSyncTriggerEnum = pgEnum('crm_sync_trigger', CRM_SYNC_TRIGGERS);
export const crmSyncStatusEnum = pgEnum('crm_sync_status', CRM_SYNC_STATUSES);
export const crmSyncPhaseEnum = pgEnum('crm_sync_phase', CRM_SYNC_PHASES);
export const crmSyncItemKindEnum = pgEnum('crm_sync_item_kind', CRM_SYNC_ITEM_KINDS);
export const crmSyncItemActionEnum = pgEnum('crm_sync_item_action', CRM_SYNC_ITEM_ACTIONS);

/**
 * One pass of the CRM sync for an agency (docs/decisions/024). At most one whole-agency run is queued or running per
 * agency (the partial unique index): a second start finds the first. Targeted runs (a webhook's one item) may overlap
 * it, as every write is an idempotent upsert. `heartbeatAt` moves while the run works, so a run whose process died
 * is recognised and taken over or failed.
 */
export const crmSyncRuns = pgTable(
  'crm_sync_runs',
  {
    _id: idColumn(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    trigger: crmSyncTriggerEnum().notNull(),
    status: crmSyncStatusEnum().notNull().default('queued'),
    phase: crmSyncPhaseEnum().notNull().default('queued'),
    full: boolean().notNull().default(false),
    target: jsonb().$type<TCrmSyncTarget>(),
    startedByUserId: uuid().references(() => users._id, { onDelete: 'set null' }),
    retryOfRunId: uuid(),
    counts: jsonb().$type<TCrmSyncCounts>().notNull(),
    error: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true, mode: 'date' }),
    finishedAt: timestamp({ withTimezone: true, mode: 'date' }),
    heartbeatAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index().on(t.agencyId, t.createdAt),
    uniqueIndex('crm_sync_runs_one_active').on(t.agencyId).where(sql`status in ('queued', 'running') and target is null`),
  ],
);

/** What a run changed or failed, one line an item (unchanged items leave none). */
export const crmSyncItems = pgTable(
  'crm_sync_items',
  {
    _id: idColumn(),
    runId: uuid()
      .notNull()
      .references(() => crmSyncRuns._id, { onDelete: 'cascade' }),
    kind: crmSyncItemKindEnum().notNull(),
    crmId: text().notNull(),
    /** The contact's CRM location, which a retry of the contact needs to ask the CRM with the right token. */
    crmLocationId: text(),
    name: text().notNull(),
    action: crmSyncItemActionEnum().notNull(),
    error: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index().on(t.runId, t._id), index().on(t.runId, t.action)],
);

/** The agency's incremental watermarks (a run reads what changed after the start of the last good run) and settings. */
export const crmSyncState = pgTable('crm_sync_state', {
  agencyId: uuid()
    .primaryKey()
    .references(() => agencies._id, { onDelete: 'cascade' }),
  usersSyncedAt: timestamp({ withTimezone: true, mode: 'date' }),
  lastSucceededAt: timestamp({ withTimezone: true, mode: 'date' }),
  /** The agency's settings (PUT /agency/update_ghl_company): the hourly run, and reading contacts. */
  autoSync: boolean().notNull().default(true),
  syncContacts: boolean().notNull().default(true),
  ...timestamps(),
});

/**
 * The sync's side of an Atrium location that comes from the CRM: archived when the CRM deletes it (the location and
 * its people stay in Atrium), and the watermark of its contacts.
 */
export const crmLocationSync = pgTable(
  'crm_location_sync',
  {
    locationId: uuid()
      .primaryKey()
      .references(() => locations._id, { onDelete: 'cascade' }),
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    archivedAt: timestamp({ withTimezone: true, mode: 'date' }),
    contactsSyncedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [index().on(t.agencyId)],
);

/** A location's CRM contacts, as the contacts screen shows them (the CRM keeps the rest). */
export const crmContacts = pgTable(
  'crm_contacts',
  {
    _id: idColumn(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    locationId: uuid()
      .notNull()
      .references(() => locations._id, { onDelete: 'cascade' }),
    crmContactId: text().notNull(),
    name: text().notNull(),
    firstName: text(),
    lastName: text(),
    email: text(),
    phone: text(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    crmDateUpdated: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('crm_contacts_location_crm_unique').on(t.locationId, t.crmContactId),
    index().on(t.locationId, t.name, t._id),
    index().on(t.agencyId),
  ],
);
