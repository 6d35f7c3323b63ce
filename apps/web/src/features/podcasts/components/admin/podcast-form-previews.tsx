import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { PodcastThumbnail } from '@/features/podcasts/components/podcast-thumbnail';
import { isValidVideoId } from '@/features/podcasts/utils/video-id';
import { sanitiseHtml } from '@/lib/html';

/** The thumbnail agencies will see, once the id is well-formed. */
export function VideoPreview({ videoId }: { videoId: string }) {
  const { t } = useTranslation('admin', { keyPrefix: 'podcasts.form' });
  const valid = isValidVideoId(videoId);
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-ink-800">{t('thumbnailPreview')}</p>
      <div className="flex aspect-video items-center justify-center overflow-hidden rounded-lg bg-ink-100 ring-1 ring-ink-200">
        {valid ? (
          <PodcastThumbnail videoId={videoId} alt={t('thumbnailPreview')} className="size-full" />
        ) : (
          <p className="px-6 text-center text-xs text-ink-500">{t('noPreview')}</p>
        )}
      </div>
    </div>
  );
}

/** The description exactly as it will render: sanitised to the allow-list, so stripped markup is visible. */
export function PodcastPreview({ html }: { html: string }) {
  const { t } = useTranslation('admin', { keyPrefix: 'podcasts.form' });
  // Deferred so a long description keeps typing smooth while the preview catches up.
  const deferred = useDeferredValue(html);
  const clean = useMemo(() => sanitiseHtml(deferred), [deferred]);
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-ink-800">{t('preview')}</p>
      <div
        data-testid="description-preview"
        className="max-h-64 min-h-24 overflow-y-auto rounded-lg border border-dashed border-ink-300 bg-ink-50 p-4"
      >
        {clean ? <RichText html={clean} /> : <p className="text-xs text-ink-400 italic">{t('emptyPreview')}</p>}
      </div>
    </div>
  );
}
