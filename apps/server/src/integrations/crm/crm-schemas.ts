import { z } from 'zod';

/**
 * Answers of the CRM's API, shaped as its OpenAPI documents describe them (companies, locations, users, contacts,
 * workflows, products, custom menus, snapshots). The CRM documents almost every field as optional and adds fields
 * freely, so objects are loose and optional text may come as null; what Atrium keys or shows by is required.
 */

const text = z.string().nullish();

/** How to reach a company, a location or a contact's business: the same optional fields in each document. */
const contactFields = {
  email: text,
  phone: text,
  website: text,
  address: text,
  city: text,
  state: text,
  country: text,
  postalCode: text,
  timezone: text,
};

export const crmCompanySchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  ...contactFields,
  domain: text,
  logoUrl: text,
  status: text,
  locationCount: z.number().optional(),
});
export type CrmCompany = z.infer<typeof crmCompanySchema>;

/** `GET /companies/{companyId}`. */
export const crmCompanyAnswerSchema = z.looseObject({ company: crmCompanySchema });

/** A location (Sub-Account) as `GET /locations/search` lists it. */
export const crmLocationSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  companyId: text,
  ...contactFields,
  firstName: text,
  lastName: text,
  logoUrl: text,
  domain: text,
  business: z.looseObject({}).nullish(),
  settings: z.looseObject({}).nullish(),
  social: z.looseObject({}).nullish(),
});
export type CrmLocation = z.infer<typeof crmLocationSchema>;

/** `GET /locations/{locationId}`: the same location, with its company. */
export const crmLocationAnswerSchema = z.looseObject({
  location: crmLocationSchema.extend({ companyId: z.string().min(1) }),
});

/** `GET /locations/search`. */
export const crmLocationsAnswerSchema = z.looseObject({ locations: z.array(crmLocationSchema) });

export const crmUserSchema = z.looseObject({
  id: z.string().min(1),
  name: text,
  firstName: text,
  lastName: text,
  email: z.string().min(1),
  phone: text,
  extension: text,
  roles: z
    .looseObject({
      /** 'agency' or 'account' (a location user). */
      type: text,
      /** 'admin' or 'user'. */
      role: text,
      locationIds: z.array(z.string()).nullish(),
      restrictSubAccount: z.boolean().nullish(),
    })
    .nullish(),
  permissions: z.looseObject({}).nullish(),
  deleted: z.boolean().nullish(),
});
export type CrmUser = z.infer<typeof crmUserSchema>;

/** `GET /users/?locationId=`. */
export const crmUsersAnswerSchema = z.looseObject({ users: z.array(crmUserSchema) });

/** `GET /users/search`. */
export const crmUserSearchAnswerSchema = z.looseObject({
  users: z.array(crmUserSchema),
  count: z.number().int().nonnegative(),
});

const crmCustomFieldValueSchema = z.looseObject({ id: z.string(), value: z.unknown().optional() });

export const crmContactSchema = z.looseObject({
  id: z.string().min(1),
  /** Documented as optional; the caller knows the location it asked about. */
  locationId: text,
  contactName: text,
  firstName: text,
  lastName: text,
  name: text,
  ...contactFields,
  address1: text,
  companyName: text,
  businessName: text,
  type: text,
  source: text,
  assignedTo: text,
  dnd: z.boolean().nullish(),
  tags: z.array(z.string()).nullish(),
  customFields: z.array(crmCustomFieldValueSchema).nullish(),
  dateAdded: text,
  dateUpdated: text,
  /** The cursor of `POST /contacts/search`: pass the last contact's value to get the next page. */
  searchAfter: z.array(z.union([z.string(), z.number()])).nullish(),
});
export type CrmContact = z.infer<typeof crmContactSchema>;

/** `GET /contacts/{contactId}` (location token). */
export const crmContactAnswerSchema = z.looseObject({ contact: crmContactSchema });

