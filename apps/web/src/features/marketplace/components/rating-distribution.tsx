import type { TAppDetail } from '@atrium/contracts/apps';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

interface RatingDistributionProps {
  distribution: TAppDetail['ratingDistribution'];
  selected: number | null;
  onSelect: (stars: number | null) => void;
}

/** A bar per star count (5 to 1); each bar is a toggle that filters the reviews to that count. */
export function RatingDistribution({ distribution, selected, onSelect }: RatingDistributionProps) {
  const { t, i18n } = useTranslation('marketplace');
  const total = distribution.reduce((sum, n) => sum + n, 0);
  return (
    <ul className="space-y-1.5" aria-label={t('reviews.distribution')}>
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = distribution[stars - 1] ?? 0;
        const share = total > 0 ? (count / total) * 100 : 0;
        const on = selected === stars;
        return (
          <li key={stars}>
            <button
              type="button"
              aria-pressed={on}
              disabled={count === 0}
              onClick={() => onSelect(on ? null : stars)}
              aria-label={t('reviews.filterBy', { stars, reviews: formatNumber(count, i18n.language) })}
              className={`grid w-full grid-cols-[3.5rem_1fr_2.5rem] items-center gap-3 rounded-lg px-2 py-1 text-sm transition-colors enabled:hover:bg-ink-100 disabled:opacity-50 ${on ? 'bg-brand-50 ring-1 ring-brand-200' : ''}`}
            >
              <span className="text-start font-medium text-ink-700">
                {stars} <span className="text-amber-400">★</span>
              </span>
              <span className="h-2.5 overflow-hidden rounded-full bg-ink-100">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
              </span>
              <span className="text-end text-xs text-ink-500 tabular-nums">{formatNumber(count, i18n.language)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
