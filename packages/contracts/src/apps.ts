import { z } from 'zod';
import { APP_SORTS, APP_TYPES, INSTALL_TARGETS } from './app-values';
import { ZId, zData, zList, zText } from './common';
import { ZCrmAppScope } from './v1-auth';

/**
 * The marketplace catalogue (issue 3): apps, their plans and versions, categories, nested stores and
 * partners, as the read endpoints under /api/v1/app, /api/v1/nested_store and /api/v1/partners return them.
 * Values the web app's first chunk needs live in ./app-values.ts (no zod there).
 */

export const ZAppType = z.enum(APP_TYPES);
export const ZInstallTarget = z.enum(INSTALL_TARGETS);

export const APP_STATUSES = ['draft', 'in_review', 'live', 'deprecated'] as const;
export const ZAppStatus = z.enum(APP_STATUSES);
export type TAppStatus = z.infer<typeof ZAppStatus>;

export const PRICING_MODELS = ['free', 'freemium', 'monthly', 'yearly', 'one_time'] as const;
export const ZPricingModel = z.enum(PRICING_MODELS);
export type TPricingModel = z.infer<typeof ZPricingModel>;

/** One way to pay for an app. Prices are whole cents in `currency`; `free` plans have price 0. */
export const ZAppPlan = z.object({
  _id: ZId,
  name: zText(),
  model: ZPricingModel,
  priceCents: z.number().int().nonnegative(),
  currency: zText().length(3),
  trialDays: z.number().int().nonnegative(),
  features: z.array(zText()),
});
export type TAppPlan = z.infer<typeof ZAppPlan>;

/** The price line a card shows: free, free with paid upgrades, or paid from the cheapest plan. */
export const ZAppPricingSummary = z.object({
  kind: z.enum(['free', 'freemium', 'paid']),
  /** The cheapest paid plan's price and model; null for free apps. */
  fromCents: z.number().int().nonnegative().nullable(),
  fromModel: ZPricingModel.nullable(),
  currency: zText().length(3),
  /** The longest free trial any plan offers (0 = none). */
  trialDays: z.number().int().nonnegative(),
});
export type TAppPricingSummary = z.infer<typeof ZAppPricingSummary>;

export const ZRatingSummary = z.object({
  /** Mean of the stars, one decimal; null while there are no reviews. */
  average: z.number().min(1).max(5).nullable(),
  count: z.number().int().nonnegative(),
});
export type TRatingSummary = z.infer<typeof ZRatingSummary>;

export const ZPartnerRef = z.object({ _id: ZId, name: zText(), slug: zText() });

/** What a catalogue card, a collection row and a search result show. */
export const ZAppCard = z.object({
  _id: ZId,
  name: zText(),
  tagline: zText(),
  iconUrl: zText().nullable(),
  type: ZAppType,
  categories: z.array(zText()),
  partner: ZPartnerRef,
  pricing: ZAppPricingSummary,
  installTarget: ZInstallTarget,
  rating: ZRatingSummary,
  installCount: z.number().int().nonnegative(),
  publishedAt: zText().nullable(),
});
export type TAppCard = z.infer<typeof ZAppCard>;

export const ZAppScreenshot = z.object({ url: zText(), caption: zText().nullable() });
export const ZAppVersion = z.object({
  _id: ZId,
  version: zText(),
  /** Release notes, sanitised HTML. */
  notes: zText(),
  releasedAt: zText(),
});
export type TAppVersion = z.infer<typeof ZAppVersion>;

/** Count of reviews per star, index 0 = one star … index 4 = five stars. */
export const ZRatingDistribution = z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()]);

/** The app page (`/:app_id`, `/overview/:app_id`, `/app/:app_id`). */
export const ZAppDetail = ZAppCard.extend({
  /** Sanitised HTML. */
  description: zText(),
  screenshots: z.array(ZAppScreenshot),
  videoUrl: zText().nullable(),
  tags: z.array(zText()),
  plans: z.array(ZAppPlan),
  versions: z.array(ZAppVersion),
  ratingDistribution: ZRatingDistribution,
  status: ZAppStatus,
  support: z.object({
    website: zText().nullable(),
    email: zText().nullable(),
    docsUrl: zText().nullable(),
    privacyUrl: zText().nullable(),
  }),
  /** The app's own page, shown in a sandboxed frame at `/custom_page/:app_id`; null when it has none. */
  customPageUrl: zText().nullable(),
  /** What the app may read and change in the CRM location it is installed for; listed before "Install". */
  crmScopes: z.array(ZCrmAppScope),
});
export type TAppDetail = z.infer<typeof ZAppDetail>;
export const ZAppDetailResponse = zData(ZAppDetail);

export const ZAppSort = z.enum(APP_SORTS);

/**
 * `GET /api/v1/app/filter`: the catalogue. `q` is full-text with a typo-tolerant fallback;
 * `sort` defaults to relevance when there is a query, else to installs. Keyset paging via `cursor`.
 */
