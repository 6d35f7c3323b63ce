import { describe, expect, it } from 'vitest';
import { effectiveSort, isBrowsing, readCatalogueFilters, withFilter, withoutFilters } from './catalogue-params';

describe('catalogue URL parameters', () => {
  it('reads the known filters and drops malformed values instead of sending them', () => {
    const params = new URLSearchParams(
      'q= chat &price=free&minRating=4&installTarget=location&sort=rating&type=widget&category=Email',
    );
    expect(readCatalogueFilters(params)).toEqual({
      q: 'chat',
      price: 'free',
      minRating: 4,
      installTarget: 'location',
      sort: 'rating',
      type: 'widget',
      category: 'Email',
    });
    expect(readCatalogueFilters(new URLSearchParams('price=cheap&minRating=9&sort=random&installTarget=both&q=%20'))).toEqual({});
  });

  it('sets and clears one filter, keeping unrelated parameters', () => {
    const params = new URLSearchParams('q=chat&lng=de');
    expect(withFilter(params, 'price', 'paid').toString()).toBe('q=chat&lng=de&price=paid');
    expect(withFilter(params, 'q', undefined).toString()).toBe('lng=de');
    expect(withoutFilters(new URLSearchParams('q=a&price=free&sort=newest&lng=de')).toString()).toBe('lng=de');
  });

  it('browses (shows results) once anything is chosen; relevance is the default only for a text query', () => {
    expect(isBrowsing({})).toBe(false);
    expect(isBrowsing({ sort: 'newest' })).toBe(true);
    expect(effectiveSort({ q: 'x' })).toBe('relevance');
    expect(effectiveSort({})).toBe('installs');
    expect(effectiveSort({ q: 'x', sort: 'newest' })).toBe('newest');
  });
});
