import { z } from 'zod';
import { ZId, ZIsoDateTime, ZPageQuery, zText, zUrl } from './common';
import { endpoint } from './endpoint';

/**
 * Snapshots (issue 22, decisions 027 and 028): a listing in Atrium stands for one CRM snapshot (a template of a whole
 * location). An agency publishes its own CRM snapshots for its locations or the marketplace, files them in folders,
 * asks each location for custom values, and loads them into its locations through the CRM with live progress.
 */

/** The asset types a push brings in, in the CRM's order (snapshots.json's push status names these). */
export const SNAPSHOT_ASSET_TYPES = [
  'custom_fields',
  'custom_values',
  'tags',
  'pipelines',
  'calendars',
  'forms',
  'surveys',
  'email_templates',
  'sms_templates',
  'funnels',
  'websites',
  'workflows',
  'trigger_links',
] as const;
export const ZSnapshotAssetType = z.enum(SNAPSHOT_ASSET_TYPES);
export type TSnapshotAssetType = (typeof SNAPSHOT_ASSET_TYPES)[number];

/**
 * Who sees a listing: `agency` its own staff only, `locations` also its locations, `marketplace` everyone (a
 * marketplace listing of another owner is imported into one's own CRM through its share link).
 */
export const SNAPSHOT_VISIBILITIES = ['agency', 'locations', 'marketplace'] as const;
export const ZSnapshotVisibility = z.enum(SNAPSHOT_VISIBILITIES);
export type TSnapshotVisibility = (typeof SNAPSHOT_VISIBILITIES)[number];

/** What a location types for one custom field; the value is checked by `snapshotValueProblem`. */
export const SNAPSHOT_FIELD_TYPES = ['text', 'phone', 'email', 'url', 'color', 'number', 'choice'] as const;
export const ZSnapshotFieldType = z.enum(SNAPSHOT_FIELD_TYPES);
export type TSnapshotFieldType = (typeof SNAPSHOT_FIELD_TYPES)[number];

/** The assets of one type in a snapshot version, by name. */
export const ZSnapshotAssetGroup = z.object({
  type: ZSnapshotAssetType,
  names: z.array(zText().trim().min(1).max(200)).max(2_000),
});
export type TSnapshotAssetGroup = z.infer<typeof ZSnapshotAssetGroup>;
export const ZSnapshotContents = z.array(ZSnapshotAssetGroup).max(SNAPSHOT_ASSET_TYPES.length);

/** A price in minor units; null on a listing means free (the store issue sells priced ones). */
export const ZSnapshotPrice = z.object({
  amountCents: z.number().int().min(50).max(10_000_000),
  currency: zText().regex(/^[a-z]{3}$/, 'Currency must be a three-letter code such as usd'),
});

export const ZSnapshotPublisher = z.object({
  kind: z.enum(['agency', 'partner']),
  /** The partner, or the agency for its own people (and the super admin); null for an agency seen from outside it. */
  _id: ZId.nullable(),
  name: zText(),
});

export const ZSnapshotVersionSummary = z.object({
  number: z.number().int().positive(),
  releaseNotes: zText(),
  releasedAt: ZIsoDateTime,
});

