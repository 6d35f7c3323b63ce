import type { TAppReview } from '@atrium/contracts/installs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { formatDate } from '@/lib/format';
import { ReplyForm } from './reply-form';
import { ReviewStars } from './review-stars';

export interface ReviewCardProps {
  review: TAppReview;
  onDirtyChange: (reviewId: string, dirty: boolean) => void;
}

/** One review with its developer reply, and the inline form that writes or edits that reply. */
export function ReviewCard({ review, onDirtyChange }: ReviewCardProps) {
  const { t, i18n } = useTranslation('console');
  const [editing, setEditing] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const initials = review.authorName.trim().charAt(0).toUpperCase() || '?';
  const reportDirty = useCallback((dirty: boolean) => onDirtyChange(review._id, dirty), [onDirtyChange, review._id]);
  const restoreFocus = useRef(false);
  const close = () => {
    restoreFocus.current = true;
    setEditing(false);
  };
  // The form and its buttons are gone: give focus back to the button that opened it, once it is back.
  useEffect(() => {
    if (editing || !restoreFocus.current) return;
    restoreFocus.current = false;
    toggle.current?.focus();
  }, [editing]);

  return (
    <li className="py-5 first:pt-0 last:pb-0">
      <article aria-label={t('reviews.by', { author: review.authorName })}>
        <header className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
          >
            {initials}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-ink-900">{review.authorName}</p>
            <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1">
              <ReviewStars value={review.stars} className="size-3.5" />
              <span className="sr-only">{t('reviews.stars', { stars: review.stars })}</span>
              <time dateTime={review.createdAt} className="text-xs text-ink-500">
                {formatDate(review.createdAt, i18n.language)}
              </time>
            </div>
          </div>
          {editing ? null : (
            <button
              ref={toggle}
              type="button"
              onClick={() => setEditing(true)}
              aria-label={
                review.developerReply
                  ? t('reviews.editReplyTo', { author: review.authorName })
                  : t('reviews.replyTo', { author: review.authorName })
              }
              className={buttonClasses(review.developerReply ? 'ghost' : 'secondary', 'sm', 'shrink-0')}
            >
              {review.developerReply ? t('reviews.editReply') : t('reviews.reply')}
            </button>
          )}
        </header>
        {review.body ? (
          <p dir="auto" className="mt-3 text-sm leading-6 whitespace-pre-line text-ink-700 sm:ps-12">
            {review.body}
          </p>
        ) : (
          <p className="mt-3 text-sm text-ink-400 italic sm:ps-12">{t('reviews.noText')}</p>
        )}
        <div className="sm:ps-12">
          {editing ? (
            <ReplyForm reviewId={review._id} initial={review.developerReply ?? ''} onDone={close} onDirtyChange={reportDirty} />
          ) : review.developerReply ? (
            <div className="mt-4 border-s-2 border-brand-300 bg-brand-50/60 py-2.5 ps-4 pe-3 rounded-e-lg">
              <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
                <span className="font-semibold text-brand-900">{t('reviews.developerReply')}</span>
                {review.repliedAt ? (
                  <time dateTime={review.repliedAt} className="text-ink-500">
                    {formatDate(review.repliedAt, i18n.language)}
                  </time>
                ) : null}
              </p>
              <p dir="auto" className="mt-1 text-sm leading-6 whitespace-pre-line text-ink-800">
                {review.developerReply}
              </p>
            </div>
          ) : null}
        </div>
      </article>
    </li>
  );
}
