import type { TExchangePodcast } from '@atrium/contracts/podcasts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRingOffset } from '@/components/ui/focus-ring';
import { Modal } from '@/components/ui/modal';
import { RichText } from '@/components/ui/rich-text';
import { sanitiseHtml } from '@/lib/html';
import { PlayIcon } from './play-icon';
import { PodcastDate } from './podcast-date';
import { PodcastThumbnail } from './podcast-thumbnail';

export interface PodcastDetailModalProps {
  podcast: TExchangePodcast | null;
  onClose: () => void;
  onWatch: (podcast: TExchangePodcast) => void;
}

export function PodcastDetailModal({ podcast, onClose, onWatch }: PodcastDetailModalProps) {
  const { t } = useTranslation('podcasts');
  // Sanitised again here even though the server cleans on write: the browser is the last line of defence.
  const html = useMemo(() => sanitiseHtml(podcast?.description), [podcast?.description]);
  if (!podcast) return null;
  const title = podcast.title || t('untitled');

  return (
    <Modal
      open
      onClose={onClose}
      title={<span dir="auto">{title}</span>}
      size="lg"
      closeLabel={t('close')}
      footer={
        <button
          type="button"
          onClick={() => onWatch(podcast)}
          className={`inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 ${focusRingOffset}`}
        >
          <PlayIcon className="size-4" />
          {t('watchNow')}
        </button>
      }
    >
      <div className="overflow-hidden rounded-xl bg-ink-100">
        <PodcastThumbnail videoId={podcast.video} alt={t('thumbnailAlt', { title })} className="aspect-video w-full" />
      </div>
      {podcast.date ? <PodcastDate date={podcast.date} className="mt-4 block" /> : null}
      <div data-testid="podcast-detail-description" className="mt-3 max-h-[40vh] overflow-y-auto pe-1">
        {html ? <RichText html={html} /> : <p className="text-sm text-ink-400 italic">{t('noDescription')}</p>}
      </div>
    </Modal>
  );
}
