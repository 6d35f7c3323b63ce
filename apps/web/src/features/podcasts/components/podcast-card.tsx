import type { TExchangePodcast } from '@atrium/contracts/podcasts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRingOffset } from '@/components/ui/focus-ring';
import { summariseDescription } from '@/features/podcasts/utils/podcast-text';
import { PlayIcon } from './play-icon';
import { PodcastDate } from './podcast-date';
import { PodcastThumbnail } from './podcast-thumbnail';

export interface PodcastCardProps {
  podcast: TExchangePodcast;
  onPlay: (podcast: TExchangePodcast) => void;
  onDetails: (podcast: TExchangePodcast) => void;
}

export function PodcastCard({ podcast, onPlay, onDetails }: PodcastCardProps) {
  const { t } = useTranslation('podcasts');
  const title = podcast.title || t('untitled');
  const { preview, showMoreDetails } = useMemo(() => summariseDescription(podcast.description), [podcast.description]);

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200 transition duration-200 hover:-translate-y-0.5 hover:shadow-lg hover:ring-brand-200 motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="relative aspect-video overflow-hidden bg-ink-100">
        <PodcastThumbnail
          videoId={podcast.video}
          alt={t('thumbnailAlt', { title })}
          showMark={false}
          className="size-full transition duration-300 group-hover:scale-105 motion-reduce:transition-none"
        />
        <button
          type="button"
          onClick={() => onPlay(podcast)}
          aria-label={t('play', { title })}
          className="absolute inset-0 flex items-center justify-center bg-ink-900/10 transition hover:bg-ink-900/30 focus-visible:bg-ink-900/30 focus-visible:ring-4 focus-visible:ring-brand-400 focus-visible:outline-none focus-visible:ring-inset"
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-white/95 text-brand-600 shadow-lg transition group-hover:scale-110 motion-reduce:transition-none">
            <PlayIcon className="size-6 translate-x-0.5" />
          </span>
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {podcast.date ? <PodcastDate date={podcast.date} /> : null}
        {/* dir="auto": titles and descriptions are authored in any language, whatever the interface's direction. */}
        <h2 dir="auto" className="text-lg leading-snug font-semibold text-ink-900">
          {title}
        </h2>
        <p dir="auto" className={`text-sm leading-relaxed break-words ${preview ? 'text-ink-600' : 'text-ink-400 italic'}`}>
          {preview || t('noDescription')}
        </p>
        {showMoreDetails ? (
          <div className="mt-auto pt-3">
            <button
              type="button"
              onClick={() => onDetails(podcast)}
              className={`inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-600 transition hover:text-brand-800 ${focusRingOffset}`}
            >
              {t('moreDetails')}
              <span aria-hidden="true" className="rtl:-scale-x-100">
                →
              </span>
            </button>
          </div>
        ) : null}
      </div>
    </article>
  );
}
