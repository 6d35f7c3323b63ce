import type { TExchangePodcast } from '@atrium/contracts/podcasts';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { filterPodcasts, usePodcastSearch } from './use-podcast-search';

const podcast = (id: string, title: string | null, description: string | null): TExchangePodcast => ({
  id,
  title,
  description,
  date: null,
  video: 'dQw4w9WgXcQ',
});

const LIST = [
  podcast('1', 'Scaling Your Agency', '<p>Hiring and <b>Operations</b></p>'),
  podcast('2', 'CRM Automation', '<p>Workflows that <a href="https://x.test">save time</a></p>'),
  podcast('3', null, null),
];

const ids = (list: readonly TExchangePodcast[]) => list.map((p) => p.id);

describe('filterPodcasts', () => {
  it('returns everything for an empty or blank query', () => {
    expect(ids(filterPodcasts(LIST, ''))).toEqual(['1', '2', '3']);
    expect(ids(filterPodcasts(LIST, '   '))).toEqual(['1', '2', '3']);
  });

  it('matches the title case-insensitively', () => {
    expect(ids(filterPodcasts(LIST, 'scaling'))).toEqual(['1']);
    expect(ids(filterPodcasts(LIST, 'CRM AUTO'))).toEqual(['2']);
  });

  it('matches the description text, across inline tags', () => {
    expect(ids(filterPodcasts(LIST, 'hiring and operations'))).toEqual(['1']);
    expect(ids(filterPodcasts(LIST, 'SAVE TIME'))).toEqual(['2']);
  });

  it('does not match markup', () => {
    expect(filterPodcasts(LIST, 'href')).toEqual([]);
    expect(filterPodcasts(LIST, '<b>')).toEqual([]);
  });

  it('does not match across the title and the description', () => {
    expect(filterPodcasts(LIST, 'agency hiring')).toEqual([]);
  });
});

describe('usePodcastSearch', () => {
  it('filters as the query changes and reports whether a search is active', () => {
    const { result } = renderHook(() => usePodcastSearch(LIST));
    expect(result.current.isSearching).toBe(false);
    act(() => result.current.setQuery('workflows'));
    expect(ids(result.current.results)).toEqual(['2']);
    expect(result.current.isSearching).toBe(true);
  });
});
