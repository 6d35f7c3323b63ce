import type { TPodcast } from '@atrium/contracts/podcasts';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useDeletePodcast } from '@/features/podcasts/api/delete-podcast';

export interface PodcastDeleteDialogProps {
  podcast: TPodcast | null;
  onClose: () => void;
}

export function PodcastDeleteDialog({ podcast, onClose }: PodcastDeleteDialogProps) {
  const { t } = useTranslation('admin', { keyPrefix: 'podcasts' });
  const remove = useDeletePodcast();
  if (!podcast) return null;

  const confirm = async () => {
    try {
      await remove.mutateAsync(podcast._id);
      toast.success(t('toast.deleted'));
      onClose();
    } catch (error) {
      toast.error(t('toast.error', { message: error instanceof Error ? error.message : String(error) }));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('delete.title')}
      closeLabel={t('actions.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            {remove.isPending ? t('deleting') : t('delete.confirm')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-ink-700">{t('delete.message', { title: podcast.title || t('untitled') })}</p>
    </Modal>
  );
}
