import { useTranslation } from 'react-i18next';
import { formatPodcastDate } from '@/features/podcasts/utils/format-date';

/** A podcast's calendar date in the reader's language. */
export function PodcastDate({ date, className = '' }: { date: string; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={date} className={`text-xs font-medium tracking-wide text-ink-500 uppercase ${className}`}>
      {formatPodcastDate(date, i18n.language)}
    </time>
  );
}