/** A listing as lists and cards show it (`list-snapshots`, `get-snapshot`). */
export const ZSnapshot = z.object({
  _id: ZId,
  name: zText(),
  /** Sanitised HTML: the rich-text allow-list of SPEC 3 (b, i, em, strong, a, p, br), as podcasts have. */
  description: zText().nullable(),
  coverUrl: zText().nullable(),
  screenshots: z.array(zText()),
  niche: zText().nullable(),
  tags: z.array(zText()),
  publisher: ZSnapshotPublisher,
  visibility: ZSnapshotVisibility,
  price: ZSnapshotPrice.nullable(),
  /** The owner's folder; null at the top, and for anyone but the owner. */
  folderId: ZId.nullable(),
  /** The CRM snapshot it stands for; only the owner sees it. */
  crmSnapshotId: zText().nullable(),
  version: ZSnapshotVersionSummary,
  assetCounts: z.partialRecord(ZSnapshotAssetType, z.number().int().nonnegative()),
  assetTotal: z.number().int().nonnegative(),
  customFieldCount: z.number().int().nonnegative(),
  /** The owner's locations that have it (any version), and those on an older version than `version`. */
  locationCount: z.number().int().nonnegative(),
  outdatedLocationCount: z.number().int().nonnegative(),
  /** Whether new locations of the agency get it loaded (with the custom fields' defaults). */
  loadIntoNewLocations: z.boolean(),
  viewer: z.object({
    owns: z.boolean(),
    /** May load it into locations (the owner's admins and staff; a location admin into its own location). */
    canLoad: z.boolean(),
    /** For a listing of another owner: the CRM link that imports it into the viewer's own CRM account. */
    shareUrl: zText().nullable(),
  }),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TSnapshot = z.infer<typeof ZSnapshot>;

export const ZSnapshotCustomField = z.object({
  _id: ZId,
  snapshotId: ZId,
  label: zText(),
  /** The CRM custom value it fills: `business_name` fills `{{ custom_values.business_name }}`. */
  key: zText(),
  type: ZSnapshotFieldType,
  required: z.boolean(),
  helpText: zText().nullable(),
  defaultValue: zText().nullable(),
  /** The choices of a `choice` field (empty for the other types). */
  options: z.array(zText()),
  position: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TSnapshotCustomField = z.infer<typeof ZSnapshotCustomField>;

export const ZSnapshotVersion = ZSnapshotVersionSummary.extend({
  _id: ZId,
  contents: ZSnapshotContents,
  assetTotal: z.number().int().nonnegative(),
  publishedBy: z.object({ _id: ZId, name: zText() }).nullable(),
});
export type TSnapshotVersion = z.infer<typeof ZSnapshotVersion>;

/** One listing whole (`get-single-snapshot`): its current contents, custom fields and every version. */
export const ZSnapshotDetail = ZSnapshot.extend({
  contents: ZSnapshotContents,
  customFields: z.array(ZSnapshotCustomField),
  versions: z.array(ZSnapshotVersion),
});
export type TSnapshotDetail = z.infer<typeof ZSnapshotDetail>;

// --- custom field values -------------------------------------------------------------------------------------

const KEY_PATTERN = /^[a-z][a-z0-9_]{0,59}$/;

/** What a custom field is declared with; keys are snake_case, as the CRM makes them from a custom value's name. */
export const ZSnapshotCustomFieldInput = z
  .object({
    label: zText('Label is required').trim().min(1, 'Label is required').max(100, 'Label must be at most 100 characters'),
    key: zText('Key is required')
      .trim()
      .regex(KEY_PATTERN, 'Key must be lower case letters, digits and _ (starting with a letter), such as business_name'),
    type: ZSnapshotFieldType,
    required: z.boolean().default(false),
    helpText: zText().trim().max(300).nullable().optional(),
    defaultValue: zText().trim().max(500).nullable().optional(),
    options: z.array(zText().trim().min(1).max(100)).max(50).default([]),
    position: z.number().int().min(0).max(10_000).optional(),
  })
  .strict()
  .superRefine((field, ctx) => {
    if (field.type === 'choice' && field.options.length === 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'A choice field needs at least one option' });
    const problem = field.defaultValue ? snapshotValueProblem(field, field.defaultValue) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['defaultValue'], message: `Default: ${problem}` });
  });
export type TSnapshotCustomFieldInput = z.input<typeof ZSnapshotCustomFieldInput>;

const PHONE = /^\+?[0-9][0-9 ().-]{5,24}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;

/** Why a value does not fit a field, or null; the browser and the server check values with this one rule. */
export function snapshotValueProblem(
  field: { label?: string; type: TSnapshotFieldType; options?: readonly string[] },
  value: string,
): string | null {
  const v = value.trim();
  if (v.length > 500) return 'must be at most 500 characters';
  switch (field.type) {
    case 'phone':
      return PHONE.test(v) ? null : 'must be a phone number such as +1 555 010 0000';
    case 'email':
      return EMAIL.test(v) ? null : 'must be an email address';
    case 'url':
      return /^https?:\/\/[^\s]+\.[^\s]+$/.test(v) ? null : 'must be an address starting with https://';
    case 'color':
      return COLOR.test(v) ? null : 'must be a colour such as #1a73e8';
    case 'number':
      return v !== '' && Number.isFinite(Number(v)) ? null : 'must be a number';
    case 'choice':
      return field.options?.includes(v) ? null : `must be one of: ${(field.options ?? []).join(', ')}`;
    default:
      return null;
  }
}

/**
 * The values one location gives, checked against the fields: a required field without a value falls back to its
 * default, and is a problem when it has none. Returns the values to write (every field with a value) and the problems.
 */
export function resolveSnapshotValues(
  fields: readonly Pick<TSnapshotCustomField, 'key' | 'label' | 'type' | 'required' | 'defaultValue' | 'options'>[],
  given: Readonly<Record<string, string | undefined>>,
): { values: Record<string, string>; problems: { key: string; message: string }[] } {
  const values: Record<string, string> = {};
  const problems: { key: string; message: string }[] = [];
  for (const field of fields) {
    const typed = given[field.key]?.trim();
    const value = typed ? typed : (field.defaultValue ?? '');
    if (!value) {
      if (field.required) problems.push({ key: field.key, message: `${field.label} is required` });
      continue;
    }
    const problem = snapshotValueProblem(field, value);
    if (problem) problems.push({ key: field.key, message: `${field.label} ${problem}` });
    else values[field.key] = value;
  }
  return { values, problems };
}

// --- loading -------------------------------------------------------------------------------------------------

/**
 * A load is one "Load into locations" (or an update pushed, or a new location's automatic load); it has a push per
 * location. `manual`: the CRM offers no push into an existing location (decision 027), so the load made a share
 * link for a person to open at the CRM, and Atrium follows the push once it starts.
 */
export const SNAPSHOT_LOAD_STATUSES = ['queued', 'running', 'done', 'partial', 'failed'] as const;
export const SNAPSHOT_LOAD_MODES = ['automatic', 'manual'] as const;
export const SNAPSHOT_LOAD_TRIGGERS = ['manual', 'update', 'new_location'] as const;

/**
 * One location's push: `queued` (waiting for a lane), `waiting_for_crm` (manual mode: the share link is not used
 * yet), `pushing` (the CRM brings assets in), `writing_values` (Atrium fills the custom values), then `completed`,
 * `partial` (some assets failed: each can be retried) or `failed` (the push could not run; the error says why).
 */
export const SNAPSHOT_PUSH_STATUSES = [
  'queued',
  'waiting_for_crm',
  'pushing',
  'writing_values',
  'completed',
  'partial',
  'failed',
] as const;
export type TSnapshotPushStatus = (typeof SNAPSHOT_PUSH_STATUSES)[number];
export const SNAPSHOT_ASSET_STATUSES = ['pending', 'completed', 'failed'] as const;

export const ZSnapshotPushAsset = z.object({
  type: ZSnapshotAssetType,
  /** How many assets of the type the version holds (each lands with its type). */
  count: z.number().int().nonnegative(),
  status: z.enum(SNAPSHOT_ASSET_STATUSES),
  /** Retries asked for so far. */
  retries: z.number().int().nonnegative(),
});

export const ZSnapshotPush = z.object({
  _id: ZId,
  loadId: ZId,
  snapshotId: ZId,
  snapshotName: zText(),
  location: z.object({ _id: ZId, name: zText(), crmLocationId: zText() }),
  version: z.number().int().positive(),
  status: z.enum(SNAPSHOT_PUSH_STATUSES),
  assets: z.array(ZSnapshotPushAsset),
  /** Whether the custom values were written into the location. */
  valuesWritten: z.boolean(),
  /** The custom field keys given (never their values in lists: they may be a person's phone). */
  valueKeys: z.array(zText()),
  error: zText().nullable(),
  /** While it waits for a person at the CRM (`waiting_for_crm`): the load's share link to open there. */
  shareLink: zText().nullable(),
  requestedBy: z.object({ _id: ZId, name: zText() }).nullable(),
  trigger: z.enum(SNAPSHOT_LOAD_TRIGGERS),
  createdAt: ZIsoDateTime,
  startedAt: ZIsoDateTime.nullable(),
  finishedAt: ZIsoDateTime.nullable(),
  updatedAt: ZIsoDateTime,
});
export type TSnapshotPush = z.infer<typeof ZSnapshotPush>;

export const ZSnapshotLoad = z.object({
  _id: ZId,
  snapshotId: ZId,
  version: z.number().int().positive(),
  status: z.enum(SNAPSHOT_LOAD_STATUSES),
  mode: z.enum(SNAPSHOT_LOAD_MODES),
  trigger: z.enum(SNAPSHOT_LOAD_TRIGGERS),
  /** Manual mode: the CRM share link (a `location_link` for these locations) a person opens to load it. */
  shareLink: zText().nullable(),
  pushes: z.array(ZSnapshotPush),
  /** Locations left out: they already have this version, or a push of it is under way there. */
  skipped: z.array(z.object({ locationId: ZId, reason: z.enum(['already_loaded', 'in_progress']) })),
  createdAt: ZIsoDateTime,
});
export type TSnapshotLoad = z.infer<typeof ZSnapshotLoad>;

/** One target location as the picker lists it (`list-ghl_locations`). */
export const ZSnapshotTargetLocation = z.object({
  _id: ZId,
  name: zText(),
  crmLocationId: zText(),
  /** The version of the listing it has (its latest finished push), or null. */
  version: z.number().int().positive().nullable(),
  /** Its latest push of the listing, if any (running, or how it ended). */
  lastPush: ZSnapshotPush.nullable(),
  updateAvailable: z.boolean(),
});
export type TSnapshotTargetLocation = z.infer<typeof ZSnapshotTargetLocation>;

// --- inputs --------------------------------------------------------------------------------------------------

const ZSnapshotIdQuery = z.object({ snapshot_id: ZId });

export const ZSnapshotListQuery = ZPageQuery.extend({
  q: zText().trim().max(200).optional(),
  /** `mine`: the viewer's agency's own listings (its manager); `marketplace`: every listing shown there; `all`: both. */
  scope: z.enum(['mine', 'marketplace', 'all']).default('all'),
  /** A folder of the owner's, or `root` for the top; left out for every folder. */
  folder: z.union([ZId, z.literal('root')]).optional(),
  niche: zText().trim().max(100).optional(),
  tag: zText().trim().max(50).optional(),
  partnerId: ZId.optional(),
  visibility: ZSnapshotVisibility.optional(),
  sort: z.enum(['newest', 'name', 'popular']).default('newest'),
});
export type TSnapshotListQuery = z.input<typeof ZSnapshotListQuery>;

const listingFields = {
  name: zText('Name is required').trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  description: zText().max(20_000).nullable().optional(),
  coverUrl: zText().trim().max(1000).nullable().optional(),
  screenshots: z.array(zText().trim().max(1000)).max(10, 'At most 10 screenshots').optional(),
  niche: zText().trim().max(100).nullable().optional(),
  tags: z.array(zText().trim().min(1).max(50)).max(20, 'At most 20 tags').optional(),
  visibility: ZSnapshotVisibility.optional(),
  price: ZSnapshotPrice.nullable().optional(),
  folderId: ZId.nullable().optional(),
  loadIntoNewLocations: z.boolean().optional(),
  /** A partner's listing (no CRM connection of Atrium's): the CRM share link agencies import it with. */
  shareUrl: zUrl({ protocol: /^https?$/ })
    .max(1000)
    .nullable()
    .optional(),
};

/** `POST /snap_shot/create-agency_snapshot`: one of the agency's CRM snapshots becomes a listing (version 1). */
export const ZSnapshotCreate = z
  .object({
    crmSnapshotId: zText('Choose a CRM snapshot').trim().min(1, 'Choose a CRM snapshot').max(100),
    ...listingFields,
    releaseNotes: zText().trim().max(5_000).optional(),
    customFields: z.array(ZSnapshotCustomFieldInput).max(50, 'At most 50 custom fields').default([]),
    /** What it holds, when the CRM cannot say (a real CRM publishes no contents: decision 027). */
    contents: ZSnapshotContents.optional(),
  })
  .strict();
export type TSnapshotCreate = z.input<typeof ZSnapshotCreate>;

export const ZSnapshotUpdate = z.object(listingFields).partial().strict();
export type TSnapshotUpdate = z.input<typeof ZSnapshotUpdate>;

/** A new version: the contents read again from the CRM (or given), with release notes. */
export const ZSnapshotVersionCreate = z
  .object({
    snapshot_id: ZId,
    releaseNotes: zText('Release notes are required').trim().min(1, 'Release notes are required').max(5_000),
    contents: ZSnapshotContents.optional(),
  })
  .strict();

export const ZSnapshotAttach = z
  .object({
    snapshot_id: ZId,
    /** The version to load; the current one when left out. */
    version: z.number().int().positive().optional(),
    locations: z
      .array(z.object({ locationId: ZId, values: z.record(zText().max(100), zText().max(500)).default({}) }).strict())
      .max(1_000)
      .default([]),
    /** Also load it into every location the agency gains from now on, with the fields' defaults. */
    includeFuture: z.boolean().default(false),
    trigger: z.enum(['manual', 'update']).default('manual'),
  })
  .strict()
  .refine((b) => b.locations.length > 0 || b.includeFuture, { message: 'Choose at least one location', path: ['locations'] });
export type TSnapshotAttach = z.input<typeof ZSnapshotAttach>;

export const ZSnapshotRetry = z.object({ push_id: ZId, asset: ZSnapshotAssetType }).strict();

export const ZSnapshotPushQuery = ZPageQuery.extend({
  snapshot_id: ZId.optional(),
  load_id: ZId.optional(),
  location_id: ZId.optional(),
});

const tag = 'Snapshots';
const idParams = z.object({ id: ZId });

/** SPEC 7's Snapshots group (paths exactly), and what completes it. */
export const snapshotEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/snap_shot/list-snapshots',
    tag,
    summary: 'Snapshot listings the viewer may see, by folder, niche, tag, partner and search',
    auth: 'optional',
    query: ZSnapshotListQuery,
    list: ZSnapshot,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/v1/snap_shot/get-snapshot',
    tag,
    summary: 'One snapshot listing',
    auth: 'optional',
    query: ZSnapshotIdQuery,
    data: ZSnapshot,
  }),
  getSingle: endpoint({
    method: 'GET',
    path: '/api/v1/snap_shot/get-single-snapshot',
    tag,
    summary: 'One snapshot listing with its contents, custom fields and versions',
    auth: 'optional',
    query: ZSnapshotIdQuery,
    data: ZSnapshotDetail,
  }),
  locations: endpoint({
    method: 'GET',
    path: '/api/v1/snap_shot/list-ghl_locations',
    tag,
    summary: 'The CRM locations the viewer may load a snapshot into, each with the version it has',
    auth: 'user',
    query: ZSnapshotIdQuery,
    data: z.array(ZSnapshotTargetLocation),
  }),
  attach: endpoint({
    method: 'POST',
    path: '/api/v1/snap_shot/attach-location',
    tag,
    summary: 'Loads a snapshot into one or many locations, with each location’s custom values (on the job queue)',
    auth: 'user',
    status: 202,
    body: ZSnapshotAttach,
    data: ZSnapshotLoad,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/v1/snap_shot/create-agency_snapshot',
    tag,
    summary: "Publishes one of the agency's CRM snapshots as a listing, in a folder, with custom fields",
    auth: 'user',
    status: 201,
    body: ZSnapshotCreate,
    data: ZSnapshotDetail,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/v1/snap_shot/:id',
    tag,
    summary: 'Changes a listing (text, pictures, visibility, price, folder)',
    auth: 'user',
    params: idParams,
    body: ZSnapshotUpdate,
    data: ZSnapshot,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/v1/snap_shot/:id',
    tag,
    summary:
      'Removes a listing with its versions, custom fields and push history (the CRM snapshot and the locations that have it are untouched)',
    auth: 'user',
    params: idParams,
    empty: true,
  }),
  publishVersion: endpoint({
    method: 'POST',
    path: '/api/v1/snap_shot/publish-version',
    tag,
    summary: 'Publishes a new version of a listing; locations on older ones see "Update available"',
    auth: 'user',
    status: 201,
    body: ZSnapshotVersionCreate,
    data: ZSnapshotDetail,
  }),
  pushes: endpoint({
    method: 'GET',
    path: '/api/v1/snap_shot/pushes',
    tag,
    summary: 'Push history: who loaded which snapshot version where and when, newest first',
    auth: 'user',
    query: ZSnapshotPushQuery,
    list: ZSnapshotPush,
  }),
  retry: endpoint({
    method: 'POST',
    path: '/api/v1/snap_shot/retry-asset',
    tag,
    summary: 'Retries one failed asset type of a push',
    auth: 'user',
    status: 202,
    body: ZSnapshotRetry,
    data: ZSnapshotPush,
  }),
};

