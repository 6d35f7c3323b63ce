import { z } from 'zod';
import { ZAppBundle, ZAppCard, ZBundleQuery, ZRatingDistribution, ZRatingSummary } from './apps';
import { ZId, ZIdParams, zData, zText } from './common';
import { endpoint } from './endpoint';
import { ZOkValue } from './resource-endpoints';

/**
 * Installing apps (issue 3): an agency installs an app for itself, for chosen locations, or for all
 * present and future locations; a location admin installs only apps its agency approved. All paths are
 * under /api/v1. Every id in a body is checked against the actor's agency: another agency's location
 * is a 404, exactly like an id that does not exist.
 */

export const INSTALL_STATUSES = ['active', 'uninstalled'] as const;
export const ZInstallStatus = z.enum(INSTALL_STATUSES);

/** Per-install white-label settings (PUT /app_token/whitelabel-config). */
export const ZWhitelabelConfig = z.object({
  displayName: zText().nullable(),
  logoUrl: zText().nullable(),
  /** `#rrggbb`. */
  primaryColor: zText().nullable(),
  hideBranding: z.boolean(),
});
export type TWhitelabelConfig = z.infer<typeof ZWhitelabelConfig>;

/** One install: the app for the agency itself (`locationId` null) or for one location. */
export const ZInstall = z.object({
  _id: ZId,
  appId: ZId,
  agencyId: ZId,
  locationId: ZId.nullable(),
  locationName: zText().nullable(),
  planId: ZId.nullable(),
  planName: zText().nullable(),
  /** The version installed (the app's latest at install or update time); null when the app has no versions. */
  version: zText().nullable(),
  latestVersion: zText().nullable(),
  updateAvailable: z.boolean(),
  status: ZInstallStatus,
  installedAt: zText(),
  uninstalledAt: zText().nullable(),
  /** The app's widget/script is switched on for the location's website. */
  webIntegrationEnabled: z.boolean(),
  whitelabel: ZWhitelabelConfig.nullable(),
});
export type TInstall = z.infer<typeof ZInstall>;

/** Where an install or uninstall applies. `all_locations` also covers locations created later. */
export const ZInstallTargetInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('agency') }),
  z.object({
    kind: z.literal('locations'),
    locationIds: z
      .array(ZId)
      .min(1, 'Choose at least one location')
      .max(500)
      .transform((ids) => [...new Set(ids)]),
  }),
  z.object({ kind: z.literal('all_locations') }),
]);
export type TInstallTargetInput = z.input<typeof ZInstallTargetInput>;

/**
 * POST /app/update_app_with_company_id: install an app (or change the plan of / update an existing
 * install to the latest version: installing again is idempotent). `planId` defaults to the app's first plan.
 * A paid plan (issue 23) is not installed here: the answer is a 402 `payment_required` whose `details` is the
 * quote (app-billing.ts), and the web runs checkout.
 */
export const ZInstallAppBody = z.object({
  appId: ZId,
  planId: ZId.optional(),
  target: ZInstallTargetInput,
});
export type TInstallAppBody = z.input<typeof ZInstallAppBody>;

/**
 * POST /app/remove_subscription: uninstall, cleaning up credentials, API keys, access tokens and the web integration.
 * Installs a paid subscription holds (issue 23) are not removed at once: the subscription is cancelled at its
 * period's end (`when` `period_end`, the default) and they go when it ends, or cancelled and removed `now`.
 */
export const ZUninstallAppBody = z.object({
  appId: ZId,
  target: ZInstallTargetInput,
  when: z.enum(['period_end', 'now']).optional(),
});
export type TUninstallAppBody = z.input<typeof ZUninstallAppBody>;

/** What the viewer's install button shows on an app page. */
export const INSTALL_BUTTON_STATES = [
  'sign_in',
  'install',
  'installed',
  'update_available',
  'needs_approval',
  'approval_requested',
  'not_allowed',
] as const;
export const ZInstallButtonState = z.enum(INSTALL_BUTTON_STATES);
export type TInstallButtonState = z.infer<typeof ZInstallButtonState>;

