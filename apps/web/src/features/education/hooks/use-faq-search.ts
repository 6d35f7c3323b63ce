import type { TFaq, TFaqCategory } from '@atrium/contracts/faqs';
import { useMemo, useState } from 'react';
import { ALL, buildSections, countMatches, indexFaqs } from '@/features/education/utils/faq-view';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Long enough to skip the keystrokes of a word, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 200;

/** The page's view state: the search (applied once typing pauses) and the chosen category tab. */
export function useFaqSearch(categories: readonly TFaqCategory[], faqs: readonly TFaq[]) {
  const [query, setQuery] = useState('');
  const [categoryId, setCategoryId] = useState<string>(ALL);
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const index = useMemo(() => indexFaqs(faqs), [faqs]);
  const sections = useMemo(() => buildSections(categories, index, debounced), [categories, index, debounced]);
  // A category that disappeared (hidden meanwhile) falls back to All rather than to an empty page.
  const selected = categoryId === ALL || sections.some((s) => s.category._id === categoryId) ? categoryId : ALL;
  const shown = useMemo(
    () => sections.filter((s) => s.faqs.length > 0 && (selected === ALL || s.category._id === selected)),
    [sections, selected],
  );
  return {
    query,
    setQuery,
    categoryId: selected,
    setCategoryId,
    sections,
    shown,
    matches: countMatches(sections),
    total: sections.reduce((sum, s) => sum + s.total, 0),
    isSearching: debounced.trim() !== '',
    clear: () => setQuery(''),
  };
}
