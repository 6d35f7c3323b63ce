import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import {
  KIND_FILTERS,
  type KindFilter,
  RATING_FILTERS,
  type RatingFilter,
} from '@/features/education/testimonials/utils/testimonial-view';

export interface TestimonialFiltersProps {
  kind: KindFilter;
  minRating: RatingFilter;
  onKind: (kind: KindFilter) => void;
  onRating: (minRating: RatingFilter) => void;
}

const chip = (active: boolean) =>
  `rounded-full px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition ${focusRing} ${
    active ? 'bg-brand-600 text-white shadow-sm' : 'bg-white text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 hover:text-ink-900'
  }`;

/** Two groups (fieldsets) of toggle buttons (aria-pressed): what kind, and how many stars at least. */
export function TestimonialFilters({ kind, minRating, onKind, onRating }: TestimonialFiltersProps) {
  const { t } = useTranslation('community');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-8">
      <fieldset className="flex min-w-0 flex-wrap items-center gap-2">
        {/* A floated legend sits in the row like a label (a plain legend would sit above the group). */}
        <legend className="float-start me-1 py-1.5 text-sm font-medium text-ink-500">{t('testimonials.filters.kind')}</legend>
        {KIND_FILTERS.map((k) => (
          <button key={k} type="button" aria-pressed={kind === k} onClick={() => onKind(k)} className={chip(kind === k)}>
            {t(`testimonials.filters.${k}`)}
          </button>
        ))}
      </fieldset>
      <fieldset className="flex min-w-0 flex-wrap items-center gap-2">
        <legend className="float-start me-1 py-1.5 text-sm font-medium text-ink-500">{t('testimonials.filters.rating')}</legend>
        {RATING_FILTERS.map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={minRating === r}
            onClick={() => onRating(r)}
            className={chip(minRating === r)}
          >
            {r === 0
              ? t('testimonials.filters.anyRating')
              : r === 5
                ? t('testimonials.filters.fiveStars')
                : t('testimonials.filters.atLeast', { count: r })}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
