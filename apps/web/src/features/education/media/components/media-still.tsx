import type { TMediaItem } from '@atrium/contracts/media-library';
import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { stillOf } from '@/features/education/media/utils/media-view';

/** The card's picture, or a branded panel with the kind's icon when there is none (or it fails to load). */
export function MediaStill({ item }: { item: TMediaItem }) {
  const src = stillOf(item);
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div
        aria-hidden="true"
        className={`flex size-full items-center justify-center text-white/85 ${
          item.kind === 'video' ? 'bg-linear-to-br from-brand-500 to-brand-800' : 'bg-linear-to-br from-ink-500 to-ink-700'
        }`}
      >
        {/* A playable video has the play button in the middle instead. */}
        {item.videoId ? null : <Icon name={item.kind === 'video' ? 'video' : 'book'} className="size-12" />}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      className="size-full object-cover transition duration-300 group-hover:scale-105 motion-reduce:transition-none"
    />
  );
}
