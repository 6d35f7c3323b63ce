import type { TAppDetail } from '@atrium/contracts/apps';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { useReviews } from '@/features/marketplace/api/get-reviews';
import { formatNumber } from '@/lib/format';
import { LoadError } from './marketplace-states';
import { RatingDistribution } from './rating-distribution';
import { RatingStars } from './rating-stars';
import { ReviewItem } from './review-item';

/** Ratings at a glance (average, bars per star) beside the reviews, filterable by star, paged. */
export function AppReviews({ app }: { app: TAppDetail }) {
  const { t, i18n } = useTranslation('marketplace');
  const [stars, setStars] = useState<number | null>(null);
  const reviews = useReviews(app._id, stars);
  const items = reviews.data?.pages.flatMap((page) => page.data) ?? [];
  const total = reviews.data?.pages[0]?.meta.total ?? 0;

  let list: React.ReactNode;
  if (reviews.isPending) list = <p className="text-sm text-ink-500">{t('reviews.loading')}</p>;
  else if (reviews.isError && items.length === 0)
    list = <LoadError error={reviews.error} onRetry={() => void reviews.refetch()} />;
  else if (items.length === 0)
    list = <p className="text-sm text-ink-500">{stars ? t('reviews.noneWithStars', { stars }) : t('reviews.none')}</p>;
  else
    list = (
      <>
        <ul className={`divide-y divide-ink-100 ${reviews.isPlaceholderData ? 'opacity-60' : ''}`}>
          {items.map((review) => (
            <ReviewItem key={review._id} review={review} />
          ))}
        </ul>
        {reviews.hasNextPage ? (
          <button
            type="button"
            onClick={() => void reviews.fetchNextPage()}
            disabled={reviews.isFetchingNextPage}
            className={buttonClasses('secondary', 'md', 'mt-4')}
          >
            {reviews.isFetchingNextPage ? t('reviews.loadingMore') : t('reviews.loadMore')}
          </button>
        ) : null}
      </>
    );

  return (
    <div className="grid gap-8 md:grid-cols-[16rem_1fr]">
      <div>
        <p className="text-4xl font-bold text-ink-900">
          {app.rating.average === null ? '–' : formatNumber(app.rating.average, i18n.language)}
        </p>
        <div className="mt-1">
          <RatingStars value={app.rating.average ?? 0} className="size-5" />
        </div>
        <p className="mt-1 text-sm text-ink-500">
          {t('reviews.basedOn', { count: app.rating.count, formatted: formatNumber(app.rating.count, i18n.language) })}
        </p>
        <div className="mt-4">
          <RatingDistribution distribution={app.ratingDistribution} selected={stars} onSelect={setStars} />
        </div>
        {stars ? (
          <p className="mt-3 text-xs text-ink-600" aria-live="polite">
            {t('reviews.showingStars', { stars, total: formatNumber(total, i18n.language) })}{' '}
            <button type="button" onClick={() => setStars(null)} className="font-semibold text-brand-600 hover:text-brand-800">
              {t('reviews.showAll')}
            </button>
          </p>
        ) : null}
      </div>
      <div className="min-w-0">{list}</div>
    </div>
  );
}
