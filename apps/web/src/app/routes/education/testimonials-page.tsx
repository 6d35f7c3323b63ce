import type { TTestimonial } from '@atrium/contracts/testimonials';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ModalVideo, VideoModal } from '@/components/ui/video-modal';
import { useTestimonials } from '@/features/education/testimonials/api/get-testimonials';
import { TestimonialCard } from '@/features/education/testimonials/components/testimonial-card';
import { TestimonialFilters } from '@/features/education/testimonials/components/testimonial-filters';
import {
  TestimonialsEmpty,
  TestimonialsError,
  TestimonialsNoMatch,
  TestimonialsSkeleton,
} from '@/features/education/testimonials/components/testimonial-states';
import { TestimonialSummary } from '@/features/education/testimonials/components/testimonial-summary';
import {
  filterTestimonials,
  type KindFilter,
  type RatingFilter,
  readFilters,
  summarize,
} from '@/features/education/testimonials/utils/testimonial-view';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSearchParams } from '@/lib/use-search-params';

const NONE: TTestimonial[] = [];

/** /testimonial (SPEC 2, "Testimonial"): what customers say, in words or on video, with a summary and filters. */
export function Component() {
  const { t } = useTranslation('community');
  usePageTitle(t('testimonials.pageTitle'));
  const query = useTestimonials();
  const [params, setParams] = useSearchParams();
  const { kind, minRating } = readFilters(params);
  const [video, setVideo] = useState<ModalVideo | null>(null);

  const all = query.data ?? NONE;
  const summary = useMemo(() => summarize(all), [all]);
  const shown = useMemo(() => filterTestimonials(all, kind, minRating), [all, kind, minRating]);

  // Filters live in the address (shareable, kept on Back); "all" is the address without them.
  const setFilter = (name: 'kind' | 'rating', value: KindFilter | RatingFilter) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'all' || value === 0) next.delete(name);
        else next.set(name, String(value));
        return next;
      },
      { replace: true },
    );

  let content: ReactNode;
  if (query.isError) content = <TestimonialsError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (!query.isSuccess) content = <TestimonialsSkeleton />;
  else if (all.length === 0) content = <TestimonialsEmpty />;
  else
    content = (
      <>
        <TestimonialSummary summary={summary} />
        <div className="mt-8">
          <TestimonialFilters
            kind={kind}
            minRating={minRating}
            onKind={(k) => setFilter('kind', k)}
            onRating={(r) => setFilter('rating', r)}
          />
        </div>
        <p aria-live="polite" className="mt-4 text-sm text-ink-500">
          {t('testimonials.showing', { count: shown.length })}
        </p>
        <div className="mt-4">
          {shown.length === 0 ? (
            <TestimonialsNoMatch onReset={() => setParams({}, { replace: true })} />
          ) : (
            <ul aria-label={t('testimonials.listLabel')} className="columns-1 gap-5 sm:columns-2 lg:columns-3">
              {shown.map((x) => (
                <TestimonialCard
                  key={x._id}
                  testimonial={x}
                  onPlay={(v) => v.videoId && setVideo({ id: v.videoId, title: v.personName })}
                />
              ))}
            </ul>
          )}
        </div>
      </>
    );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('testimonials.eyebrow')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{t('testimonials.title')}</h1>
      <p className="mt-2 max-w-2xl text-base text-ink-600">{t('testimonials.subtitle')}</p>
      <div className="mt-8" aria-busy={query.isPending}>
        {content}
      </div>
      <VideoModal
        video={video}
        onClose={() => setVideo(null)}
        closeLabel={t('testimonials.close')}
        frameTitle={(v) => t('testimonials.videoTitle', { name: v.title })}
      />
    </div>
  );
}
