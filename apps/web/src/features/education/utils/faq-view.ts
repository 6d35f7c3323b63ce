import type { TFaq, TFaqCategory } from '@atrium/contracts/faqs';
import { htmlToText } from '@/lib/html';
import { comparePosition } from './position';

/** The "All" tab's value in place of a category id. */
export const ALL = 'all';

export interface FaqSection {
  category: TFaqCategory;
  /** The questions that match the search, in position order. */
  faqs: TFaq[];
  /** Every question of the category, whatever the search. */
  total: number;
}

export interface IndexedFaq {
  faq: TFaq;
  haystack: string;
}

/** Question and answer text, lower-cased once per list rather than on every keystroke; markup never matches. */
export function indexFaqs(faqs: readonly TFaq[]): IndexedFaq[] {
  return faqs.map((faq) => ({ faq, haystack: `${faq.question}\n${htmlToText(faq.answer)}`.toLocaleLowerCase() }));
}

/**
 * The categories in position order, each with its questions that contain `query` (case-insensitive).
 * Questions whose category the viewer cannot read are left out: the server hides them together.
 */
export function buildSections(categories: readonly TFaqCategory[], index: readonly IndexedFaq[], query: string): FaqSection[] {
  const needle = query.trim().toLocaleLowerCase();
  const sections = new Map(
    [...categories].sort(comparePosition).map((category) => [category._id, { category, faqs: [] as TFaq[], total: 0 }]),
  );
  for (const { faq, haystack } of index) {
    const section = sections.get(faq.categoryId);
    if (!section) continue;
    section.total += 1;
    if (!needle || haystack.includes(needle)) section.faqs.push(faq);
  }
  for (const section of sections.values()) section.faqs.sort(comparePosition);
  return [...sections.values()];
}

export const countMatches = (sections: readonly FaqSection[]) => sections.reduce((sum, s) => sum + s.faqs.length, 0);

/** The id a deep link names: `#q-<id>`. */
export const FAQ_HASH_PREFIX = '#q-';
export const faqAnchor = (id: string) => `q-${id}`;
export function faqIdFromHash(hash: string): string | null {
  if (!hash.startsWith(FAQ_HASH_PREFIX)) return null;
  const id = decodeURIComponent(hash.slice(FAQ_HASH_PREFIX.length));
  return id || null;
}
