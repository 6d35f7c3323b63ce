import { useTranslation } from 'react-i18next';
import { type ModalVideo, VideoModal } from '@/components/ui/video-modal';

export type PodcastVideo = ModalVideo;

export interface PodcastVideoModalProps {
  video: PodcastVideo | null;
  onClose: () => void;
}

/** The podcast player: the shared video modal with the podcasts' labels. */
export function PodcastVideoModal({ video, onClose }: PodcastVideoModalProps) {
  const { t } = useTranslation('podcasts');
  return (
    <VideoModal video={video} onClose={onClose} closeLabel={t('close')} frameTitle={(v) => t('videoTitle', { title: v.title })} />
  );
}
