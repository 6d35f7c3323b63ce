import { z } from 'zod';
import { ZId, ZPageQuery, zData, zList, zText } from './common';
import {
  categoryGroup,
  requiredText,
  type TContentCategory,
  type TContentCategoryCreate,
  ZContentCategory,
  ZContentCategoryCreate,
  ZContentCategoryFilter,
  ZContentCategoryList,
  ZContentCategoryResponse,
  ZContentCategoryUpdate,
  ZContentOwner,
  ZContentStatus,
  ZPosition,
} from './content';

/**
 * FAQ categories and their questions (issue 4): shared content, owned by the platform (super admin) or by
 * an agency; a location reads the platform's and its agency's, minus what its agency hid from it.
 */

export { CONTENT_STATUSES, type TContentStatus, ZContentOwner, ZContentStatus } from './content';

/** FAQ categories are the area's common category (content.ts). */
export const ZFaqCategory = ZContentCategory;
export type TFaqCategory = TContentCategory;
export const ZFaqCategoryResponse = ZContentCategoryResponse;
export const ZFaqCategoryList = ZContentCategoryList;
export const ZFaqCategoryCreate = ZContentCategoryCreate;
export type TFaqCategoryCreate = TContentCategoryCreate;
export const ZFaqCategoryUpdate = ZContentCategoryUpdate;
export const ZFaqCategoryFilter = ZContentCategoryFilter;

/** The FAQ category group's declaration (resource-endpoints.ts): registered by faqs.resource.ts. */
export const faqCategoryGroup = categoryGroup('/api/v1/faq-categories', 'FAQ', 'FAQ category');

export const ZFaq = z.object({
  _id: ZId,
  categoryId: ZId,
  question: zText(),
  /** Sanitised rich text (HTML). */
  answer: zText(),
  position: z.number().int(),
  status: ZContentStatus,
  owner: ZContentOwner,
  createdAt: zText(),
  updatedAt: zText(),
});
export type TFaq = z.infer<typeof ZFaq>;
export const ZFaqResponse = zData(ZFaq);
export const ZFaqList = zList(ZFaq);
export const ZFaqCreate = z
  .object({
    categoryId: ZId,
    question: requiredText('Question', 300),
    answer: requiredText('Answer', 20_000),
    position: ZPosition.optional(),
    status: ZContentStatus.optional(),
  })
  .strict();
export type TFaqCreate = z.input<typeof ZFaqCreate>;
export const ZFaqUpdate = ZFaqCreate.partial().strict();
export const ZFaqFilter = ZPageQuery.extend({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  q: zText().trim().max(200).optional(),
  categoryId: ZId.optional(),
  status: ZContentStatus.optional(),
});

/** The FAQ group's declaration (resource-endpoints.ts): registered by faqs.resource.ts. */
export const faqGroup = {
  path: '/api/v1/faqs',
  tag: 'FAQ',
  label: 'FAQ',
  item: ZFaq,
  create: ZFaqCreate,
  update: ZFaqUpdate,
  filter: ZFaqFilter,
} as const;
