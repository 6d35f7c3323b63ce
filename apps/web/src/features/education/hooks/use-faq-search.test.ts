import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BILLING, CATEGORIES, FAQS } from '@/features/education/test-fixtures';
import { ALL } from '@/features/education/utils/faq-view';
import { SEARCH_DEBOUNCE_MS, useFaqSearch } from './use-faq-search';

describe('useFaqSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies the search once typing pauses', () => {
    const { result } = renderHook(() => useFaqSearch(CATEGORIES, FAQS));
    expect(result.current.matches).toBe(3);
    act(() => result.current.setQuery('invoice'));
    expect(result.current.query).toBe('invoice');
    expect(result.current.matches).toBe(3);
    expect(result.current.isSearching).toBe(false);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.matches).toBe(1);
    expect(result.current.isSearching).toBe(true);
    expect(result.current.shown.map((s) => s.category._id)).toEqual([BILLING._id]);
    expect(result.current.total).toBe(3);
  });

  it('shows one category, and falls back to All when that category goes away', () => {
    const { result, rerender } = renderHook(({ categories }) => useFaqSearch(categories, FAQS), {
      initialProps: { categories: CATEGORIES },
    });
    act(() => result.current.setCategoryId(BILLING._id));
    expect(result.current.shown.map((s) => s.category.name)).toEqual(['Billing']);
    rerender({ categories: CATEGORIES.filter((c) => c._id !== BILLING._id) });
    expect(result.current.categoryId).toBe(ALL);
    expect(result.current.shown.map((s) => s.category.name)).toEqual(['Getting started']);
  });
});
