import type { TConsoleApp } from '@atrium/contracts/app-console';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { formatNumber } from '@/lib/format';
import { ReviewStars } from './review-stars';

export interface RatingSummaryProps {
  rating: TConsoleApp['rating'];
  distribution: TConsoleApp['ratingDistribution'];
  stars: number | null;
  onStars: (stars: number | null) => void;
}

/** The average, the count and a bar per star count (5 to 1); each bar toggles the list's star filter. */
export function RatingSummary({ rating, distribution, stars, onStars }: RatingSummaryProps) {
  const { t, i18n } = useTranslation('console');
  const lng = i18n.language;
  const total = distribution.reduce((sum, n) => sum + n, 0);
  return (
    <div>
      <div className="flex items-end gap-3 lg:block">
        <p className="text-4xl font-bold text-ink-900 tabular-nums">
          {rating.average === null ? '–' : formatNumber(rating.average, lng)}
        </p>
        <div className="pb-1 lg:pb-0">
          <div className="lg:mt-1">
            <ReviewStars value={rating.average ?? 0} className="size-5" />
          </div>
          {rating.average === null ? null : (
            <span className="sr-only">{t('reviews.stars', { stars: formatNumber(rating.average, lng) })}</span>
          )}
          <p className="mt-0.5 text-sm text-ink-500">
            {t('reviews.count', { count: rating.count, formatted: formatNumber(rating.count, lng) })}
          </p>
        </div>
      </div>
      <ul className="mt-4 space-y-1" aria-label={t('reviews.distribution')}>
        {[5, 4, 3, 2, 1].map((n) => {
          const count = distribution[n - 1] ?? 0;
          const share = total > 0 ? (count / total) * 100 : 0;
          const on = stars === n;
          return (
            <li key={n}>
              <button
                type="button"
                aria-pressed={on}
                disabled={count === 0}
                onClick={() => onStars(on ? null : n)}
                aria-label={t('reviews.filterBy', { stars: n, reviews: formatNumber(count, lng) })}
                className={`grid w-full grid-cols-[2.5rem_1fr_2.5rem] items-center gap-3 rounded-lg px-2 py-1.5 text-sm transition-colors ${focusRing} enabled:hover:bg-ink-100 disabled:cursor-not-allowed disabled:opacity-50 ${
                  on ? 'bg-brand-50 ring-1 ring-brand-200' : ''
                }`}
              >
                <span className="text-start font-medium text-ink-700 tabular-nums">
                  {n} <span className="text-amber-400">★</span>
                </span>
                <span className="h-2.5 overflow-hidden rounded-full bg-ink-100">
                  <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
                </span>
                <span className="text-end text-xs text-ink-500 tabular-nums">{formatNumber(count, lng)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