/** `GET /contacts/` (deprecated by the CRM but still served): cursor paging by startAfter / startAfterId. */
export const crmContactListAnswerSchema = z.looseObject({
  contacts: z.array(crmContactSchema),
  count: z.number().int().nonnegative().optional(),
  meta: z
    .looseObject({
      total: z.number().int().nonnegative().nullish(),
      nextPageUrl: text,
      startAfterId: text,
      startAfter: z.number().nullish(),
      currentPage: z.number().nullish(),
      nextPage: z.number().nullish(),
      prevPage: z.number().nullish(),
    })
    .optional(),
});
export type CrmContactList = z.infer<typeof crmContactListAnswerSchema>;

/** `POST /contacts/search`. */
export const crmContactSearchAnswerSchema = z.looseObject({
  contacts: z.array(crmContactSchema),
  total: z.number().int().nonnegative(),
});
export type CrmContactSearch = z.infer<typeof crmContactSearchAnswerSchema>;

/** `POST /contacts/upsert`. */
export const crmContactUpsertAnswerSchema = z.looseObject({
  new: z.boolean(),
  contact: crmContactSchema,
  traceId: z.string().optional(),
});
export type CrmContactUpsert = z.infer<typeof crmContactUpsertAnswerSchema>;

export const crmWorkflowSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  /** 'draft' or 'published'. */
  status: z.string(),
  version: z.number().nullish(),
  createdAt: text,
  updatedAt: text,
  locationId: text,
});
export type CrmWorkflow = z.infer<typeof crmWorkflowSchema>;

/** `GET /workflows/?locationId=`. */
export const crmWorkflowsAnswerSchema = z.looseObject({ workflows: z.array(crmWorkflowSchema) });

export const crmProductSchema = z.looseObject({
  _id: z.string().min(1),
  name: z.string(),
  locationId: z.string().min(1),
  productType: z.string(),
  description: text,
  image: text,
  availableInStore: z.boolean().nullish(),
  createdAt: text,
  updatedAt: text,
});
export type CrmProduct = z.infer<typeof crmProductSchema>;

/** `GET /products/?locationId=`: `total` is documented as a list of one `{ total }`. */
export const crmProductsAnswerSchema = z.looseObject({
  products: z.array(crmProductSchema),
  total: z.array(z.looseObject({ total: z.number().int().nonnegative() })),
});
export type CrmProducts = z.infer<typeof crmProductsAnswerSchema>;

export const crmCustomMenuOpenModes = ['iframe', 'new_tab', 'current_tab'] as const;
export const crmCustomMenuUserRoles = ['all', 'admin', 'user'] as const;

export const crmCustomMenuSchema = z.looseObject({
  id: z.string().min(1),
  title: z.string(),
  url: z.string(),
  icon: z.looseObject({ name: z.string().optional(), fontFamily: z.string().optional() }).nullish(),
  order: z.number().nullish(),
  showOnCompany: z.boolean().nullish(),
  showOnLocation: z.boolean().nullish(),
  showToAllLocations: z.boolean().nullish(),
  locations: z.array(z.string()).nullish(),
  openMode: z.enum(crmCustomMenuOpenModes).nullish(),
  userRole: z.enum(crmCustomMenuUserRoles).nullish(),
  allowCamera: z.boolean().nullish(),
  allowMicrophone: z.boolean().nullish(),
});
export type CrmCustomMenu = z.infer<typeof crmCustomMenuSchema>;

/** `GET /custom-menus/`. */
export const crmCustomMenusAnswerSchema = z.looseObject({
  customMenus: z.array(crmCustomMenuSchema),
  totalLinks: z.number().int().nonnegative().optional(),
});
export type CrmCustomMenus = z.infer<typeof crmCustomMenusAnswerSchema>;

/** `POST /custom-menus/` (201). */
export const crmCustomMenuAnswerSchema = z.looseObject({ customMenu: crmCustomMenuSchema });

