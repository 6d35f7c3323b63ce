import { z } from 'zod';
import { ZId, ZIsoDateTime, zText } from './common';
import { endpoint } from './endpoint';

/**
 * The CRM scopes a marketplace app may declare on its listing (the CRM's own names, from its OAuth documentation).
 * An installed app gets CRM access for its install's location only through these, and the install dialog lists them
 * in plain words before "Install".
 */
export const CRM_APP_SCOPES = [
  'businesses.readonly',
  'businesses.write',
  'calendars.readonly',
  'calendars.write',
  'calendars/events.readonly',
  'calendars/events.write',
  'contacts.readonly',
  'contacts.write',
  'conversations.readonly',
  'conversations.write',
  'conversations/message.readonly',
  'conversations/message.write',
  'locations.readonly',
  'locations/customFields.readonly',
  'locations/customFields.write',
  'locations/customValues.readonly',
  'locations/customValues.write',
  'locations/tags.readonly',
  'locations/tags.write',
  'opportunities.readonly',
  'opportunities.write',
  'products.readonly',
  'products.write',
  'users.readonly',
  'workflows.readonly',
] as const;
export const ZCrmAppScope = z.enum(CRM_APP_SCOPES);
export type TCrmAppScope = z.infer<typeof ZCrmAppScope>;

/** A listing's declared scopes: each once, at most all of them. */
export const ZCrmAppScopes = z
  .array(ZCrmAppScope)
  .max(CRM_APP_SCOPES.length)
  .refine((list) => new Set(list).size === list.length, 'Each CRM permission once');

/** The `apikey` header of app-tokens.ts, named here so that apps.ts can import the scopes without an import cycle. */
export const ZV1AuthHeaders = z.looseObject({
  apikey: zText().optional().describe("The install's Atrium API key (atr_...)"),
});

/** A CRM location token for an installed app's own location. */
export const ZCrmAppAccessToken = z.object({
  accessToken: zText(),
  tokenType: z.literal('Bearer'),
  /** Seconds from now. */
  expiresIn: z.number().int().positive(),
  expiresAt: ZIsoDateTime,
  /** What the app may use the token for: the scopes its listing declares (see the endpoint's summary). */
  scopes: z.array(ZCrmAppScope),
  installId: ZId,
  /** The install's Atrium location and the CRM location the token is for. */
  locationId: ZId,
  crmLocationId: zText(),
  crmCompanyId: zText(),
});
export type TCrmAppAccessToken = z.infer<typeof ZCrmAppAccessToken>;

/**
 * Why no token (`error.code`): 401 `invalid_api_key`; 403 `crm_scopes_not_declared` (the listing declares no CRM
 * scopes) or `crm_location_install_required` (the install is the agency's own, not a location's); 409
 * `crm_location_not_linked` (the location has no CRM location), `crm_not_connected`, `crm_reconnect_needed`,
 * `crm_scope_missing` (the agency's connection was not granted a declared scope); 429 `rate_limited`.
 */
export const V1_ACCESS_TOKEN_ERRORS = [
  'invalid_api_key',
  'crm_scopes_not_declared',
  'crm_location_install_required',
  'crm_location_not_linked',
  'crm_not_connected',
  'crm_reconnect_needed',
  'crm_scope_missing',
  'rate_limited',
] as const;

export const v1AuthEndpoints = {
  accessToken: endpoint({
    tag: 'Auth',
    method: 'POST',
    path: '/v1/auth/access_token',
    summary:
      "A short-lived CRM location token for the install's own location, authenticated by the install's apikey header. " +
      'The CRM cannot narrow a location token: Atrium issues one only for a listing that declares CRM scopes, only when ' +
      "the agency's connection covers every declared scope, from the connection with the fewest scopes beyond them, and " +
      'answers the declared scopes as the only ones the app may use (the terms the agency accepted at install).',
    auth: 'public',
    headers: ZV1AuthHeaders,
    status: 201,
    data: ZCrmAppAccessToken,
  }),
};
