import type { TExchangePodcast } from '@atrium/contracts/podcasts';
import { useMemo, useState } from 'react';
import { htmlToText } from '@/lib/html';

interface Indexed {
  podcast: TExchangePodcast;
  haystack: string;
}

/** Lower-cased title and description text, built once per list rather than on every keystroke. */
function indexPodcasts(podcasts: readonly TExchangePodcast[]): Indexed[] {
  return podcasts.map((podcast) => ({
    podcast,
    // Title and description are kept apart by a newline so a match cannot span the two.
    haystack: `${podcast.title ?? ''}\n${htmlToText(podcast.description)}`.toLowerCase(),
  }));
}

/** Case-insensitive substring match over the title or the description's text (never its markup). */
export function filterPodcasts(podcasts: readonly TExchangePodcast[], query: string): TExchangePodcast[] {
  return filterIndexed(indexPodcasts(podcasts), query);
}

function filterIndexed(index: readonly Indexed[], query: string): TExchangePodcast[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return index.map((entry) => entry.podcast);
  return index.filter((entry) => entry.haystack.includes(needle)).map((entry) => entry.podcast);
}

export function usePodcastSearch(podcasts: readonly TExchangePodcast[]) {
  const [query, setQuery] = useState('');
  const isSearching = query.trim() !== '';
  // Built when the first search is typed, not with the first render: it reads every description's text.
  const index = useMemo(() => (isSearching ? indexPodcasts(podcasts) : null), [podcasts, isSearching]);
  const results = useMemo(() => (index ? filterIndexed(index, query) : podcasts), [index, podcasts, query]);
  return { query, setQuery, results, isSearching };
}
