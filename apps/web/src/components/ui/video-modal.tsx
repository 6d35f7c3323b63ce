import { Modal } from './modal';

export interface ModalVideo {
  /** The video-sharing site's id of the video. */
  id: string;
  title: string;
}

/** The player address for a video id; opened from a click, so it may autoplay. */
/** The video site's still for a video id; hqdefault exists for every public video (maxres does not). */
export function videoStillUrl(videoId: string): string {
  return `https://img.youtube.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
}

export function embedUrl(videoId: string): string {
  return `https://www.youtube.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}

export interface VideoModalProps {
  video: ModalVideo | null;
  onClose: () => void;
  closeLabel: string;
  /** The player frame's accessible name. */
  frameTitle: (video: ModalVideo) => string;
}

/** A video in the shared modal (podcasts, education steps); unmounting it on close is what stops playback. */
export function VideoModal({ video, onClose, closeLabel, frameTitle }: VideoModalProps) {
  if (!video) return null;
  return (
    <Modal open onClose={onClose} title={<span dir="auto">{video.title}</span>} size="xl" closeLabel={closeLabel}>
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-black">
        <iframe
          src={embedUrl(video.id)}
          title={frameTitle(video)}
          className="absolute inset-0 size-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </Modal>
  );
}