/** `DELETE /custom-menus/{customMenuId}`. */
export const crmCustomMenuDeletedSchema = z.looseObject({
  success: z.boolean(),
  message: z.string().optional(),
  deletedMenuId: z.string().optional(),
  deletedAt: z.string().optional(),
});

export const crmSnapshotSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  /** 'own', 'imported' or 'vertical'. */
  type: text,
});
export type CrmSnapshot = z.infer<typeof crmSnapshotSchema>;

/** `GET /snapshots/?companyId=`. */
export const crmSnapshotsAnswerSchema = z.looseObject({ snapshots: z.array(crmSnapshotSchema) });

/** `POST /snapshots/share/link`'s `share_type` (CreateSnapshotShareLinkRequestDTO). */
export const crmSnapshotShareTypes = ['link', 'permanent_link', 'agency_link', 'location_link'] as const;
export type CrmSnapshotShareType = (typeof crmSnapshotShareTypes)[number];

/** `POST /snapshots/share/link` (CreateSnapshotShareLinkSuccessfulResponseDTO). */
export const crmSnapshotShareLinkSchema = z.looseObject({ id: z.string().min(1), shareLink: z.string().min(1) });

/** One push of a snapshot into a location (SnapshotStatusSchema); the document's example status is 'processing'. */
export const crmSnapshotPushSchema = z.looseObject({
  id: z.string().min(1),
  locationId: z.string().min(1),
  status: z.string(),
  dateAdded: text,
});

/** `GET /snapshots/snapshot-status/{snapshotId}` (GetSnapshotPushStatusSuccessfulResponseDTO). */
export const crmSnapshotPushesAnswerSchema = z.looseObject({ data: z.array(crmSnapshotPushSchema) });

/**
 * A push with its asset types (SnapshotStatusSchemaWithAssets: completed and pending). `failed` is the sandbox's
 * addition; a real CRM's answer has none, and Atrium reads what is neither completed nor pending once done.
 */
export const crmSnapshotPushWithAssetsSchema = crmSnapshotPushSchema.extend({
  completed: z.array(z.string()).default([]),
  pending: z.array(z.string()).default([]),
  failed: z.array(z.string()).optional(),
});
export type CrmSnapshotPush = z.infer<typeof crmSnapshotPushWithAssetsSchema>;

/** `GET /snapshots/snapshot-status/{snapshotId}/location/{locationId}` (GetLatestSnapshotPushStatusSuccessfulResponseDTO). */
export const crmLatestSnapshotPushAnswerSchema = z.looseObject({ data: crmSnapshotPushWithAssetsSchema });

/** A location's custom value (locations.json's CustomValueSchema): `fieldKey` is `{{ custom_values.<key> }}`. */
export const crmCustomValueSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  fieldKey: z.string(),
  value: z.string().nullish(),
  locationId: text,
});
export type CrmCustomValue = z.infer<typeof crmCustomValueSchema>;

/** `GET /locations/{locationId}/customValues` (CustomValuesListSuccessfulResponseDto). */
export const crmCustomValuesAnswerSchema = z.looseObject({ customValues: z.array(crmCustomValueSchema) });

/** `POST|PUT /locations/{locationId}/customValues[/{id}]` (CustomValueIdSuccessfulResponseDto). */
export const crmCustomValueAnswerSchema = z.looseObject({ customValue: crmCustomValueSchema });

/** Sandbox-only (decision 027): `GET /snapshots/sandbox/{snapshotId}/contents`. */
export const crmSnapshotContentsSchema = z.looseObject({
  snapshot: crmSnapshotSchema,
  assets: z.array(z.looseObject({ type: z.string(), names: z.array(z.string()) })),
  customValues: z.array(z.looseObject({ name: z.string() })),
});
export type CrmSnapshotContents = z.infer<typeof crmSnapshotContentsSchema>;

/** Sandbox-only (decision 027): `POST /snapshots/sandbox/{snapshotId}/push`. */
export const crmSnapshotPushesStartedSchema = z.looseObject({ data: z.array(crmSnapshotPushWithAssetsSchema) });
