import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDateTime, zText } from './common';
import { endpoint } from './endpoint';

/**
 * Atrium's four OAuth connections to the CRM, each with its own client credentials and scope set (SPEC 9):
 * `associate` links an agency's or a location's Atrium account to its CRM company or location, `crm_sync` reads and
 * writes contacts, locations, users, workflows, products and opportunities, `support` serves the help desk, `app` is
 * Atrium installed in the CRM (its menu links and framed pages).
 */
export const CRM_CONNECTION_KINDS = ['associate', 'crm_sync', 'support', 'app'] as const;
export type TCrmConnectionKind = (typeof CRM_CONNECTION_KINDS)[number];

/** `needs_reconnect`: the CRM refused a refresh (revoked, or a refresh token spent elsewhere); only a new consent helps. */
export const CRM_CONNECTION_STATUSES = ['connected', 'needs_reconnect'] as const;
export type TCrmConnectionStatus = (typeof CRM_CONNECTION_STATUSES)[number];

export const ZCrmConnectionKind = z.enum(CRM_CONNECTION_KINDS);

/** One connection as the agency's admins see it: never its tokens. */
export const ZCrmConnection = z.object({
  _id: ZId,
  kind: ZCrmConnectionKind,
  status: z.enum(CRM_CONNECTION_STATUSES),
  /** The Atrium location an `associate` link belongs to; null for the agency's own connections. */
  locationId: ZId.nullable(),
  userType: z.enum(['Company', 'Location']),
  crmCompanyId: zText(),
  crmLocationId: zText().nullable(),
  scopes: z.array(zText()),
  expiresAt: ZIsoDateTime,
  refreshedAt: ZIsoDateTime.nullable(),
  createdAt: ZIsoDateTime,
});
export type TCrmConnection = z.infer<typeof ZCrmConnection>;

export const ZCrmAuthorizeBody = z.object({
  /** For `associate` only: link this location of the agency instead of the agency itself. */
  locationId: ZId.optional(),
});

/** What the CRM's redirect brought to `/integrations/<kind>`: a code, or the error of a denied consent. */
export const ZCrmCallbackBody = z.object({
  kind: ZCrmConnectionKind,
  state: zText().min(1).max(2000),
  code: zText().min(1).max(2000).optional(),
  error: zText().max(200).optional(),
});

export const crmEndpoints = {
  connections: endpoint({
    method: 'GET',
    path: '/api/v1/crm/connections',
    tag: 'CRM',
    summary: "The agency's connections to the CRM (agency admins)",
    auth: 'user',
    data: z.array(ZCrmConnection),
  }),
  authorize: endpoint({
    method: 'POST',
    path: '/api/v1/crm/connections/:kind/authorize',
    tag: 'CRM',
    summary: "Starts a connection: the address of the CRM's consent screen, with a signed single-use state",
    auth: 'user',
    params: z.object({ kind: ZCrmConnectionKind }),
    body: ZCrmAuthorizeBody,
    data: z.object({ url: zText() }),
  }),
  callback: endpoint({
    method: 'POST',
    path: '/api/v1/crm/callback',
    tag: 'CRM',
    summary: 'Completes a connection with the code the CRM redirected back with (by the person who started it)',
    auth: 'user',
    body: ZCrmCallbackBody,
    data: ZCrmConnection,
  }),
  webhook: endpoint({
    method: 'POST',
    path: '/api/v1/crm/webhooks',
    tag: 'CRM',
    summary:
      "The CRM's webhooks (INSTALL, UNINSTALL, LocationCreate, ContactCreate...): signed over the raw body, fresh within 5 minutes, each webhookId once",
    auth: 'public',
    headers: z.looseObject({ 'x-wh-signature': zText().max(2000).optional(), 'x-ghl-signature': zText().max(2000).optional() }),
    body: z.looseObject({
      type: zText().min(1).max(100),
      webhookId: zText().min(1).max(200),
      timestamp: ZIsoDateTime,
      companyId: zText().max(100).optional(),
      locationId: zText().max(100).optional(),
    }),
    data: z.object({ duplicate: z.boolean() }),
  }),
  disconnect: endpoint({
    method: 'DELETE',
    path: '/api/v1/crm/connections/:id',
    tag: 'CRM',
    summary: 'Forgets a connection and its tokens',
    auth: 'user',
    params: ZIdParams,
    empty: true,
  }),
};

/** The agency's CRM company, as the CRM describes it. */
export const ZCrmCompany = z.object({
  id: zText(),
  name: zText(),
  email: zText().nullable(),
  phone: zText().nullable(),
  website: zText().nullable(),
  city: zText().nullable(),
  country: zText().nullable(),
  locationCount: z.number().int().nullable(),
});
export type TCrmCompany = z.infer<typeof ZCrmCompany>;

