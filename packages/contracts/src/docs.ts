import { z } from 'zod';
import { ZId, ZPageQuery, zData, zList, zText } from './common';
import {
  optionalText,
  requiredText,
  ZContentCategory,
  ZContentCategoryCreate,
  ZContentCategoryFilter,
  ZContentOwner,
  ZContentStatus,
  ZPosition,
} from './content';

/**
 * The knowledge base (issue 4): articles in categories and sub-categories (one level: a sub-category's parent
 * is a top category). An article is a list of sections, each a heading and its text: the headings are the
 * table of contents, and the text stays within the rich-text allow-list of SPEC section 3 (no heading tags).
 */

export const ZDocSection = z.object({
  heading: zText(),
  /** Sanitised rich text. */
  body: zText(),
});
export type TDocSection = z.infer<typeof ZDocSection>;
const ZDocSectionInput = z.object({ heading: requiredText('Heading', 200), body: requiredText('Section text', 20_000) }).strict();

/** The area's common category (content.ts), with its top category for a sub-category. */
export const ZDocsCategory = ZContentCategory.extend({
  /** The top category of a sub-category; null for a top category. */
  parentId: ZId.nullable(),
});
export type TDocsCategory = z.infer<typeof ZDocsCategory>;
export const ZDocsCategoryResponse = zData(ZDocsCategory);
export const ZDocsCategoryList = zList(ZDocsCategory);
export const ZDocsCategoryCreate = ZContentCategoryCreate.extend({ parentId: ZId.nullable().optional() }).strict();
export type TDocsCategoryCreate = z.input<typeof ZDocsCategoryCreate>;
export const ZDocsCategoryUpdate = ZDocsCategoryCreate.partial().strict();
export const ZDocsCategoryFilter = ZContentCategoryFilter.extend({
  limit: z.coerce.number().int().min(1).max(200).default(200),
  parentId: ZId.optional(),
});

/** The docs category group's declaration (resource-endpoints.ts): registered by docs.resource.ts. */
export const docsCategoryGroup = {
  path: '/api/v1/docs-categories',
  tag: 'Knowledge base',
  label: 'Docs category',
  item: ZDocsCategory,
  create: ZDocsCategoryCreate,
  update: ZDocsCategoryUpdate,
  filter: ZDocsCategoryFilter,
} as const;

export const ZDoc = z.object({
  _id: ZId,
  categoryId: ZId,
  title: zText(),
  summary: zText().nullable(),
  sections: z.array(ZDocSection),
  position: z.number().int(),
  status: ZContentStatus,
  owner: ZContentOwner,
  createdAt: zText(),
  updatedAt: zText(),
});
export type TDoc = z.infer<typeof ZDoc>;
export const ZDocResponse = zData(ZDoc);
export const ZDocList = zList(ZDoc);
export const ZDocCreate = z
  .object({
    categoryId: ZId,
    title: requiredText('Title', 200),
    summary: optionalText(300),
    sections: z
      .array(ZDocSectionInput, 'Add at least one section')
      .min(1, 'Add at least one section')
      .max(50, 'At most 50 sections'),
    position: ZPosition.optional(),
    status: ZContentStatus.optional(),
  })
  .strict();
export type TDocCreate = z.input<typeof ZDocCreate>;
export const ZDocUpdate = ZDocCreate.partial().strict();
export const ZDocFilter = ZPageQuery.extend({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  q: zText().trim().max(200).optional(),
  categoryId: ZId.optional(),
  status: ZContentStatus.optional(),
});

/** The article group's declaration (resource-endpoints.ts): registered by docs.resource.ts. */
export const docGroup = {
  path: '/api/v1/docs',
  tag: 'Knowledge base',
  label: 'Article',
  item: ZDoc,
  create: ZDocCreate,
  update: ZDocUpdate,
  filter: ZDocFilter,
} as const;
