import { z } from 'zod';
import { ZSession } from './auth';
import { ZId, ZIsoDateTime, zText } from './common';
import { endpoint } from './endpoint';

/**
 * Signing in from inside the CRM (issue 21). A page the CRM frames (`/sso?to=<path>`) asks its parent for the
 * signed-in CRM user (`REQUEST_USER_DATA`), gets an encrypted payload back and trades it here for an Atrium session,
 * the same session the sign-in endpoint gives.
 */

/** The answer the page sends on: the CRM's encrypted payload, as the parent frame posted it. */
export const ZCrmSsoBody = z.object({ payload: zText().trim().min(1, 'The CRM sent no user data').max(16_000) }).strict();
export type TCrmSsoBody = z.input<typeof ZCrmSsoBody>;

/**
 * Why a payload was refused (`error.code`), so the page can say what to do:
 * - `sso_invalid` (401): it does not open with the app's shared secret, or was changed on the way;
 * - `sso_stale` (401): a payload first used too long ago (a replay); reopening the page in the CRM makes a new one;
 * - `sso_unknown_company` (403): the CRM company is not connected to an Atrium agency;
 * - `sso_unknown_location` (403): the location is not one of that agency's linked locations;
 * - `sso_account_conflict` (403): the email belongs to an Atrium account outside that agency;
 * - `sso_unavailable` (503): this server has no CRM set up.
 */
export const CRM_SSO_ERRORS = [
  'sso_invalid',
  'sso_stale',
  'sso_unknown_company',
  'sso_unknown_location',
  'sso_account_conflict',
  'sso_unavailable',
] as const;
export type TCrmSsoError = (typeof CRM_SSO_ERRORS)[number];

/** How long a payload is honoured after its first use: a reload of the same framed page, not a replay a day later. */
export const SSO_PAYLOAD_REUSE_MINUTES = 10;

/** Where a CRM menu link stands: being added, in the CRM, failing (retried), being removed. */
export const CRM_MENU_LINK_STATES = ['pending', 'linked', 'failed', 'removing'] as const;
export type TCrmMenuLinkState = (typeof CRM_MENU_LINK_STATES)[number];

/**
 * What a menu link opens: an installed app's in-CRM page, the agency's store (decision 031), or the AI chat with the
 * agency's agents (issue 24).
 */
export const CRM_MENU_LINK_KINDS = ['app', 'store', 'agent'] as const;
export type TCrmMenuLinkKind = (typeof CRM_MENU_LINK_KINDS)[number];

/** One menu link in a CRM location (an install's, or the location's store link), as the agency's team sees it. */
export const ZCrmMenuLink = z.object({
  _id: ZId,
  kind: z.enum(CRM_MENU_LINK_KINDS),
  /** The install an app's link is for; null for a store link. */
  installId: ZId.nullable(),
  /** The installed app; null for a store link. */
  appId: ZId.nullable(),
  /** What the link says in the CRM's menu: the app's name, or the store's. */
  title: zText(),
  locationId: ZId,
  locationName: zText(),
  state: z.enum(CRM_MENU_LINK_STATES),
  /** The CRM's menu id once created. */
  crmMenuId: zText().nullable(),
  /** Why the last try failed, in plain words (no CRM text); null when it did not. */
  lastError: zText().nullable(),
  attempts: z.number().int().nonnegative(),
  updatedAt: ZIsoDateTime,
  /**
   * The link's page in the CRM, to open it there: known for the CRM sandbox only (null for a real CRM, whose pages'
   * address depends on the agency's white-label domain) and only once the link exists.
   */
  crmPageUrl: zText().nullable(),
});
export type TCrmMenuLink = z.infer<typeof ZCrmMenuLink>;

const sso = { tag: 'CRM sign-in' } as const;

export const crmSsoEndpoints = {
  signIn: endpoint({
    ...sso,
    method: 'POST',
    path: '/api/v1/crm/sso',
    summary:
      'Sign in from a page framed by the CRM: trades the encrypted REQUEST_USER_DATA payload for a session (rate limited like sign-in)',
    auth: 'public',
    body: ZCrmSsoBody,
    data: ZSession,
  }),
  menuLinks: endpoint({
    ...sso,
    method: 'GET',
    path: '/api/v1/crm/menu-links',
    summary:
      "The agency's menu links in its CRM locations (installed apps' pages, the store), with failures (agency admins and staff)",
    auth: 'user',
    data: z.array(ZCrmMenuLink),
  }),
  retryMenuLink: endpoint({
    ...sso,
    method: 'POST',
    path: '/api/v1/crm/menu-links/:linkId/retry',
    summary: 'Try a failed menu link again now (agency admins)',
    auth: 'user',
    params: z.object({ linkId: ZId }),
    data: ZCrmMenuLink,
  }),
};
