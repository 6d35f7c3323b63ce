import {
  SNAPSHOT_FIELD_TYPES,
  SNAPSHOT_LOAD_MODES,
  SNAPSHOT_LOAD_STATUSES,
  SNAPSHOT_LOAD_TRIGGERS,
  SNAPSHOT_PUSH_STATUSES,
  SNAPSHOT_VISIBILITIES,
  type TSnapshotAssetGroup,
  type TSnapshotAssetType,
} from '@atrium/contracts/snapshots';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { agencies, locations, users } from '../../platform/tenancy/tenancy.tables';
import { partners } from '../apps/apps.tables';

export const snapshotVisibilityEnum = pgEnum('snapshot_visibility', SNAPSHOT_VISIBILITIES);
export const snapshotFieldTypeEnum = pgEnum('snapshot_field_type', SNAPSHOT_FIELD_TYPES);
export const snapshotLoadStatusEnum = pgEnum('snapshot_load_status', SNAPSHOT_LOAD_STATUSES);
export const snapshotLoadModeEnum = pgEnum('snapshot_load_mode', SNAPSHOT_LOAD_MODES);
export const snapshotLoadTriggerEnum = pgEnum('snapshot_load_trigger', SNAPSHOT_LOAD_TRIGGERS);
export const snapshotPushStatusEnum = pgEnum('snapshot_push_status', SNAPSHOT_PUSH_STATUSES);

