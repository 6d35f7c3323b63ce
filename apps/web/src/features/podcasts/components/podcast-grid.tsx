import type { TExchangePodcast } from '@atrium/contracts/podcasts';
import { PodcastCard } from './podcast-card';

export interface PodcastGridProps {
  podcasts: readonly TExchangePodcast[];
  onPlay: (podcast: TExchangePodcast) => void;
  onDetails: (podcast: TExchangePodcast) => void;
}

/** SPEC 9: one column on phones, two from md, three from lg. */
export function PodcastGrid({ podcasts, onPlay, onDetails }: PodcastGridProps) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {podcasts.map((podcast) => (
        // Below the fold the browser skips a card's layout and paint until it nears the screen (ADR 015).
        <li key={podcast.id} className="[contain-intrinsic-size:auto_28rem] [content-visibility:auto]">
          <PodcastCard podcast={podcast} onPlay={onPlay} onDetails={onDetails} />
        </li>
      ))}
    </ul>
  );
}
