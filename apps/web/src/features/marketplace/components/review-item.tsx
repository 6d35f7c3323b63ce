import type { TAppReview } from '@atrium/contracts/installs';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { RatingStars } from './rating-stars';

export function ReviewItem({ review }: { review: TAppReview }) {
  const { t, i18n } = useTranslation('marketplace');
  return (
    <li className="py-5 first:pt-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars value={review.stars} className="size-4" />
        <span className="sr-only">{t('reviews.stars', { stars: review.stars })}</span>
        <span className="text-sm font-semibold text-ink-900">{review.authorName}</span>
        <time dateTime={review.createdAt} className="text-xs text-ink-500">
          {formatDate(review.createdAt, i18n.language)}
        </time>
      </div>
      {review.body ? (
        <p dir="auto" className="mt-2 text-sm leading-6 text-ink-700">
          {review.body}
        </p>
      ) : (
        <p className="mt-2 text-sm text-ink-400 italic">{t('reviews.noText')}</p>
      )}
      {review.developerReply ? (
        <div className="mt-3 rounded-xl bg-ink-50 p-3 ring-1 ring-ink-100">
          <p className="text-xs font-semibold text-ink-700">{t('reviews.reply')}</p>
          <p dir="auto" className="mt-1 text-sm text-ink-700">
            {review.developerReply}
          </p>
        </div>
      ) : null}
    </li>
  );
}
