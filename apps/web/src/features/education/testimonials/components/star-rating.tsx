import { useTranslation } from 'react-i18next';
import { MAX_RATING } from '@/features/education/testimonials/utils/testimonial-view';

const STAR = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';

function Star({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinejoin="round"
    >
      <path d={STAR} />
    </svg>
  );
}

/**
 * Five stars, filled to the rating (an average of 4.5 fills four and a half), read as one image: "Rated 4.5
 * out of 5". The partial star is a filled star clipped from the reading start, so it fills the right way in
 * right-to-left layouts too.
 */
export function StarRating({ rating, size = 'size-4' }: { rating: number; size?: string }) {
  const { t } = useTranslation('community');
  // Halves are as fine as stars are read at a glance.
  const shown = Math.round(rating * 2) / 2;
  return (
    <span role="img" aria-label={t('testimonials.rated', { rating, max: MAX_RATING })} className="inline-flex gap-0.5">
      {Array.from({ length: MAX_RATING }, (_, i) => {
        const fill = Math.min(1, Math.max(0, shown - i));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions, not items.
          <span key={i} data-fill={fill} className={`relative inline-block ${size}`}>
            <Star className={`absolute inset-0 ${size} fill-ink-200 text-ink-200`} />
            {fill > 0 ? (
              <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={`${size} max-w-none fill-amber-400 text-amber-400`} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
