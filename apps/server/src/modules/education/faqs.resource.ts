import { faqCategoryGroup, faqGroup, type TFaq } from '@atrium/contracts/faqs';
import { and, eq, ilike, or } from 'drizzle-orm';
import { sanitizeRichText } from '../../platform/html';
import { notHiddenFrom } from '../../platform/resources/location-hides-scope';
import { defineResource, type ResourceDefinition } from '../../platform/resources/resource-definition';
import { likePattern } from '../../platform/sql';
import { fieldError, isoTimes, ownerOfRow, PARTNER_OWNED, publishedOrOwn, writesContent } from './content-access';
import { categoryParent, categoryResource } from './content-categories';
import { faqCategories, faqs } from './faqs.tables';

const FAQ_CATEGORY_KEY = 'faq-category';

export const faqCategoryResource = categoryResource({
  group: faqCategoryGroup,
  table: faqCategories,
  hideKey: FAQ_CATEGORY_KEY,
});

export const faqResource: ResourceDefinition = defineResource({
  group: faqGroup,
  table: faqs,
  scope: 'shared',
  ...PARTNER_OWNED,
  access: { read: () => true, write: writesContent },
  locationHides: { key: 'faq' },
  // A question goes with its category when the agency hides the category from a location.
  readFilter: (actor) => and(publishedOrOwn(faqs, actor), notHiddenFrom(FAQ_CATEGORY_KEY, faqs.categoryId, actor)),
  filters: (query) => [
    query.q ? or(ilike(faqs.question, likePattern(query.q)), ilike(faqs.answer, likePattern(query.q))) : undefined,
    query.categoryId ? eq(faqs.categoryId, query.categoryId) : undefined,
    query.status ? eq(faqs.status, query.status) : undefined,
  ],
  prepare: (input) => ('answer' in input ? { ...input, answer: sanitizeRichText(String(input.answer)) } : input),
  parents: [categoryParent(faqCategoryResource)],
  // An answer that sanitising emptied (only scripts, say) is no answer.
  validate: async (values) => {
    if (values.answer === '') throw fieldError('answer', 'Answer is required');
  },
  toItem: (row): TFaq => ({
    _id: row._id,
    categoryId: row.categoryId,
    question: row.question,
    answer: row.answer,
    position: row.position,
    status: row.status,
    owner: ownerOfRow(row),
    ...isoTimes(row),
  }),
});
