import { z } from 'zod';
import { ZImageRef } from './app-console';
import { ZId, ZPageQuery, zData, zList, zText } from './common';
import { optionalText, requiredText, ZContentOwner, ZContentStatus, ZPosition } from './content';
import { ZVideoId } from './podcasts';

/** Testimonials (issue 4, `/testimonial`): what a customer said, in words or on video, with who said it. */

export const TESTIMONIAL_KINDS = ['text', 'video'] as const;
export const ZTestimonialKind = z.enum(TESTIMONIAL_KINDS);

export const ZTestimonial = z.object({
  _id: ZId,
  kind: ZTestimonialKind,
  personName: zText(),
  personTitle: zText().nullable(),
  company: zText().nullable(),
  /** 1 to 5 stars. */
  rating: z.number().int().min(1).max(5),
  /** Sanitised rich text: the quote (text testimonials) or a caption (video ones). */
  body: zText().nullable(),
  /** The video-sharing site's id of the video (video testimonials). */
  videoId: zText().nullable(),
  avatarUrl: zText().nullable(),
  position: z.number().int(),
  status: ZContentStatus,
  owner: ZContentOwner,
  createdAt: zText(),
  updatedAt: zText(),
});
export type TTestimonial = z.infer<typeof ZTestimonial>;
export const ZTestimonialResponse = zData(ZTestimonial);
export const ZTestimonialList = zList(ZTestimonial);

const fields = {
  kind: ZTestimonialKind,
  personName: requiredText('Name', 120),
  personTitle: optionalText(120),
  company: optionalText(120),
  rating: z.number('Rating is required').int().min(1, 'Rating is 1 to 5 stars').max(5, 'Rating is 1 to 5 stars'),
  body: optionalText(5_000),
  videoId: ZVideoId.nullable().optional(),
  avatarUrl: ZImageRef.nullable().optional(),
  position: ZPosition.optional(),
  status: ZContentStatus.optional(),
};

/** A text testimonial needs its words, a video testimonial its video. */
export const ZTestimonialCreate = z
  .object(fields)
  .strict()
  .superRefine((v, ctx) => {
    if (v.kind === 'text' && !v.body) ctx.addIssue({ code: 'custom', path: ['body'], message: 'Write what they said' });
    if (v.kind === 'video' && !v.videoId) ctx.addIssue({ code: 'custom', path: ['videoId'], message: 'Add the video' });
  });
export type TTestimonialCreate = z.input<typeof ZTestimonialCreate>;
export const ZTestimonialUpdate = z.object(fields).partial().strict();
export type TTestimonialUpdate = z.input<typeof ZTestimonialUpdate>;
export const ZTestimonialFilter = ZPageQuery.extend({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  kind: ZTestimonialKind.optional(),
  minRating: z.coerce.number().int().min(1).max(5).optional(),
  status: ZContentStatus.optional(),
});

/** The testimonial group's declaration (resource-endpoints.ts): registered by testimonials.resource.ts. */
export const testimonialGroup = {
  path: '/api/v1/testimonials',
  tag: 'Testimonials',
  label: 'Testimonial',
  item: ZTestimonial,
  create: ZTestimonialCreate,
  update: ZTestimonialUpdate,
  filter: ZTestimonialFilter,
} as const;
