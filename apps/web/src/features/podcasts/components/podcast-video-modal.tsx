import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { embedUrl } from '../utils/podcast-media';

export interface PodcastVideo {
  id: string;
  title: string;
}

export interface PodcastVideoModalProps {
  video: PodcastVideo | null;
  onClose: () => void;
}

/** The player; unmounting it on close is what stops playback. */
export function PodcastVideoModal({ video, onClose }: PodcastVideoModalProps) {
  const { t } = useTranslation('podcasts');
  if (!video) return null;
  return (
    <Modal open onClose={onClose} title={<span dir="auto">{video.title}</span>} size="xl" closeLabel={t('close')}>
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-black">
        <iframe
          src={embedUrl(video.id)}
          title={t('videoTitle', { title: video.title })}
          className="absolute inset-0 size-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </Modal>
  );
}
