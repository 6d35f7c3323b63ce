import { z } from 'zod';
import { ZId, zText, zUrl } from './common';
import { endpoint } from './endpoint';
import { ZInstall } from './installs';

/**
 * Per-install secrets (issue 3, App tokens group, all POST under /api/v1/app_token unless noted).
 * Secrets are encrypted or hashed at rest and never come back in full after saving: only their last 4
 * characters. The one exception is a new API key, shown once in the answer that creates it.
 */

export const API_KEY_HEADER = 'apikey';
/** Atrium API keys: a fixed prefix (so leaked keys are recognisable) and 43 base64url characters. */
export const API_KEY_PATTERN = /^atr_[A-Za-z0-9_-]{43}$/;

export const ZInstallIdBody = z.object({ installId: ZId });

/** A saved secret as it is shown again: its name and last 4 characters. */
export const ZMaskedSecret = z.object({ name: zText(), last4: zText(), updatedAt: zText() });
export type TMaskedSecret = z.infer<typeof ZMaskedSecret>;

/** POST /app_token/save_credentials: the install's credentials for the app's own service (replaces what was saved). */
export const CREDENTIAL_NAME = /^[A-Za-z][A-Za-z0-9_.-]{0,39}$/;
export const ZSaveCredentialsBody = z.object({
  installId: ZId,
  credentials: z
    .record(
      zText().regex(CREDENTIAL_NAME, 'Credential names start with a letter: letters, digits, _ . - (up to 40)'),
      zText().trim().min(1, 'A credential cannot be empty').max(4000),
    )
    .refine((r) => Object.keys(r).length >= 1, 'Add at least one credential')
    .refine((r) => Object.keys(r).length <= 20, 'At most 20 credentials'),
});
export type TSaveCredentialsBody = z.input<typeof ZSaveCredentialsBody>;
export const ZSavedCredentials = z.object({ installId: ZId, fields: z.array(ZMaskedSecret) });

/** An API key as shown after creation. */
export const ZMaskedApiKey = z.object({ last4: zText(), createdAt: zText(), lastUsedAt: zText().nullable() });
export type TMaskedApiKey = z.infer<typeof ZMaskedApiKey>;

/** POST /app_token/SaveApiKey: issues (or rotates) the install's API key; `key` is shown this once. */
export const ZNewApiKey = ZMaskedApiKey.extend({ key: zText() });
/** POST /app_token/CheckApiKey: whether an install is set up (has an API key, which credentials are saved). */
export const ZApiKeyCheck = z.object({
  hasApiKey: z.boolean(),
  apiKey: ZMaskedApiKey.nullable(),
  credentials: z.array(ZMaskedSecret),
});

/** POST /app_token/validate/api-key (key in the `apikey` header): what the key authenticates; 401 when it is not valid. */
export const ZApiKeyIdentity = z.object({
  valid: z.literal(true),
  installId: ZId,
  appId: ZId,
  agencyId: ZId,
  locationId: ZId.nullable(),
});

/**
 * POST /app_token/free_app_access_token: a short-lived access token for a free app's install, for the
 * app's embedded view. A signed-in user names the app (and a location); an app server sends its API key instead.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const ZFreeAppAccessTokenBody = z.object({ appId: ZId.optional(), locationId: ZId.optional() });
export const ZAccessToken = z.object({ accessToken: zText(), expiresAt: zText(), installId: ZId });

/** PUT /app_token/whitelabel-config: how the app presents itself to this install's users. */
export const ZWhitelabelBody = z.object({
  installId: ZId,
  displayName: zText().trim().min(1).max(80).nullable().optional(),
  logoUrl: z
    .union([zUrl({ protocol: /^https$/ }).max(500), zText().regex(/^\/uploads\/[A-Za-z0-9._/-]{1,300}$/)])
    .nullable()
    .optional(),
  primaryColor: zText()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1a73e8')
    .nullable()
    .optional(),
  hideBranding: z.boolean().optional(),
});
export type TWhitelabelBody = z.input<typeof ZWhitelabelBody>;

/**
 * GET /app/connection_data?app_id=&location_id=: an install's connection details, for the app's settings
 * screen (signed in) or the app's server (`apikey` header, which names the install itself).
 */
