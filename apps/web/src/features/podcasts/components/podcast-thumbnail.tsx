import { useState } from 'react';
import { videoStillUrl } from '@/components/ui/video-modal';
import { MicIcon } from './mic-icon';

export interface PodcastThumbnailProps {
  videoId: string;
  alt: string;
  className?: string;
  /** The placeholder's microphone; off where something else sits in the middle (the card's play button). */
  showMark?: boolean;
}

/** The video's still, or a branded placeholder when the image host has none (bad id, blocked host). */
export function PodcastThumbnail({ videoId, alt, className = '', showMark = true }: PodcastThumbnailProps) {
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
        {showMark ? <MicIcon className="size-12" /> : null}
      </div>
    );
  }
  return (
    <img
      src={videoStillUrl(videoId)}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedId(videoId)}
      className={`object-cover ${className}`}
    />
  );
}
