import { z } from 'zod';
import { ZAppDetail, ZAppStatus, ZAppType, ZInstallTarget, ZPartnerRef, ZPricingModel, ZRatingSummary } from './apps';
import { ZHttpsUrl, ZId, ZIdParams, zData, zEmail, zList, zText } from './common';
import { endpoint } from './endpoint';
import { ZCrmAppScopes } from './v1-auth';

/**
 * The console for app creators and the super admin (issue 3), under /api/v1/console. App creators work
 * on their partner's apps; the super admin on every app, and alone approves, rejects and sees the queue.
 * Lifecycle: draft -> (submit) in_review -> (approve) live -> (deprecate) deprecated; reject sends
 * in_review back to draft with a reason. Editing a live app keeps it live.
 */

const httpsUrl = ZHttpsUrl;
/** An image: an https address or a file from the image upload (`/uploads/...`). */
export const ZImageRef = z.union([
  httpsUrl,
  zText().regex(/^\/uploads\/[A-Za-z0-9._/-]{1,300}$/, 'Use an https:// address or upload an image'),
]);
const optionalUrl = httpsUrl.nullable().optional();

export const ZAppListingInput = z.object({
  name: zText().trim().min(2, 'Name must be at least 2 characters').max(80, 'Name must be at most 80 characters'),
  tagline: zText().trim().min(10, 'Tagline must be at least 10 characters').max(140, 'Tagline must be at most 140 characters'),
  /** Rich text; sanitised on write to the allow-list. */
  description: zText().trim().min(1, 'Describe the app').max(20_000),
  iconUrl: ZImageRef.nullable().optional(),
  type: ZAppType,
  categories: z.array(zText().trim().min(2).max(40)).min(1, 'Choose at least one category').max(5),
  tags: z.array(zText().trim().min(2).max(30)).max(10).default([]),
  installTarget: ZInstallTarget,
  screenshots: z
    .array(z.object({ url: ZImageRef, caption: zText().trim().max(140).nullable().optional() }))
    .max(8, 'At most 8 screenshots')
    .default([]),
  videoUrl: optionalUrl,
  customPageUrl: optionalUrl,
  /** The CRM permissions the app asks for at install (none: the app gets no CRM access token). */
  crmScopes: ZCrmAppScopes.optional(),
  support: z
    .object({
      website: optionalUrl,
      email: zEmail().max(200).nullable().optional(),
      docsUrl: optionalUrl,
      privacyUrl: optionalUrl,
    })
    .default({}),
});
export type TAppListingInput = z.input<typeof ZAppListingInput>;
/** POST /console/apps: a new draft. The super admin names the partner; an app creator publishes as their own partner. */
export const ZConsoleAppCreate = ZAppListingInput.extend({ partnerId: ZId.optional() });
/** PUT /console/apps/:id: the listing (every field, as the form shows them). */
export const ZConsoleAppUpdate = ZAppListingInput;

export const ZAppPlanInput = z
  .object({
    _id: ZId.optional(),
    name: zText().trim().min(2).max(60),
    model: ZPricingModel,
    priceCents: z.number().int().min(0).max(10_000_000),
    currency: zText()
      .regex(/^[A-Z]{3}$/, 'Use a 3-letter currency code')
      .default('USD'),
    trialDays: z.number().int().min(0).max(90).default(0),
    features: z.array(zText().trim().min(1).max(120)).max(12).default([]),
  })
  .refine((p) => (p.model === 'free') === (p.priceCents === 0), {
    message: 'Free plans cost 0; paid plans need a price',
    path: ['priceCents'],
  });
/** PUT /console/apps/:id/plans: the whole list, in order (plans with an `_id` are kept and edited). */
export const ZConsolePlansBody = z.object({ plans: z.array(ZAppPlanInput).min(1, 'Add at least one plan').max(6) });
export type TConsolePlansBody = z.input<typeof ZConsolePlansBody>;

/** POST /console/apps/:id/versions: a release. Versions are `major.minor.patch`, each newer than the last. */
export const ZAppVersionInput = z.object({
  version: zText().regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, 'Use a version like 1.4.0'),
  notes: zText().trim().min(1, 'Write release notes').max(10_000),
});

export const ZRejectBody = z.object({
  reason: zText().trim().min(5, 'Give the creator a reason (at least 5 characters)').max(1000),
});

/** A row of the console's app list. */
export const ZConsoleAppRow = z.object({
  _id: ZId,
  name: zText(),
  iconUrl: zText().nullable(),
  type: ZAppType,
  status: ZAppStatus,
  partner: ZPartnerRef,
  installCount: z.number().int().nonnegative(),
  rating: ZRatingSummary,
  submittedAt: zText().nullable(),
  rejectionReason: zText().nullable(),
  updatedAt: zText(),
});
export type TConsoleAppRow = z.infer<typeof ZConsoleAppRow>;
export const ZConsoleAppsQuery = z.object({
  status: ZAppStatus.optional(),
  q: zText().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: zText().max(200).optional(),
});
export const ZConsoleAppList = zList(ZConsoleAppRow);

