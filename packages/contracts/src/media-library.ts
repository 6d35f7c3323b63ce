import { z } from 'zod';
import { ZImageRef } from './app-console';
import { ZHttpsUrl, ZId, ZPageQuery, zData, zList, zText } from './common';
import { categoryGroup, optionalText, requiredText, ZContentOwner, ZContentStatus, ZPosition } from './content';
import { ZVideoId } from './podcasts';

/**
 * The media library (issue 4, `/media-library`, `/Faqs_v2`, `/medialibraries`): videos and documents in
 * categories (the area's common category, content.ts), with each person's watched progress
 * (content-progress.ts). Documents are linked (https); images for thumbnails come from the image upload.
 */

/** About two hours of speech. */
export const MEDIA_TRANSCRIPT_MAX = 100_000;

export const MEDIA_KINDS = ['video', 'document'] as const;
export const ZMediaKind = z.enum(MEDIA_KINDS);
export type TMediaKind = z.infer<typeof ZMediaKind>;

export const ZMediaItem = z.object({
  _id: ZId,
  categoryId: ZId,
  kind: ZMediaKind,
  title: zText(),
  /** Sanitised rich text. */
  description: zText().nullable(),
  /** Plain text of what the video says (or the document's text); AI agents answer from it (issue 24). */
  transcript: zText().nullable(),
  videoId: zText().nullable(),
  documentUrl: zText().nullable(),
  thumbnailUrl: zText().nullable(),
  durationSeconds: z.number().int().nullable(),
  position: z.number().int(),
  status: ZContentStatus,
  owner: ZContentOwner,
  createdAt: zText(),
  updatedAt: zText(),
});
export type TMediaItem = z.infer<typeof ZMediaItem>;
export const ZMediaItemResponse = zData(ZMediaItem);
export const ZMediaItemList = zList(ZMediaItem);

const fields = {
  categoryId: ZId,
  kind: ZMediaKind,
  title: requiredText('Title', 200),
  description: optionalText(10_000),
  transcript: optionalText(MEDIA_TRANSCRIPT_MAX),
  videoId: ZVideoId.nullable().optional(),
  documentUrl: ZHttpsUrl.nullable().optional(),
  thumbnailUrl: ZImageRef.nullable().optional(),
  durationSeconds: z.number().int().min(1).max(86_400).nullable().optional(),
  position: ZPosition.optional(),
  status: ZContentStatus.optional(),
};

/** A video needs its video, a document its address. */
export const ZMediaItemCreate = z
  .object(fields)
  .strict()
  .superRefine((v, ctx) => {
    if (v.kind === 'video' && !v.videoId) ctx.addIssue({ code: 'custom', path: ['videoId'], message: 'Add the video' });
    if (v.kind === 'document' && !v.documentUrl)
      ctx.addIssue({ code: 'custom', path: ['documentUrl'], message: 'Add the document’s address' });
  });
export type TMediaItemCreate = z.input<typeof ZMediaItemCreate>;
export const ZMediaItemUpdate = z.object(fields).partial().strict();
export const ZMediaItemFilter = ZPageQuery.extend({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  q: zText().trim().max(200).optional(),
  categoryId: ZId.optional(),
  kind: ZMediaKind.optional(),
  status: ZContentStatus.optional(),
});

/** The media category group's declaration (resource-endpoints.ts): registered by media-library.resource.ts. */
export const mediaCategoryGroup = categoryGroup('/api/v1/medialibrary-categories', 'Media library', 'Media category');

/** The media item group's declaration (resource-endpoints.ts): registered by media-library.resource.ts. */
export const mediaItemGroup = {
  path: '/api/v1/medialibrary',
  tag: 'Media library',
  label: 'Media item',
  item: ZMediaItem,
  create: ZMediaItemCreate,
  update: ZMediaItemUpdate,
  filter: ZMediaItemFilter,
} as const;
