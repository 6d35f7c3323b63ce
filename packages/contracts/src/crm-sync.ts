import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDateTime, ZPageQuery, zText } from './common';
import { endpoint } from './endpoint';

/**
 * The CRM sync (issue 21): an agency's CRM locations, users and each location's contacts copied into Atrium through
 * its `crm_sync` connection. A run is one pass on the job queue; it is started by hand, by the hourly schedule, by a
 * CRM webhook (a targeted run: one location, one user, one contact), or as a retry of a run's failed items.
 */
export const CRM_SYNC_TRIGGERS = ['manual', 'schedule', 'webhook', 'retry'] as const;
export type TCrmSyncTrigger = (typeof CRM_SYNC_TRIGGERS)[number];

/** `partial`: the run finished but some items failed (listed in its items, retryable). */
export const CRM_SYNC_STATUSES = ['queued', 'running', 'succeeded', 'partial', 'failed'] as const;
export type TCrmSyncRunStatus = (typeof CRM_SYNC_STATUSES)[number];

export const CRM_SYNC_PHASES = ['queued', 'locations', 'users', 'contacts', 'done'] as const;
export type TCrmSyncPhase = (typeof CRM_SYNC_PHASES)[number];

export const CRM_SYNC_ITEM_KINDS = ['location', 'user', 'contact'] as const;
export type TCrmSyncItemKind = (typeof CRM_SYNC_ITEM_KINDS)[number];

/** What happened to one item: only changes and failures are logged (an unchanged item leaves no line). */
export const CRM_SYNC_ITEM_ACTIONS = ['created', 'updated', 'archived', 'deleted', 'failed'] as const;
export type TCrmSyncItemAction = (typeof CRM_SYNC_ITEM_ACTIONS)[number];

/** Counts of one kind in a run: `done` of `total` seen so far (total grows as pages arrive), and what changed. */
export const ZCrmSyncCount = z.object({
  total: z.number().int().nonnegative(),
  done: z.number().int().nonnegative(),
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  archived: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
});
export type TCrmSyncCount = z.infer<typeof ZCrmSyncCount>;

export const ZCrmSyncCounts = z.object({
  locations: ZCrmSyncCount,
  users: ZCrmSyncCount,
  contacts: ZCrmSyncCount,
});
export type TCrmSyncCounts = z.infer<typeof ZCrmSyncCounts>;

/** A targeted run's subject (a webhook's location, user or contact); null for a run over the whole agency. */
export const ZCrmSyncTarget = z.object({
  kind: z.enum(CRM_SYNC_ITEM_KINDS),
  crmId: zText(),
  /** The CRM location a contact belongs to (contacts are read with that location's token). */
  crmLocationId: zText().nullable(),
  /** The CRM event that asked for it (`LocationUpdate`, `ContactDelete`...). */
  event: zText().nullable(),
});
export type TCrmSyncTarget = z.infer<typeof ZCrmSyncTarget>;

export const ZCrmSyncRun = z.object({
  _id: ZId,
  trigger: z.enum(CRM_SYNC_TRIGGERS),
  status: z.enum(CRM_SYNC_STATUSES),
  phase: z.enum(CRM_SYNC_PHASES),
  /** Whether it read everything (the first run, a forced full run) or only what changed since the last good run. */
  full: z.boolean(),
  target: ZCrmSyncTarget.nullable(),
  /** The person who started it by hand or asked for the retry; null for the schedule and webhooks. */
  startedBy: z.object({ _id: ZId, name: zText() }).nullable(),
  /** The run whose failed items this one retries. */
  retryOf: ZId.nullable(),
  counts: ZCrmSyncCounts,
  /** Why the whole run failed (the connection needs a reconnect, the CRM was unreachable...). */
  error: zText().nullable(),
  createdAt: ZIsoDateTime,
  startedAt: ZIsoDateTime.nullable(),
  finishedAt: ZIsoDateTime.nullable(),
  durationMs: z.number().int().nonnegative().nullable(),
});
export type TCrmSyncRun = z.infer<typeof ZCrmSyncRun>;

export const ZCrmSyncItem = z.object({
  _id: ZId,
  kind: z.enum(CRM_SYNC_ITEM_KINDS),
  crmId: zText(),
  name: zText(),
  action: z.enum(CRM_SYNC_ITEM_ACTIONS),
  /** Why it failed, in words a person can act on (e.g. the email belongs to another agency's user). */
  error: zText().nullable(),
  createdAt: ZIsoDateTime,
});
export type TCrmSyncItem = z.infer<typeof ZCrmSyncItem>;