/** GET /console/apps/:id: the app page's data plus the review lifecycle. */
export const ZConsoleApp = ZAppDetail.extend({
  submittedAt: zText().nullable(),
  reviewedAt: zText().nullable(),
  rejectionReason: zText().nullable(),
});
export type TConsoleApp = z.infer<typeof ZConsoleApp>;
export const ZConsoleAppResponse = zData(ZConsoleApp);

/** GET /console/apps/:id/installs?days=: installs and uninstalls per day, and active installs at each day's end. */
export const ZInstallChartQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => [7, 30, 90, 365].includes(d), 'days is one of 7, 30, 90, 365')
    .default(30),
});
export const ZInstallChartPoint = z.object({
  day: zText().regex(/^\d{4}-\d{2}-\d{2}$/),
  installs: z.number().int().nonnegative(),
  uninstalls: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
});
export type TInstallChartPoint = z.infer<typeof ZInstallChartPoint>;
export const ZInstallChart = z.object({ points: z.array(ZInstallChartPoint), totalActive: z.number().int() });
export type TInstallChart = z.infer<typeof ZInstallChart>;
export const ZInstallChartResponse = zData(ZInstallChart);

const consoleTag = { tag: 'App console' } as const;
const consoleApp = { ...consoleTag, auth: 'user', params: ZIdParams, data: ZConsoleApp } as const;

/** The app console: app creators on their partner's apps, the super admin on every app (and the review queue). */
export const consoleEndpoints = {
  list: endpoint({
    ...consoleTag,
    method: 'GET',
    path: '/api/v1/console/apps',
    summary: 'Your apps (the super admin: every app; status=in_review is the review queue), last changed first',
    auth: 'user',
    query: ZConsoleAppsQuery,
    list: ZConsoleAppRow,
  }),
  /** The partners a new app can be published under (the super admin: every partner). */
  partners: endpoint({
    ...consoleTag,
    method: 'GET',
    path: '/api/v1/console/partners',
    summary: 'The partners you can publish as',
    auth: 'user',
    data: z.array(ZPartnerRef),
  }),
  create: endpoint({
    ...consoleTag,
    method: 'POST',
    path: '/api/v1/console/apps',
    summary: 'Create a draft app (with a free plan)',
    auth: 'user',
    status: 201,
    body: ZConsoleAppCreate,
    data: ZConsoleApp,
  }),
  get: endpoint({ ...consoleApp, method: 'GET', path: '/api/v1/console/apps/:id', summary: 'One of your apps, any status' }),
  update: endpoint({
    ...consoleApp,
    method: 'PUT',
    path: '/api/v1/console/apps/:id',
    summary: 'Edit the listing (not once deprecated)',
    body: ZConsoleAppUpdate,
  }),
  plans: endpoint({
    ...consoleApp,
    method: 'PUT',
    path: '/api/v1/console/apps/:id/plans',
    summary: 'Replace the plans, in order',
    body: ZConsolePlansBody,
  }),
  addVersion: endpoint({
    ...consoleApp,
    method: 'POST',
    path: '/api/v1/console/apps/:id/versions',
    summary: 'Release a new version (newer than the last)',
    status: 201,
    body: ZAppVersionInput,
  }),
  submit: endpoint({
    ...consoleApp,
    method: 'POST',
    path: '/api/v1/console/apps/:id/submit',
    summary: 'Submit a draft for review',
  }),
  approve: endpoint({
    ...consoleApp,
    method: 'POST',
    path: '/api/v1/console/apps/:id/approve',
    summary: 'Approve an app in review: it goes live (super admin)',
  }),
  reject: endpoint({
    ...consoleApp,
    method: 'POST',
    path: '/api/v1/console/apps/:id/reject',
    summary: 'Send an app in review back to draft with a reason (super admin)',
    body: ZRejectBody,
  }),
  deprecate: endpoint({
    ...consoleApp,
    method: 'POST',
    path: '/api/v1/console/apps/:id/deprecate',
    summary: 'Deprecate a live app: it leaves the catalogue, installs keep working',
  }),
  installs: endpoint({
    ...consoleTag,
    method: 'GET',
    path: '/api/v1/console/apps/:id/installs',
    summary: 'Installs, uninstalls and active installs per day (UTC)',
    auth: 'user',
    params: ZIdParams,
    query: ZInstallChartQuery,
    data: ZInstallChart,
  }),
};