/** An agency's folders of listings (SPEC 3's snapshot_folder): nested by `parentId`, ordered by `position`. */
export const snapshotFolders = pgTable(
  'snapshot_folders',
  {
    _id: idColumn(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    parentId: uuid().references((): AnyPgColumn => snapshotFolders._id, { onDelete: 'cascade' }),
    name: text().notNull(),
    position: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [index().on(t.agencyId, t.parentId, t.position)],
);

/**
 * A snapshot listing (SPEC 3's app_snapshot): one CRM snapshot of its owner, an agency (for its locations or the
 * marketplace) or a partner (for every agency, imported through `shareUrl`). Its contents live in its versions;
 * `currentVersion` is the newest. An agency lists a CRM snapshot once.
 */
export const appSnapshots = pgTable(
  'app_snapshots',
  {
    _id: idColumn(),
    agencyId: uuid().references(() => agencies._id, { onDelete: 'cascade' }),
    partnerId: uuid().references(() => partners._id, { onDelete: 'cascade' }),
    crmSnapshotId: text(),
    crmCompanyId: text(),
    folderId: uuid().references(() => snapshotFolders._id, { onDelete: 'set null' }),
    name: text().notNull(),
    description: text(),
    coverUrl: text(),
    screenshots: jsonb().$type<string[]>().notNull().default([]),
    niche: text(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    visibility: snapshotVisibilityEnum().notNull().default('agency'),
    priceCents: integer(),
    currency: text(),
    /** The CRM link that imports it into another CRM account (a partner's, or made for a marketplace listing). */
    shareUrl: text(),
    currentVersion: integer().notNull().default(1),
    /** New locations of the agency get it loaded, with the custom fields' defaults. */
    loadIntoNewLocations: boolean().notNull().default(false),
    createdBy: uuid().references(() => users._id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index().on(t.agencyId, t.folderId),
    index().on(t.partnerId),
    index().on(t.visibility),
    uniqueIndex('app_snapshots_agency_crm_unique')
      .on(t.agencyId, t.crmSnapshotId)
      .where(sql`agency_id is not null and crm_snapshot_id is not null`),
  ],
);

/** Each published version of a listing: what it held, by asset type and name, and why it changed. */
export const appSnapshotVersions = pgTable(
  'app_snapshot_versions',
  {
    _id: idColumn(),
    snapshotId: uuid()
      .notNull()
      .references(() => appSnapshots._id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    releaseNotes: text().notNull().default(''),
    contents: jsonb().$type<TSnapshotAssetGroup[]>().notNull(),
    publishedBy: uuid().references(() => users._id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_snapshot_versions_number_unique').on(t.snapshotId, t.number)],
);

/** What a location gives when a listing is loaded (SPEC 3's snapshot_custom_field); `key` names the CRM custom value. */
export const snapshotCustomFields = pgTable(
  'snapshot_custom_fields',
  {
    _id: idColumn(),
    /** The listing's owner, copied so the resource builder scopes fields as it scopes every agency's rows. */
    agencyId: uuid().references(() => agencies._id, { onDelete: 'cascade' }),
    snapshotId: uuid()
      .notNull()
      .references(() => appSnapshots._id, { onDelete: 'cascade' }),
    label: text().notNull(),
    key: text().notNull(),
    type: snapshotFieldTypeEnum().notNull().default('text'),
    required: boolean().notNull().default(false),
    helpText: text(),
    defaultValue: text(),
    options: jsonb().$type<string[]>().notNull().default([]),
    position: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [index().on(t.agencyId), uniqueIndex('snapshot_custom_fields_key_unique').on(t.snapshotId, t.key)],
);

/**
 * One "Load into locations" (or an update pushed, or a new location's automatic load): a job on the queue that
 * drives a push per location. `heartbeatAt` moves while a process works it, so a load whose process died is taken
 * over and resumed from its pushes' state.
 */
export const snapshotLoads = pgTable(
  'snapshot_loads',
  {
    _id: idColumn(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    snapshotId: uuid()
      .notNull()
      .references(() => appSnapshots._id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    status: snapshotLoadStatusEnum().notNull().default('queued'),
    mode: snapshotLoadModeEnum().notNull(),
    trigger: snapshotLoadTriggerEnum().notNull().default('manual'),
    shareLink: text(),
    requestedBy: uuid().references(() => users._id, { onDelete: 'set null' }),
    error: text(),
    startedAt: timestamp({ withTimezone: true, mode: 'date' }),
    finishedAt: timestamp({ withTimezone: true, mode: 'date' }),
    heartbeatAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [index().on(t.agencyId, t.createdAt), index().on(t.status)],
);

/** One asset type of a push as Atrium follows it. */
export interface SnapshotPushAssetState {
  type: TSnapshotAssetType;
  count: number;
  status: 'pending' | 'completed' | 'failed';
  retries: number;
}

/**
 * One location's push of one listing version. Its values (what the location typed) are written into the CRM's custom
 * values once the push brought them in; they are never logged. At most one push of a listing runs per location.
 */
export const snapshotPushes = pgTable(
  'snapshot_pushes',
  {
    _id: idColumn(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies._id, { onDelete: 'cascade' }),
    loadId: uuid()
      .notNull()
      .references(() => snapshotLoads._id, { onDelete: 'cascade' }),
    snapshotId: uuid()
      .notNull()
      .references(() => appSnapshots._id, { onDelete: 'cascade' }),
    locationId: uuid()
      .notNull()
      .references(() => locations._id, { onDelete: 'cascade' }),
    crmLocationId: text().notNull(),
    version: integer().notNull(),
    values: jsonb().$type<Record<string, string>>().notNull().default({}),
    status: snapshotPushStatusEnum().notNull().default('queued'),
    /** The CRM's id of its push (from the status calls), once it started. */
    crmPushId: text(),
    assets: jsonb().$type<SnapshotPushAssetState[]>().notNull().default([]),
    valuesWritten: boolean().notNull().default(false),
    error: text(),
    startedAt: timestamp({ withTimezone: true, mode: 'date' }),
    finishedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [
    index().on(t.agencyId, t.createdAt),
    index().on(t.loadId),
    index().on(t.snapshotId, t.locationId, t.createdAt),
    uniqueIndex('snapshot_pushes_one_active')
      .on(t.snapshotId, t.locationId)
      .where(sql`status in ('queued', 'waiting_for_crm', 'pushing', 'writing_values')`),
  ],
);
