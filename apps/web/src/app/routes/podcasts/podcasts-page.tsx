import type { TExchangePodcast } from '@atrium/contracts/podcasts';
import i18next from 'i18next';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpGuideButton } from '@/components/help-guide/help-guide-button';
import { useExchangePodcasts, waitForExchangePodcasts } from '@/features/podcasts/api/get-exchange-podcasts';
import { PodcastDetailModal } from '@/features/podcasts/components/podcast-detail-modal';
import { PodcastGrid } from '@/features/podcasts/components/podcast-grid';
import { PodcastSearch } from '@/features/podcasts/components/podcast-search';
import { PodcastsEmpty, PodcastsError, PodcastsLoading } from '@/features/podcasts/components/podcast-states';
import { type PodcastVideo, PodcastVideoModal } from '@/features/podcasts/components/podcast-video-modal';
import { PODCASTS_HELP_VIDEO_URL } from '@/features/podcasts/constants';
import { usePodcastSearch } from '@/features/podcasts/hooks/use-podcast-search';
import { formatPodcastDate } from '@/features/podcasts/utils/format-date';
import { warmUp } from '@/lib/format';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { getQueryClient } from '@/lib/query-client';

// The cards print long dates: the date format's locale data load in a task of their own, not in the first render.
warmUp(() => formatPodcastDate('2000-01-01', i18next.language));

// A stable empty list, so the search index is not rebuilt on every render while loading.
const NO_PODCASTS: TExchangePodcast[] = [];

/**
 * Gives the listing (started with the HTML on a first load: app/first-load.ts) a short wait before the first render.
 * In the cache by then, the cards render in the same sliced render as the header and paint with it, instead of in a
 * second render, all at once, when the answer comes (ADR 015).
 */
export const loader = () => waitForExchangePodcasts(getQueryClient()).then(() => null);

/** /podcast: the published podcasts as a searchable card grid with a detail view and a player (SPEC 2). */
export function Component() {
  const { t } = useTranslation('podcasts');
  usePageTitle(t('title'));
  const podcasts = useExchangePodcasts();
  // react-query's updates render synchronously: an answer that comes after the first render (slower than the
  // loader's wait, or a live update) renders the cards in a transition instead, in slices that keep the page
  // responsive on a slow phone (ADR 015).
  const shown = useDeferredValue(podcasts.data ?? null);
  const search = usePodcastSearch(shown ?? NO_PODCASTS);
  const [video, setVideo] = useState<PodcastVideo | null>(null);
  const [selected, setSelected] = useState<TExchangePodcast | null>(null);

  const titleOf = (podcast: TExchangePodcast) => podcast.title || t('untitled');
  const play = (podcast: TExchangePodcast) => setVideo({ id: podcast.video, title: titleOf(podcast) });
  const watchFromDetails = (podcast: TExchangePodcast) => {
    setSelected(null);
    play(podcast);
  };

  let content: ReactNode;
  if (podcasts.isError) content = <PodcastsError error={podcasts.error} />;
  else if (!shown) content = <PodcastsLoading />;
  else if (search.results.length === 0) content = <PodcastsEmpty searching={search.isSearching} />;
  else content = <PodcastGrid podcasts={search.results} onPlay={play} onDetails={setSelected} />;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{t('title')}</h1>
          <p className="mt-2 max-w-2xl text-base text-ink-600">{t('subtitle')}</p>
        </div>
        <HelpGuideButton videoUrl={PODCASTS_HELP_VIDEO_URL} className="shrink-0 self-start" />
      </div>
      <div className="mt-8">
        <PodcastSearch value={search.query} onChange={search.setQuery} />
      </div>
      <div className="mt-8" aria-busy={!shown && !podcasts.isError}>
        {content}
      </div>
      <PodcastDetailModal podcast={selected} onClose={() => setSelected(null)} onWatch={watchFromDetails} />
      <PodcastVideoModal video={video} onClose={() => setVideo(null)} />
    </div>
  );
}
