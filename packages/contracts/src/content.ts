import { z } from 'zod';
import { ZId, ZPageQuery, zData, zList } from './common';

/**
 * What every piece of education content shares (issue 4): a draft/published status, an owner (the platform,
 * everyone's, or an agency, its own people's) and the field rules its forms use.
 */

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export const ZContentStatus = z.enum(CONTENT_STATUSES);
export type TContentStatus = z.infer<typeof ZContentStatus>;

/** Who owns an item: the platform (everyone's) or an agency (its own people's). */
export const ZContentOwner = z.enum(['platform', 'agency']);

/** A required text field with its label in the messages. */
export const requiredText = (label: string, max: number) =>
  z.string(`${label} is required`).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
/** An optional text field; an empty string means none (null). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));
/** Where an item sits among its siblings (smaller first). */
export const ZPosition = z.number().int('Position must be a whole number').min(0).max(100_000);

/** The categories every education group files its items under (FAQ, media, checklists, onboarding, ...). */
export const ZContentCategory = z.object({
  _id: ZId,
  name: z.string(),
  description: z.string().nullable(),
  position: z.number().int(),
  owner: ZContentOwner,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TContentCategory = z.infer<typeof ZContentCategory>;
export const ZContentCategoryResponse = zData(ZContentCategory);
export const ZContentCategoryList = zList(ZContentCategory);
export const ZContentCategoryCreate = z
  .object({ name: requiredText('Name', 120), description: optionalText(500), position: ZPosition.optional() })
  .strict();
export type TContentCategoryCreate = z.input<typeof ZContentCategoryCreate>;
export const ZContentCategoryUpdate = ZContentCategoryCreate.partial().strict();
export const ZContentCategoryFilter = ZPageQuery.extend({ limit: z.coerce.number().int().min(1).max(200).default(100) });