/** GET /app/install_state?app_id=: the viewer's relation to one app (works signed out: state `sign_in`). */
export const ZAppInstallState = z.object({
  state: ZInstallButtonState,
  /** Which targets the viewer may install to (agency admins: agency and/or locations by the app's installTarget). */
  canInstallFor: z.object({ agency: z.boolean(), locations: z.boolean() }),
  /** The agency has approved this app for its locations. */
  approved: z.boolean(),
  /** The agency installs this app on every new location automatically. */
  allLocations: z.boolean(),
  /**
   * Somewhere the viewer may install it is still without it (the agency itself, or one of its locations):
   * what "Install for more places" needs. False once every place has it.
   */
  canInstallMore: z.boolean(),
  /** Active installs in the viewer's scope (an agency user: the agency's and all its locations'; a location user: its own). */
  installs: z.array(ZInstall),
  /** Reviewing: allowed while installed or up to 15 days after uninstalling. */
  feedback: z.object({ canReview: z.boolean(), reviewId: ZId.nullable(), until: zText().nullable() }),
});
export type TAppInstallState = z.infer<typeof ZAppInstallState>;
export const ZAppInstallStateResponse = zData(ZAppInstallState);

/**
 * Installing answers with the installs at the places chosen and the viewer's new state for the app, and
 * uninstalling with how many went and that state: the app page applies them without asking again.
 */
export const ZInstallAnswer = z.object({ installs: z.array(ZInstall), state: ZAppInstallState });
export type TInstallAnswer = z.infer<typeof ZInstallAnswer>;
export const ZUninstallAnswer = z.object({
  removed: z.number().int().nonnegative(),
  state: ZAppInstallState,
  /**
   * Paid subscriptions the uninstall cancelled at their period's end: their installs stay until `endsAt` (ISO). Empty
   * (or absent) when nothing was paid for, or everything was cancelled `now`.
   */
  endingSubscriptions: z
    .array(z.object({ subscriptionId: ZId, endsAt: zText().nullable(), installs: z.number().int().nonnegative() }))
    .optional(),
});
export type TUninstallAnswer = z.infer<typeof ZUninstallAnswer>;
export const ZInstallListResponse = zData(ZInstallAnswer);
export const ZUninstallResponse = zData(ZUninstallAnswer);
export const ZAppIdQuery = z.object({ app_id: ZId });

/** GET /app/get_install_apps?location_id=: the apps installed for a location (or, without location_id, for the agency). */
export const ZInstalledAppsQuery = z.object({ location_id: ZId.optional() });
export const ZInstalledApp = z.object({ install: ZInstall, app: ZAppCard });
export type TInstalledApp = z.infer<typeof ZInstalledApp>;
export const ZInstalledApps = z.object({
  location: z.object({ _id: ZId, name: zText() }).nullable(),
  apps: z.array(ZInstalledApp),
});
export type TInstalledApps = z.infer<typeof ZInstalledApps>;

/** POST /app/enable_web_integration_location and its _bulk variant (the app must be installed there). */
export const ZWebIntegrationBody = z.object({ appId: ZId, locationId: ZId, enabled: z.boolean() });
export type TWebIntegrationBody = z.input<typeof ZWebIntegrationBody>;
export const ZWebIntegrationBulkBody = z.object({
  appId: ZId,
  locationIds: z.array(ZId).min(1, 'Choose at least one location').max(500),
  enabled: z.boolean(),
});
/** How many of the locations had the app installed and were switched. */
export const ZWebIntegrationBulkResult = z.object({ updated: z.number().int().nonnegative() });

/** Approvals: an agency admin approves an app for the agency's locations; a location admin may ask for it. */
export const APPROVAL_STATUSES = ['requested', 'approved'] as const;
export const ZApproval = z.object({
  appId: ZId,
  appName: zText(),
  status: z.enum(APPROVAL_STATUSES),
  requestedBy: z.object({ locationId: ZId, locationName: zText() }).nullable(),
  updatedAt: zText(),
});
export type TApproval = z.infer<typeof ZApproval>;
/** POST /app/approvals (agency admin: approve), POST /app/approval_requests (location admin: ask), DELETE /app/approvals/:appId. */
export const ZApprovalBody = z.object({ appId: ZId });
export const ZAppIdParams = z.object({ appId: ZId });

