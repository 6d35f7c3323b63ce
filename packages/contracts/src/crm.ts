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
