import { z } from 'zod';

/**
 * Answers of the CRM's OAuth 2.0 endpoints, shaped as its `oauth/oauth.json` documents them. Strict on what Atrium
 * stores (the tokens, their lifetime and scopes, whose they are), loose on the rest (planId, isBulkInstallation...).
 */

export const crmUserTypeSchema = z.enum(['Company', 'Location']);
export type CrmUserType = z.infer<typeof crmUserTypeSchema>;

/** `POST /oauth/token`, for both grants: the authorization code and the (single use, rotating) refresh token. */
export const crmTokenSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  /** Seconds; about a day. */
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1),
  /** Space-separated, as OAuth writes scopes. */
  scope: z.string(),
  userType: crmUserTypeSchema,
  companyId: z.string().min(1),
  /** Only for a location (Sub-Account) token. */
  locationId: z.string().min(1).nullish(),
  userId: z.string().min(1),
  approvedLocations: z.array(z.string()).optional(),
  planId: z.string().optional(),
  isBulkInstallation: z.boolean().optional(),
});
export type CrmToken = z.infer<typeof crmTokenSchema>;

/** `POST /oauth/locationToken`: a location token minted from an agency token. */
export const crmLocationTokenSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().int().positive(),
  scope: z.string(),
  locationId: z.string().min(1),
  userId: z.string().min(1),
  /** Not in the documented schema, but the CRM sends one; kept when present. */
  refresh_token: z.string().min(1).optional(),
  companyId: z.string().min(1).optional(),
  userType: crmUserTypeSchema.optional(),
  planId: z.string().optional(),
});
export type CrmLocationToken = z.infer<typeof crmLocationTokenSchema>;

/** `GET /oauth/installedLocations`. */
export const crmInstalledLocationsSchema = z.looseObject({
  locations: z.array(
    z.looseObject({
      _id: z.string().min(1),
      name: z.string(),
      address: z.string().nullish(),
      isInstalled: z.boolean().optional(),
    }),
  ),
  /** Total locations under the company. */
  count: z.number().int().nonnegative().optional(),
  installToFutureLocations: z.boolean().optional(),
});
export type CrmInstalledLocations = z.infer<typeof crmInstalledLocationsSchema>;
