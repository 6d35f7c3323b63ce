import { z } from 'zod';
import { ZHttpsUrl, ZId, ZPageQuery, zData, zList, zText } from './common';
import { ZVideoId } from './podcasts';

/**
 * What every piece of education content shares (issue 4): a draft/published status, an owner (the platform,
 * everyone's, or an agency, its own people's) and the field rules its forms use.
 */

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export const ZContentStatus = z.enum(CONTENT_STATUSES);
export type TContentStatus = z.infer<typeof ZContentStatus>;

/**
 * Who owns an item: the platform (everyone's), an agency (its own people's) or a partner (its own team's:
 * partners are the marketplace's app developers, decision 013).
 */
export const ZContentOwner = z.enum(['platform', 'agency', 'partner']);
export type TContentOwner = z.infer<typeof ZContentOwner>;

/** A required text field with its label in the messages. */
export const requiredText = (label: string, max: number) =>
  zText(`${label} is required`).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
/** An optional text field; an empty string means none (null). */
export const optionalText = (max: number) =>
  zText()
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
  name: zText(),
  description: zText().nullable(),
  position: z.number().int(),
  owner: ZContentOwner,
  createdAt: zText(),
  updatedAt: zText(),
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

/**
 * Lists of steps people work through (checklists, onboarding lists): a list in a category, and its ordered
 * steps, each with optional how-to text, a video and a link. Progress is per step (content-progress.ts).
 */
export const ZContentList = z.object({
  _id: ZId,
  categoryId: ZId,
  title: zText(),
  /** Sanitised rich text. */
  description: zText().nullable(),
  position: z.number().int(),
  status: ZContentStatus,
  owner: ZContentOwner,
  createdAt: zText(),
  updatedAt: zText(),
});
export type TContentList = z.infer<typeof ZContentList>;
export const ZContentListResponse = zData(ZContentList);
export const ZContentListList = zList(ZContentList);
export const ZContentListCreate = z
  .object({
    categoryId: ZId,
    title: requiredText('Title', 200),
    description: optionalText(10_000),
    position: ZPosition.optional(),
    status: ZContentStatus.optional(),
  })
  .strict();
export type TContentListCreate = z.input<typeof ZContentListCreate>;
export const ZContentListUpdate = ZContentListCreate.partial().strict();
export const ZContentListFilter = ZPageQuery.extend({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  categoryId: ZId.optional(),
  status: ZContentStatus.optional(),
});

export const ZContentStep = z.object({
  _id: ZId,
  listId: ZId,
  title: zText(),
  /** Sanitised rich text: how to do it. */
  details: zText().nullable(),
  videoId: zText().nullable(),
  linkUrl: zText().nullable(),
  position: z.number().int(),
  owner: ZContentOwner,
  createdAt: zText(),
  updatedAt: zText(),
});
export type TContentStep = z.infer<typeof ZContentStep>;
export const ZContentStepResponse = zData(ZContentStep);
export const ZContentStepList = zList(ZContentStep);
export const ZContentStepCreate = z
  .object({
    listId: ZId,
    title: requiredText('Title', 300),
    details: optionalText(5_000),
    videoId: ZVideoId.nullable().optional(),
    linkUrl: ZHttpsUrl.nullable().optional(),
    position: ZPosition.optional(),
  })
  .strict();
export type TContentStepCreate = z.input<typeof ZContentStepCreate>;
export const ZContentStepUpdate = ZContentStepCreate.omit({ listId: true }).partial().strict();
export const ZContentStepFilter = ZPageQuery.extend({
  limit: z.coerce.number().int().min(1).max(200).default(200),
  listId: ZId.optional(),
});

/** `POST /<lists>/:id/reset`: how many of my completions were cleared. */
export const ZListReset = z.object({ cleared: z.number().int().nonnegative() });
export type TListReset = z.infer<typeof ZListReset>;
export const ZListResetResponse = zData(ZListReset);

/**
 * The declaration of a category group (what `resourceEndpoints` takes, resource-endpoints.ts): every education
 * category group has the schemas above and differs only in its path and names.
 */
export const categoryGroup = <const P extends string>(path: P, tag: string, label: string) =>
  ({
    path,
    tag,
    label,
    item: ZContentCategory,
    create: ZContentCategoryCreate,
    update: ZContentCategoryUpdate,
    filter: ZContentCategoryFilter,
  }) as const;
export type TCategoryGroup = ReturnType<typeof categoryGroup<string>>;

/**
 * The declarations of a kind of lists of steps (checklists, onboarding): its category group, its list group and
 * its step group, under one tag.
 */
export function stepGroups<const C extends string, const L extends string, const S extends string>(spec: {
  tag: string;
  labels: { category: string; list: string; step: string };
  paths: { categories: C; lists: L; steps: S };
}) {
  const { tag, labels, paths } = spec;
  return {
    categories: categoryGroup(paths.categories, tag, labels.category),
    lists: {
      path: paths.lists,
      tag,
      label: labels.list,
      item: ZContentList,
      create: ZContentListCreate,
      update: ZContentListUpdate,
      filter: ZContentListFilter,
    },
    steps: {
      path: paths.steps,
      tag,
      label: labels.step,
      item: ZContentStep,
      create: ZContentStepCreate,
      update: ZContentStepUpdate,
      filter: ZContentStepFilter,
    },
  } as const;
}
export type TStepGroups = ReturnType<typeof stepGroups<string, string, string>>;
