import { Modal } from './modal';
import { VideoFrame } from './video-frame';

export interface ModalVideo {
  /** The video-sharing site's id of the video. */
  id: string;
  title: string;
}

/** The video site's still for a video id; hqdefault exists for every public video (maxres does not). */
export function videoStillUrl(videoId: string): string {
  return `https://img.youtube.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
}

export interface VideoModalProps {
  video: ModalVideo | null;
  onClose: () => void;
  closeLabel: string;
  /** The player frame's accessible name. */
  frameTitle: (video: ModalVideo) => string;
}

/**
 * A video in the shared modal (podcasts, education steps, media library, testimonials); unmounting it on close
 * is what stops playback. The frame says so when the video cannot be played (video-frame.tsx).
 */
export function VideoModal({ video, onClose, closeLabel, frameTitle }: VideoModalProps) {
  if (!video) return null;
  return (
    <Modal open onClose={onClose} title={<span dir="auto">{video.title}</span>} size="xl" closeLabel={closeLabel}>
      <VideoFrame videoId={video.id} title={frameTitle(video)} />
    </Modal>
  );
}