/** How the agency's CRM sync runs (webhooks and "Sync now" run either way). */
export const ZCrmSyncSettings = z.object({
  /** The hourly run. */
  autoSync: z.boolean(),
  /** Whether runs read each location's contacts (locations and users are always read). */
  syncContacts: z.boolean(),
});
export type TCrmSyncSettings = z.infer<typeof ZCrmSyncSettings>;

/**
 * A change to the agency's CRM link: its sync settings, or `unlink`, which forgets the linked CRM company (every
 * connection, and the CRM ids the sync gave locations, people and contacts) so that another one can be linked.
 * Linking is connecting (POST /crm/connections/:kind/authorize); relinking is unlinking, then connecting.
 */
export const ZCrmCompanyUpdate = ZCrmSyncSettings.partial().extend({ unlink: z.literal(true).optional() });
export const ZCrmCompanyLink = z.object({
  crmCompanyId: zText().nullable(),
  settings: ZCrmSyncSettings,
  /** After unlinking: menu links Atrium could not remove from the old CRM (they stay there; remove them by hand). */
  menuLinksLeft: z.number().int().nonnegative().optional(),
});
export type TCrmCompanyLink = z.infer<typeof ZCrmCompanyLink>;

/** What an agency has set up of the CRM connection, and what is missing. */
export const ZCrmAppSetup = z.object({
  crmCompanyId: zText().nullable(),
  settings: ZCrmSyncSettings,
  /** The agency's live (not archived) Atrium locations, and how many of them the sync linked to a CRM location. */
  locations: z.object({ total: z.number().int(), linked: z.number().int() }),
  /** Menu links of installed apps in the CRM: in place, and failing (being retried). */
  menuLinks: z.object({ active: z.number().int(), failing: z.number().int() }),
  connections: z.array(
    z.object({
      kind: ZCrmConnectionKind,
      state: z.enum(['connected', 'needs_reconnect', 'not_connected']),
      /** Scopes the connection's app asks for that the consent did not grant. */
      missingScopes: z.array(zText()),
    }),
  ),
  /** In the order to do them: `connect:<kind>`, `reconnect:<kind>`, `scopes:<kind>`. */
  missing: z.array(zText()),
});
export type TCrmAppSetup = z.infer<typeof ZCrmAppSetup>;

export const ZCrmWorkflow = z.object({ id: zText(), name: zText(), status: zText() });
export const ZCrmProduct = z.object({ id: zText(), name: zText(), productType: zText(), description: zText().nullable() });
export const ZCrmSnapshot = z.object({ id: zText(), name: zText(), type: zText().nullable() });

/** A CRM location of the agency, by its CRM id (Atrium's locations learn theirs with the sync). */
const ZCrmLocationQuery = z.object({ crmLocationId: zText().min(1).max(100) });

/** SPEC 7's Agency group: the CRM as the agency sees it, read through the agency's own connection. */
export const agencyCrmEndpoints = {
  company: endpoint({
    method: 'GET',
    path: '/api/v1/agency/get_ghl_company',
    tag: 'Agency',
    summary: "The agency's linked CRM company (null when none is linked)",
    auth: 'user',
    data: ZCrmCompany.nullable(),
  }),
  updateCompany: endpoint({
    method: 'PUT',
    path: '/api/v1/agency/update_ghl_company',
    tag: 'Agency',
    summary:
      "Changes the agency's CRM link (agency admins): the sync's settings (hourly run, contacts), or unlink the CRM company to link another",
    auth: 'user',
    body: ZCrmCompanyUpdate,
    data: ZCrmCompanyLink,
  }),
  appSetup: endpoint({
    method: 'GET',
    path: '/api/v1/agency/get_app_setup',
    tag: 'Agency',
    summary:
      'Where the agency stands with the CRM: each connection and its scopes, sync settings, locations linked, menu links, and what is missing',
    auth: 'user',
    data: ZCrmAppSetup,
  }),
  workflows: endpoint({
    method: 'GET',
    path: '/api/v1/agency/getworkflows',
    tag: 'Agency',
    summary: "A CRM location's workflows, from the CRM (through the agency's CRM sync connection)",
    auth: 'user',
    query: ZCrmLocationQuery,
    data: z.array(ZCrmWorkflow),
  }),
  products: endpoint({
    method: 'GET',
    path: '/api/v1/agency/getproducts',
    tag: 'Agency',
    summary: "A CRM location's products, from the CRM (through the agency's CRM sync connection)",
    auth: 'user',
    query: ZCrmLocationQuery.extend({ search: zText().max(100).optional() }),
    data: z.array(ZCrmProduct),
  }),
  snapshots: endpoint({
    method: 'GET',
    path: '/api/v1/agency/list-snapshots',
    tag: 'Agency',
    summary: "The agency's snapshots in the CRM (through its CRM sync connection)",
    auth: 'user',
    data: z.array(ZCrmSnapshot),
  }),
};