/** GET /app/bundles/:slug: an unknown slug is a 404, not a 400, so the path takes any short text. */
export const ZBundleParams = z.object({ slug: zText().trim().min(1).max(40) });

const installs = { tag: 'Installs' } as const;

/** Installing apps, the viewer's install state, web integrations, approvals and the store bundles. */
export const installEndpoints = {
  install: endpoint({
    ...installs,
    method: 'POST',
    path: '/api/v1/app/update_app_with_company_id',
    summary: 'Install an app for the agency, chosen locations or all locations (again: change plan / update)',
    auth: 'user',
    body: ZInstallAppBody,
    data: ZInstallAnswer,
  }),
  uninstall: endpoint({
    ...installs,
    method: 'POST',
    path: '/api/v1/app/remove_subscription',
    summary: 'Uninstall an app (wipes its credentials, API key, access tokens and web integration)',
    auth: 'user',
    body: ZUninstallAppBody,
    data: ZUninstallAnswer,
  }),
  state: endpoint({
    ...installs,
    method: 'GET',
    path: '/api/v1/app/install_state',
    summary: "The viewer's install button, installs and review window for one app (works signed out)",
    auth: 'public',
    query: ZAppIdQuery,
    data: ZAppInstallState,
  }),
  installed: endpoint({
    ...installs,
    method: 'GET',
    path: '/api/v1/app/get_install_apps',
    summary: "The apps installed on a location (without location_id: the agency's own, or your location's)",
    auth: 'user',
    query: ZInstalledAppsQuery,
    data: ZInstalledApps,
  }),
  webIntegration: endpoint({
    ...installs,
    method: 'POST',
    path: '/api/v1/app/enable_web_integration_location',
    summary: "Switch an installed app's web integration for one location",
    auth: 'user',
    body: ZWebIntegrationBody,
    data: ZInstall,
  }),
  webIntegrationBulk: endpoint({
    ...installs,
    method: 'POST',
    path: '/api/v1/app/enable_web_integration_location_bulk',
    summary: "Switch an app's web integration for several locations (those where it is installed)",
    auth: 'user',
    body: ZWebIntegrationBulkBody,
    data: ZWebIntegrationBulkResult,
  }),
  approvals: endpoint({
    ...installs,
    method: 'GET',
    path: '/api/v1/app/approvals',
    summary: "Your agency's app approvals and pending requests",
    auth: 'user',
    data: z.array(ZApproval),
  }),
  approve: endpoint({
    ...installs,
    method: 'POST',
    path: '/api/v1/app/approvals',
    summary: "Approve an app for your agency's locations (agency admins)",
    auth: 'user',
    body: ZApprovalBody,
    data: ZApproval,
  }),
  requestApproval: endpoint({
    ...installs,
    method: 'POST',
    path: '/api/v1/app/approval_requests',
    summary: 'Ask your agency to approve an app (location admins)',
    auth: 'user',
    body: ZApprovalBody,
    data: ZApproval,
  }),
  revokeApproval: endpoint({
    ...installs,
    method: 'DELETE',
    path: '/api/v1/app/approvals/:appId',
    summary: 'Revoke an approval or decline a request (installed apps stay)',
    auth: 'user',
    params: ZAppIdParams,
    data: ZOkValue,
  }),
  bundle: endpoint({
    ...installs,
    method: 'GET',
    path: '/api/v1/app/bundles/:slug',
    summary: 'A store bundle with its apps and which of them are installed where you look',
    auth: 'public',
    params: ZBundleParams,
    query: ZBundleQuery,
    data: ZAppBundle,
  }),
};

/** GET/POST /agency/locations: the agency's locations (a location user sees only its own). */
export const ZLocation = z.object({ _id: ZId, name: zText(), createdAt: zText() });
export type TLocation = z.infer<typeof ZLocation>;
export const ZLocationCreate = z.object({
  name: zText().trim().min(2, 'Location name must be at least 2 characters').max(120),
});

