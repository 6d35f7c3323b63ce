import type { TPodcast } from '@atrium/contracts/podcasts';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePublishPodcast } from '@/features/podcasts/api/publish-podcast';
import { useUnpublishPodcast } from '@/features/podcasts/api/unpublish-podcast';

export interface PodcastRowActionsProps {
  podcast: TPodcast;
  onEdit: (podcast: TPodcast) => void;
  onDelete: (podcast: TPodcast) => void;
}

/** Publish or unpublish, edit, delete; each row owns its status mutation so only that row shows busy. */
export function PodcastRowActions({ podcast, onEdit, onDelete }: PodcastRowActionsProps) {
  const { t } = useTranslation('admin', { keyPrefix: 'podcasts' });
  const publish = usePublishPodcast();
  const unpublish = useUnpublishPodcast();
  const title = podcast.title || t('untitled');
  const isPublished = podcast.status === 'published';
  const toggleLabel = isPublished ? t('actions.unpublish') : t('actions.publish');

  const toggle = async () => {
    try {
      if (isPublished) await unpublish.mutateAsync(podcast._id);
      else await publish.mutateAsync(podcast._id);
      toast.success(isPublished ? t('toast.unpublished') : t('toast.published'));
    } catch (error) {
      toast.error(t('toast.error', { message: error instanceof Error ? error.message : String(error) }));
    }
  };

  // The visible labels repeat on every row; aria-label names the podcast so screen readers can tell them apart.
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant={isPublished ? 'ghost' : 'secondary'}
        size="sm"
        onClick={toggle}
        loading={publish.isPending || unpublish.isPending}
        aria-label={`${toggleLabel}: ${title}`}
      >
        {toggleLabel}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onEdit(podcast)} aria-label={`${t('actions.edit')}: ${title}`}>
        {t('actions.edit')}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onDelete(podcast)} aria-label={`${t('actions.delete')}: ${title}`}>
        <span className="text-red-600">{t('actions.delete')}</span>
      </Button>
    </div>
  );
}