export const ZConnectionDataQuery = z.object({ app_id: ZId.optional(), location_id: ZId.optional() });
export const ZConnectionData = z.object({
  app: z.object({ _id: ZId, name: zText() }),
  agency: z.object({ _id: ZId, name: zText() }),
  location: z.object({ _id: ZId, name: zText() }).nullable(),
  install: ZInstall,
  apiKey: ZMaskedApiKey.nullable(),
  credentials: z.array(ZMaskedSecret),
});
export type TConnectionData = z.infer<typeof ZConnectionData>;

const tokens = { tag: 'App tokens' } as const;

/** Routes that accept an API key declare the header (loose: the other headers stay as they are). */
const ZApiKeyHeaders = z.looseObject({
  [API_KEY_HEADER]: zText().optional().describe("The install's Atrium API key (atr_...)"),
});
const admin = { ...tokens, method: 'POST', auth: 'user' } as const;

/** The app tokens group: an install's secrets for admins, and what an app's server reads with the install's API key. */
export const appTokenEndpoints = {
  saveCredentials: endpoint({
    ...admin,
    path: '/api/v1/app_token/save_credentials',
    summary: "Save the install's credentials for the app (admins; replaces what was saved; shown masked)",
    body: ZSaveCredentialsBody,
    data: ZSavedCredentials,
  }),
  /** Issues (or rotates) the install's API key; `key` is shown in this answer only. */
  saveApiKey: endpoint({
    ...admin,
    path: '/api/v1/app_token/SaveApiKey',
    summary: "Issue or rotate the install's API key (admins); the key is shown in this answer only",
    status: 201,
    body: ZInstallIdBody,
    data: ZNewApiKey,
  }),
  /** The install's key, masked (null when none was issued). */
  getApiKey: endpoint({
    ...admin,
    path: '/api/v1/app_token/GetApiKey',
    summary: "The install's API key, masked",
    body: ZInstallIdBody,
    data: ZMaskedApiKey.nullable(),
  }),
  checkApiKey: endpoint({
    ...admin,
    path: '/api/v1/app_token/CheckApiKey',
    summary: 'Whether the install has an API key and which credentials are saved (masked)',
    body: ZInstallIdBody,
    data: ZApiKeyCheck,
  }),
  /** The key comes in the `apikey` header; 401 invalid_api_key when it is not valid. */
  validateApiKey: endpoint({
    ...tokens,
    method: 'POST',
    path: '/api/v1/app_token/validate/api-key',
    summary: 'What the API key in the apikey header authenticates (401 invalid_api_key otherwise)',
    auth: 'public',
    headers: ZApiKeyHeaders,
    data: ZApiKeyIdentity,
  }),
  /** Signed in, or (no bearer) with the install's key in the `apikey` header. */
  freeAppAccessToken: endpoint({
    ...tokens,
    method: 'POST',
    path: '/api/v1/app_token/free_app_access_token',
    summary: "A short-lived access token for a free app's install (signed in, or with the install's API key)",
    auth: 'optional',
    headers: ZApiKeyHeaders,
    status: 201,
    body: ZFreeAppAccessTokenBody,
    data: ZAccessToken,
  }),
  /** Brings back an uninstalled install (same place, plan and settings; secrets start empty). */
  reinstall: endpoint({
    ...admin,
    path: '/api/v1/app_token/re_install_app',
    summary: 'Bring back an uninstalled install (agency admins; location admins for their location)',
    body: ZInstallIdBody,
    data: ZInstall,
  }),
  whitelabel: endpoint({
    ...admin,
    method: 'PUT',
    path: '/api/v1/app_token/whitelabel-config',
    summary: "Change how the app presents itself to this install's users (admins)",
    body: ZWhitelabelBody,
    data: ZInstall,
  }),
  /** Signed in, or (no bearer) with the install's key in the `apikey` header. */
  connectionData: endpoint({
    ...tokens,
    method: 'GET',
    path: '/api/v1/app/connection_data',
    summary: "An install's connection details, secrets masked (signed in, or with the install's API key)",
    auth: 'optional',
    headers: ZApiKeyHeaders,
    query: ZConnectionDataQuery,
    data: ZConnectionData,
  }),
};
