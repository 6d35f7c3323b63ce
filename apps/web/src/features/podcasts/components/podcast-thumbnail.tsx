import { useState } from 'react';
import { thumbnailUrl } from '../utils/podcast-media';
import { MicIcon } from './mic-icon';

export interface PodcastThumbnailProps {
  videoId: string;
  alt: string;
  className?: string;
}

/** The video's still, or a branded placeholder when the image host has none (bad id, blocked host). */
export function PodcastThumbnail({ videoId, alt, className = '' }: PodcastThumbnailProps) {
  // Remember which id failed, so a new id (the admin preview) gets a fresh attempt.
  const [failedId, setFailedId] = useState<string | null>(null);
  const failed = !videoId || failedId === videoId;

  if (failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex items-center justify-center bg-linear-to-br from-brand-500 to-brand-800 text-white/80 ${className}`}
      >
        <MicIcon className="size-12" />
      </div>
    );
  }
  return (
    <img
      src={thumbnailUrl(videoId)}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedId(videoId)}
      className={`object-cover ${className}`}
    />
  );
}
