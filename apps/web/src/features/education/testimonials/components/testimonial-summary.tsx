import { useTranslation } from 'react-i18next';
import type { RatingSummary } from '@/features/education/testimonials/utils/testimonial-view';
import { formatNumber, intlLocale } from '@/lib/format';
import { StarRating } from './star-rating';

/** The average rating, how many testimonials, and how the stars are spread (5 to 1). */
export function TestimonialSummary({ summary }: { summary: RatingSummary }) {
  const { t, i18n } = useTranslation('community');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const average = new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(summary.average);
  const widest = Math.max(1, ...summary.byStars);
  return (
    <section
      aria-label={t('testimonials.summaryLabel')}
      className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:flex-row sm:items-center sm:gap-8"
    >
      <div className="flex items-center gap-4">
        <p className="text-5xl font-bold tracking-tight text-ink-900 tabular-nums">{average}</p>
        <div>
          <StarRating rating={summary.average} size="size-5" />
          <p className="mt-1 text-sm text-ink-600">{t('testimonials.basedOn', { count: summary.count })}</p>
        </div>
      </div>
      <dl className="grid flex-1 gap-1.5 sm:max-w-xs">
        {summary.byStars.map((n, i) => {
          const stars = 5 - i;
          return (
            <div key={stars} className="flex items-center gap-3 text-sm">
              <dt className="min-w-16 shrink-0 text-ink-600">{t('testimonials.stars', { count: stars })}</dt>
              <dd className="flex flex-1 items-center gap-3">
                <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-ink-100">
                  <span className="block h-full rounded-full bg-amber-400" style={{ width: `${(n / widest) * 100}%` }} />
                </span>
                <span className="w-6 text-end text-ink-500 tabular-nums">{formatNumber(n, language)}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