// --- folders and custom fields (resource groups on the builder) ---------------------------------------------

export const ZSnapshotFolder = z.object({
  _id: ZId,
  name: zText(),
  parentId: ZId.nullable(),
  position: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TSnapshotFolder = z.infer<typeof ZSnapshotFolder>;

export const ZSnapshotFolderCreate = z
  .object({
    name: zText('Name is required').trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
    parentId: ZId.nullable().optional(),
    position: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();
export const ZSnapshotFolderUpdate = ZSnapshotFolderCreate.partial().strict();
export const ZSnapshotFolderFilter = ZPageQuery.extend({ parentId: ZId.optional() });

/** `/api/v1/snapshot_folder`: an agency's folders (nested, ordered); the manager reads the whole tree, 100 a page. */
export const snapshotFolderGroup = {
  path: '/api/v1/snapshot_folder',
  tag,
  label: 'Folder',
  item: ZSnapshotFolder,
  create: ZSnapshotFolderCreate,
  update: ZSnapshotFolderUpdate,
  filter: ZSnapshotFolderFilter,
} as const;

export const ZSnapshotCustomFieldCreate = ZSnapshotCustomFieldInput.and(z.object({ snapshotId: ZId }));
export const ZSnapshotCustomFieldUpdate = z
  .object({
    label: zText().trim().min(1, 'Label is required').max(100),
    type: ZSnapshotFieldType,
    required: z.boolean(),
    helpText: zText().trim().max(300).nullable(),
    defaultValue: zText().trim().max(500).nullable(),
    options: z.array(zText().trim().min(1).max(100)).max(50),
    position: z.number().int().min(0).max(10_000),
  })
  .partial()
  .strict();
export const ZSnapshotCustomFieldFilter = ZPageQuery.extend({ snapshotId: ZId.optional() });

/** `/api/v1/snapshot_custom_field`: the values a location gives when a listing is loaded. */
export const snapshotCustomFieldGroup = {
  path: '/api/v1/snapshot_custom_field',
  tag,
  label: 'Custom field',
  item: ZSnapshotCustomField,
  create: ZSnapshotCustomFieldCreate,
  update: ZSnapshotCustomFieldUpdate,
  filter: ZSnapshotCustomFieldFilter,
} as const;

/** Live progress of pushes (to the agency's team and the location): the pushes that changed, whole. */
export interface TSnapshotProgressEvent {
  loadId: string;
  snapshotId: string;
  pushes: TSnapshotPush[];
}
