import { z } from 'zod';
import { ZImageRef } from './app-console';
import { ZHttpsUrl, ZId, ZIsoDateTime, ZPageQuery, zData, zList, zText } from './common';
import { optionalText, requiredText, ZContentOwner, ZContentStatus, ZPosition } from './content';
import { endpoint } from './endpoint';

/**
 * The education area's home (issue 4): banners (with their owner's rotation settings, `bannersconfig`) and a
 * news feed, configured by the platform or an agency; a location sees the platform's and its agency's.
 */

export const ZBanner = z.object({
  _id: ZId,
  title: zText(),
  /** Sanitised rich text. */
  body: zText().nullable(),
  imageUrl: zText().nullable(),
  linkUrl: zText().nullable(),
  linkLabel: zText().nullable(),
  /** Shown from / until (both optional): outside the window a banner is not shown to readers. */
  startsAt: zText().nullable(),
  endsAt: zText().nullable(),
  position: z.number().int(),
  status: ZContentStatus,
  owner: ZContentOwner,
  createdAt: zText(),
  updatedAt: zText(),
});
export type TBanner = z.infer<typeof ZBanner>;
export const ZBannerResponse = zData(ZBanner);
export const ZBannerList = zList(ZBanner);
const bannerFields = {
  title: requiredText('Title', 160),
  body: optionalText(2_000),
  imageUrl: ZImageRef.nullable().optional(),
  linkUrl: ZHttpsUrl.nullable().optional(),
  linkLabel: optionalText(40),
  startsAt: ZIsoDateTime.nullable().optional(),
  endsAt: ZIsoDateTime.nullable().optional(),
  position: ZPosition.optional(),
  status: ZContentStatus.optional(),
};
const windowIsOrdered = (v: { startsAt?: string | null; endsAt?: string | null }) =>
  !v.startsAt || !v.endsAt || Date.parse(v.startsAt) < Date.parse(v.endsAt);
export const ZBannerCreate = z
  .object(bannerFields)
  .strict()
  .refine(windowIsOrdered, { path: ['endsAt'], message: 'The end must come after the start' });
export type TBannerCreate = z.input<typeof ZBannerCreate>;
export const ZBannerUpdate = z
  .object(bannerFields)
  .partial()
  .strict()
  .refine(windowIsOrdered, { path: ['endsAt'], message: 'The end must come after the start' });
export const ZBannerFilter = ZPageQuery.extend({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  status: ZContentStatus.optional(),
});

/** The banner group's declaration (resource-endpoints.ts): registered by education-home.resource.ts. */
export const bannerGroup = {
  path: '/api/v1/banners',
  tag: 'Education home',
  label: 'Banner',
  item: ZBanner,
  create: ZBannerCreate,
  update: ZBannerUpdate,
  filter: ZBannerFilter,
} as const;

/** How an owner's banners are shown. Readers get their agency's settings, else the platform's, else the defaults. */
export const ZBannersConfig = z.object({
  /** Seconds between banners; 0 = no automatic rotation. */
  rotationSeconds: z.number().int().min(0).max(120),
  showOnEducationHome: z.boolean(),
  owner: ZContentOwner.nullable(),
});
export type TBannersConfig = z.infer<typeof ZBannersConfig>;
export const ZBannersConfigResponse = zData(ZBannersConfig);
export const ZBannersConfigUpdate = z
  .object({
    rotationSeconds: z.number().int().min(0, 'At least 0 seconds').max(120, 'At most 120 seconds'),
    showOnEducationHome: z.boolean(),
  })
  .strict();
export type TBannersConfigUpdate = z.input<typeof ZBannersConfigUpdate>;
export const BANNERS_CONFIG_DEFAULTS = { rotationSeconds: 8, showOnEducationHome: true } as const;

export const ZNewsPost = z.object({
  _id: ZId,
  title: zText(),
  /** Sanitised rich text. */
  body: zText(),
  imageUrl: zText().nullable(),
  pinned: z.boolean(),
  status: ZContentStatus,
  owner: ZContentOwner,
  createdAt: zText(),
  updatedAt: zText(),
});
export type TNewsPost = z.infer<typeof ZNewsPost>;
export const ZNewsPostResponse = zData(ZNewsPost);
export const ZNewsPostList = zList(ZNewsPost);
export const ZNewsPostCreate = z
  .object({
    title: requiredText('Title', 200),
    body: requiredText('Text', 20_000),
    imageUrl: ZImageRef.nullable().optional(),
    pinned: z.boolean().optional(),
    status: ZContentStatus.optional(),
  })
  .strict();
export type TNewsPostCreate = z.input<typeof ZNewsPostCreate>;
export const ZNewsPostUpdate = ZNewsPostCreate.partial().strict();
export const ZNewsPostFilter = ZPageQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: ZContentStatus.optional(),
});

/** The news feed group's declaration (resource-endpoints.ts): registered by education-home.resource.ts. */
export const newsPostGroup = {
  path: '/api/v1/newsfeed',
  tag: 'Education home',
  label: 'News post',
  item: ZNewsPost,
  create: ZNewsPostCreate,
  update: ZNewsPostUpdate,
  filter: ZNewsPostFilter,
} as const;

/** The banners' settings: one object per owner, read by anyone, written by its owner. */
export const bannersConfigEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/v1/bannersconfig',
    tag: 'Education home',
    summary: 'How banners are shown to me',
    auth: 'public',
    data: ZBannersConfig,
  }),
  put: endpoint({
    method: 'PUT',
    path: '/api/v1/bannersconfig',
    tag: 'Education home',
    summary: 'Set how my banners are shown (the platform’s for the super admin, the agency’s for its admin)',
    auth: 'user',
    body: ZBannersConfigUpdate,
    data: ZBannersConfig,
  }),
};
