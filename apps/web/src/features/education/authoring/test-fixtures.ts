import type { TFaq, TFaqCategory } from '@atrium/contracts/faqs';
import { listBody } from '@/features/education/test-fixtures';

/** Test data of the authoring console: an agency admin's view of the FAQ (the platform's rows and the agency's). */
const id = (n: number) => `0190a0a0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
const at = '2026-01-05T10:00:00.000Z';

export const CATEGORY: TFaqCategory = {
  _id: id(0xc1),
  name: 'Getting started',
  description: null,
  position: 0,
  owner: 'platform',
  createdAt: at,
  updatedAt: at,
};
export const OWN_CATEGORY: TFaqCategory = { ...CATEGORY, _id: id(0xc2), name: 'Our salon', position: 1, owner: 'agency' };

const faq = (n: number, position: number, question: string, extra: Partial<TFaq> = {}): TFaq => ({
  _id: id(n),
  categoryId: OWN_CATEGORY._id,
  question,
  answer: `<p>${question} answer</p>`,
  position,
  status: 'published',
  owner: 'agency',
  createdAt: at,
  updatedAt: at,
  ...extra,
});

export const FIRST = faq(0xf1, 0, 'How do I book a chair?');
export const SECOND = faq(0xf2, 1, 'When are we open?', { status: 'draft' });
export const THIRD = faq(0xf3, 2, 'Who do I call?');
export const PLATFORM_FAQ = faq(0xf4, 0, 'What is Atrium?', { owner: 'platform', categoryId: CATEGORY._id });
export const FAQS = [THIRD, FIRST, PLATFORM_FAQ, SECOND];
export const CATEGORIES = [OWN_CATEGORY, CATEGORY];

export { listBody };
