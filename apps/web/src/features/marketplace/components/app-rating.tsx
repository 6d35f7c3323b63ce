import type { TRatingSummary } from '@atrium/contracts/apps';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatNumber } from '@/lib/format';
import { RatingStars } from './rating-stars';

/** "4.6 ★★★★☆ (128)", read out as "Rated 4.6 out of 5, 128 reviews"; "No reviews yet" without any. */
export function AppRating({ rating, large = false }: { rating: TRatingSummary; large?: boolean }) {
  const { t, i18n } = useTranslation('marketplace');
  const lng = i18n.language;
  if (rating.average === null || rating.count === 0) {
    return <span className="text-xs text-ink-500">{t('rating.none')}</span>;
  }
  const average = formatNumber(rating.average, lng);
  return (
    <span className={`inline-flex items-center gap-1.5 ${large ? 'text-sm' : 'text-xs'}`}>
      <span className="sr-only">
        {t('rating.summary', { average, count: rating.count, formatted: formatNumber(rating.count, lng) })}
      </span>
      <span aria-hidden="true" className="font-semibold text-ink-800">
        {average}
      </span>
      <RatingStars value={rating.average} className={large ? 'size-4' : 'size-3.5'} />
      <span aria-hidden="true" className="text-ink-500">
        ({formatCompact(rating.count, lng)})
      </span>
    </span>
  );
}