/** Where the agency's sync stands: the run under way (if any) and the last finished one. */
export const ZCrmSyncStatus = z.object({
  /** False when the agency has no `crm_sync` connection (or it needs a reconnect): start answers 409 then. */
  connected: z.boolean(),
  current: ZCrmSyncRun.nullable(),
  last: ZCrmSyncRun.nullable(),
  /** When the last good run finished: the next incremental run reads what changed after it. */
  lastSucceededAt: ZIsoDateTime.nullable(),
});
export type TCrmSyncStatus = z.infer<typeof ZCrmSyncStatus>;

export const ZCrmSyncStartBody = z.object({
  /** Read everything again instead of only what changed since the last good run. */
  full: z.boolean().default(false),
});

export const ZCrmSyncItemFilter = ZPageQuery.extend({
  kind: z.enum(CRM_SYNC_ITEM_KINDS).optional(),
  /** `true`: only the failed items (what a retry would do again). */
  failed: z.enum(['true', 'false']).optional(),
});

/** One CRM contact of a location, as Atrium keeps it (only what the screens show). */
export const ZCrmContact = z.object({
  _id: ZId,
  crmContactId: zText(),
  locationId: ZId,
  name: zText(),
  firstName: zText().nullable(),
  lastName: zText().nullable(),
  email: zText().nullable(),
  phone: zText().nullable(),
  tags: z.array(zText()),
  /** When the CRM last changed it. */
  dateUpdated: ZIsoDateTime.nullable(),
});
export type TCrmContact = z.infer<typeof ZCrmContact>;

export const ZCrmContactFilter = ZPageQuery.extend({
  /** Part of a name, an email or a phone number. */
  q: zText().trim().max(100).optional(),
});

/** A location whose contacts the viewer may read: all of the agency's for its admins and staff, else their own. */
export const ZCrmContactLocation = z.object({
  _id: ZId,
  name: zText(),
  crmLocationId: zText().nullable(),
  /** Deleted in the CRM: kept in Atrium, no longer synced. */
  archived: z.boolean(),
  contactCount: z.number().int().nonnegative(),
  contactsSyncedAt: ZIsoDateTime.nullable(),
});
export type TCrmContactLocation = z.infer<typeof ZCrmContactLocation>;

const sync = { tag: 'CRM sync', auth: 'user' } as const;

export const crmSyncEndpoints = {
  status: endpoint({
    ...sync,
    method: 'GET',
    path: '/api/v1/crm/sync',
    summary: "Where the agency's CRM sync stands: the run under way and the last one (agency admins and staff)",
    data: ZCrmSyncStatus,
  }),
  start: endpoint({
    ...sync,
    method: 'POST',
    path: '/api/v1/crm/sync',
    status: 202,
    summary: 'Starts a sync of locations, users and contacts (agency admins); while one runs, answers that one',
    body: ZCrmSyncStartBody,
    data: ZCrmSyncRun,
  }),
  runs: endpoint({
    ...sync,
    method: 'GET',
    path: '/api/v1/crm/sync/runs',
    summary: "The sync log: the agency's runs, newest first (agency admins and staff)",
    query: ZPageQuery,
    list: ZCrmSyncRun,
  }),
  run: endpoint({
    ...sync,
    method: 'GET',
    path: '/api/v1/crm/sync/runs/:id',
    summary: 'One sync run with its counts (agency admins and staff)',
    params: ZIdParams,
    data: ZCrmSyncRun,
  }),
  items: endpoint({
    ...sync,
    method: 'GET',
    path: '/api/v1/crm/sync/runs/:id/items',
    summary: "A run's items that changed or failed, oldest first, filterable by kind and failed (agency admins and staff)",
    params: ZIdParams,
    query: ZCrmSyncItemFilter,
    list: ZCrmSyncItem,
  }),
  retry: endpoint({
    ...sync,
    method: 'POST',
    path: '/api/v1/crm/sync/runs/:id/retry',
    status: 202,
    summary: "Syncs a finished run's failed items again, as a new run (agency admins)",
    params: ZIdParams,
    data: ZCrmSyncRun,
  }),
  contactLocations: endpoint({
    ...sync,
    method: 'GET',
    path: '/api/v1/crm/contacts/locations',
    summary: 'The locations whose CRM contacts the viewer may read, with their contact counts',
    data: z.array(ZCrmContactLocation),
  }),
  contacts: endpoint({
    ...sync,
    method: 'GET',
    path: '/api/v1/crm/locations/:id/contacts',
    summary: "A location's CRM contacts by name, searchable by name, email or phone (agency, or the location's own people)",
    params: ZIdParams,
    query: ZCrmContactFilter,
    list: ZCrmContact,
  }),
};

/** The live progress of a run, sent to the agency's room a few times a second at most. */
export interface TCrmSyncProgressEvent {
  run: TCrmSyncRun;
}
