import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { embedUrl } from '../utils/video-embed';

export interface StepVideo {
  id: string;
  title: string;
}

/** A step's video in the shared modal (as the podcasts feature does); unmounting on close stops playback. */
export function StepVideoModal({ video, onClose }: { video: StepVideo | null; onClose: () => void }) {
  const { t } = useTranslation('education');
  if (!video) return null;
  return (
    <Modal open onClose={onClose} title={<span dir="auto">{video.title}</span>} size="xl" closeLabel={t('steps.close')}>
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-black">
        <iframe
          src={embedUrl(video.id)}
          title={t('steps.videoTitle', { title: video.title })}
          className="absolute inset-0 size-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </Modal>
  );
}
