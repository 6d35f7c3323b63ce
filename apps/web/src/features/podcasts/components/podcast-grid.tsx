import type { TExchangePodcast } from '@atrium/contracts/podcasts';
import { PodcastCard } from './podcast-card';

export interface PodcastGridProps {
  podcasts: readonly TExchangePodcast[];
  onPlay: (podcast: TExchangePodcast) => void;
  onDetails: (podcast: TExchangePodcast) => void;
}

/** The most cards in the first row (three columns from lg). */
const FIRST_ROW = 3;
const BELOW_THE_FOLD = '[contain-intrinsic-size:auto_28rem] [content-visibility:auto]';

/** SPEC 9: one column on phones, two from md, three from lg. */
export function PodcastGrid({ podcasts, onPlay, onDetails }: PodcastGridProps) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {podcasts.map((podcast, index) => (
        // Below the fold the browser skips a card's layout and paint until it nears the screen (ADR 015). Not the
        // first row: such a card is painted a frame after the rest of the screen, once the browser has found it near.
        <li key={podcast.id} className={index < FIRST_ROW ? undefined : BELOW_THE_FOLD}>
          <PodcastCard podcast={podcast} onPlay={onPlay} onDetails={onDetails} />
        </li>
      ))}
    </ul>
  );
}
