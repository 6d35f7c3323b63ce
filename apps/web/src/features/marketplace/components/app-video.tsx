import { useTranslation } from 'react-i18next';
import { toEmbedUrl } from '@/components/help-guide/to-embed-url';

/** The app's video, embedded (YouTube, Vimeo and Loom links become their player addresses). */
export function AppVideo({ url, appName }: { url: string; appName: string }) {
  const { t } = useTranslation('marketplace');
  const src = toEmbedUrl(url);
  if (!/^https:\/\//i.test(src)) return null;
  return (
    <div className="aspect-video overflow-hidden rounded-2xl bg-ink-900 shadow-sm">
      <iframe
        src={src}
        title={t('app.videoTitle', { name: appName })}
        className="size-full"
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
      />
    </div>
  );
}