/** The agency's locations (sub-accounts). */
export const locationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/agency/locations',
    tag: 'Agency',
    summary: "Your agency's locations by name (a location user: its own)",
    auth: 'user',
    data: z.array(ZLocation),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/v1/agency/locations',
    tag: 'Agency',
    summary: 'Create a location (agency admins); apps installed on all locations are installed on it too',
    auth: 'user',
    status: 201,
    body: ZLocationCreate,
    data: ZLocation,
  }),
};

/** A review (one per install). `mine` tells the viewer which one they can edit. */
export const ZAppReview = z.object({
  _id: ZId,
  appId: ZId,
  authorName: zText(),
  stars: z.number().int().min(1).max(5),
  body: zText().nullable(),
  developerReply: zText().nullable(),
  repliedAt: zText().nullable(),
  createdAt: zText(),
  updatedAt: zText(),
  mine: z.boolean(),
});
export type TAppReview = z.infer<typeof ZAppReview>;
export const ZAppReviewResponse = zData(ZAppReview);

/** An app's rating as a review left it: the app page's summary (average and count) and its bars per star. */
export const ZAppRatingState = z.object({ rating: ZRatingSummary, ratingDistribution: ZRatingDistribution });
export type TAppRatingState = z.infer<typeof ZAppRatingState>;
/** POST /app/submit_feedback answers with the review and the app's rating after it, for the page to show at once. */
export const ZSubmitFeedbackResult = ZAppReview.extend({ appRating: ZAppRatingState });
export type TSubmitFeedbackResult = z.infer<typeof ZSubmitFeedbackResult>;
export const ZSubmitFeedbackResponse = zData(ZSubmitFeedbackResult);

/** GET /app/reviews?app_id=: newest first, keyset paged; `stars` filters to one star count. */
export const ZAppReviewsQuery = z.object({
  app_id: ZId,
  stars: z.coerce.number().int().min(1).max(5).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  cursor: zText().max(200).optional(),
});

/**
 * POST /app/submit_feedback: create or edit the review of the viewer's install. A location user reviews
 * its location's install; an agency user its agency install, or a location's with `locationId`.
 * Allowed while installed and for 15 days after uninstalling.
 */
export const FEEDBACK_WINDOW_DAYS = 15;
export const ZSubmitFeedbackBody = z.object({
  appId: ZId,
  locationId: ZId.optional(),
  stars: z.number().int().min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
  body: zText().trim().max(2000, 'Keep the review under 2000 characters').optional(),
});
export type TSubmitFeedbackBody = z.input<typeof ZSubmitFeedbackBody>;

/** POST /app/reviews/:id/reply: the app's developer (or the super admin) answers a review. */
export const ZReviewReplyBody = z.object({
  body: zText().trim().min(1, 'Write a reply').max(2000, 'Keep the reply under 2000 characters'),
});

const review = { tag: 'Reviews' } as const;

/** Reviews: read by anyone, written by the people an app is installed for, answered by its developer. */
export const reviewEndpoints = {
  list: endpoint({
    ...review,
    method: 'GET',
    path: '/api/v1/app/reviews',
    summary: "An app's reviews, newest first, keyset paged (stars filters to one star count)",
    auth: 'public',
    query: ZAppReviewsQuery,
    list: ZAppReview,
  }),
  submitFeedback: endpoint({
    ...review,
    method: 'POST',
    path: '/api/v1/app/submit_feedback',
    summary: 'Review (or edit the review of) your install of an app, while installed or up to 15 days after uninstalling',
    auth: 'user',
    body: ZSubmitFeedbackBody,
    data: ZSubmitFeedbackResult,
  }),
  reply: endpoint({
    ...review,
    method: 'POST',
    path: '/api/v1/app/reviews/:id/reply',
    summary: "Answer a review of your app (the app's developer or the super admin)",
    auth: 'user',
    params: ZIdParams,
    body: ZReviewReplyBody,
    data: ZAppReview,
  }),
};
