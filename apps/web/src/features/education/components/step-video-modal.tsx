import { useTranslation } from 'react-i18next';
import { type ModalVideo, VideoModal } from '@/components/ui/video-modal';

export type StepVideo = ModalVideo;

/** A step's video: the shared video modal with the education labels. */
export function StepVideoModal({ video, onClose }: { video: StepVideo | null; onClose: () => void }) {
  const { t } = useTranslation('education');
  return (
    <VideoModal
      video={video}
      onClose={onClose}
      closeLabel={t('steps.close')}
      frameTitle={(v) => t('steps.videoTitle', { title: v.title })}
    />
  );
}