export const ZAppFilterQuery = z.object({
  q: zText().trim().max(100).optional(),
  type: ZAppType.optional(),
  category: zText().trim().max(60).optional(),
  price: z.enum(['free', 'paid']).optional(),
  minRating: z.coerce.number().int().min(1).max(5).optional(),
  installTarget: z.enum(['agency', 'location']).optional(),
  partner: ZId.optional(),
  sort: ZAppSort.optional(),
  limit: z.coerce.number().int().min(1).max(60).default(24),
  cursor: zText().max(300).optional(),
});
export type TAppFilterQuery = z.input<typeof ZAppFilterQuery>;
export const ZAppCardList = zList(ZAppCard);

/** `GET /api/v1/app/get_search_apps`: suggestions while typing (name matches first, typos tolerated). */
export const ZAppSuggestQuery = z.object({
  q: zText().trim().min(1, 'Type something to search for').max(100),
  limit: z.coerce.number().int().min(1).max(10).default(6),
});
export const ZAppSuggestion = z.object({
  _id: ZId,
  name: zText(),
  tagline: zText(),
  iconUrl: zText().nullable(),
  type: ZAppType,
});
export type TAppSuggestion = z.infer<typeof ZAppSuggestion>;

/** `GET /api/v1/app/get_single_app?app_id=`. */
export const ZSingleAppQuery = z.object({ app_id: ZId });

/** `GET /api/v1/app/default_apps`: the home page's curated collections and categories. */
export const ZCategory = z.object({ slug: zText(), name: zText(), appCount: z.number().int().nonnegative() });
export type TCategory = z.infer<typeof ZCategory>;
export const ZAppCollections = z.object({
  topInstalled: z.array(ZAppCard),
  topFree: z.array(ZAppCard),
  newlyAdded: z.array(ZAppCard),
  topRated: z.array(ZAppCard),
  categories: z.array(ZCategory),
});
export type TAppCollections = z.infer<typeof ZAppCollections>;

/** `GET /api/v1/app/getMultipleAppPlan?app_ids=a,b`: the plans of several apps at once (a bundle's page). */
export const ZMultipleAppPlanQuery = z.object({
  app_ids: zText()
    .trim()
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(ZId).min(1, 'app_ids needs at least one app id').max(50)),
});
export const ZMultipleAppPlan = z.object({ appId: ZId, appName: zText(), plans: z.array(ZAppPlan) });
export type TMultipleAppPlan = z.infer<typeof ZMultipleAppPlan>;

/** A nested store: a curated collection with a fixed id (the header's store links). */
export const ZNestedStore = z.object({
  _id: ZId,
  name: zText(),
  description: zText(),
  appType: ZAppType.nullable(),
  apps: z.array(ZAppCard),
});
export type TNestedStore = z.infer<typeof ZNestedStore>;
/** `/NestedStore/:app_type` accepts a store id or an app type (matched case-insensitively). */
export const ZNestedStoreParams = z.object({ key: zText().trim().min(1).max(60) });

export const ZPartner = z.object({
  _id: ZId,
  slug: zText(),
  name: zText(),
  tagline: zText(),
  logoUrl: zText().nullable(),
  website: zText().nullable(),
  appCount: z.number().int().nonnegative(),
  totalInstalls: z.number().int().nonnegative(),
});
export type TPartner = z.infer<typeof ZPartner>;
/** `/api/v1/partners/:key`: a partner's id or slug. */
export const ZPartnerParams = z.object({ key: zText().trim().min(1).max(80) });
export const ZPartnerDetail = ZPartner.extend({ description: zText(), apps: z.array(ZAppCard) });
export type TPartnerDetail = z.infer<typeof ZPartnerDetail>;

/**
 * The store variants of SPEC section 2 (`/levelupstore/:app_id`, `/unlimitedstore/...` and the rest):
 * bundles of apps offered under one plan to an agency or to one of its locations.
 */
export const BUNDLE_SLUGS = ['levelup', 'alltheapps', 'unlimited', 'premuim', 'agencyapps'] as const;
export const ZBundleSlug = z.enum(BUNDLE_SLUGS);
export type TBundleSlug = z.infer<typeof ZBundleSlug>;
/** GET /api/v1/app/bundles/:slug?company_id=&location_id=: ids name whose installs to mark (they must be the viewer's). */
export const ZBundleQuery = z.object({ company_id: ZId.optional(), location_id: ZId.optional() });
export const ZAppBundle = z.object({
  _id: ZId,
  slug: ZBundleSlug,
  name: zText(),
  description: zText(),
  audience: z.enum(['agency', 'location']),
  plan: z.object({ name: zText(), model: ZPricingModel, priceCents: z.number().int().nonnegative(), currency: zText() }),
  apps: z.array(ZAppCard),
  /** Of the bundle's apps, those installed where the viewer looks (the location, or the agency); empty signed out. */
  installedAppIds: z.array(ZId),
});
export type TAppBundle = z.infer<typeof ZAppBundle>;
export const ZAppBundleResponse = zData(ZAppBundle);
