import type { TConsoleApp } from '@atrium/contracts/app-console';
import type { TAppStatus } from '@atrium/contracts/apps';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { Spinner } from '@/components/ui/spinner';
import { useAppReviews } from '@/features/console/api/get-app-reviews';
import { formatNumber } from '@/lib/format';
import { RatingSummary } from './rating-summary';
import { ReviewCard } from './review-card';

export interface ReviewsPanelProps {
  app: TConsoleApp;
  /** True while a reply form holds text that is not saved. */
  onDirtyChange: (dirty: boolean) => void;
}

/** Apps that were never live (drafts, apps in review) cannot have been installed, so they have no reviews. */
const NEVER_LIVE: readonly TAppStatus[] = ['draft', 'in_review'];

/** The app's rating at a glance beside its reviews, newest first, each answerable by the developer. */
export function ReviewsPanel({ app, onDirtyChange }: ReviewsPanelProps) {
  // Not asked for at all: the reviews endpoint only knows live apps and would answer "App not found".
  if (NEVER_LIVE.includes(app.status))
    return (
      <ReviewsFrame>
        <NotLiveYet />
      </ReviewsFrame>
    );
  return <LiveReviews app={app} onDirtyChange={onDirtyChange} />;
}

function LiveReviews({ app, onDirtyChange }: ReviewsPanelProps) {
  const { t, i18n } = useTranslation('console');
  const [stars, setStars] = useState<number | null>(null);
  const [drafts, setDrafts] = useState<ReadonlySet<string>>(() => new Set());
  const reviews = useAppReviews(app._id, stars);
  const items = reviews.data?.pages.flatMap((page) => page.data) ?? [];
  const total = reviews.data?.pages[0]?.meta.total ?? 0;

  const onDraft = useCallback(
    (reviewId: string, dirty: boolean) =>
      setDrafts((current) => {
        if (current.has(reviewId) === dirty) return current;
        const next = new Set(current);
        if (dirty) next.add(reviewId);
        else next.delete(reviewId);
        return next;
      }),
    [],
  );
  useEffect(() => onDirtyChange(drafts.size > 0), [drafts, onDirtyChange]);

  let list: ReactNode;
  if (reviews.isPending)
    list = (
      <div className="flex justify-center py-16">
        <Spinner label={t('loading')} />
      </div>
    );
  else if (reviews.isError && items.length === 0)
    list = (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center text-sm text-red-700">
        <p>{t('reviews.loadError', { message: reviews.error.message })}</p>
        <Button variant="secondary" size="sm" onClick={() => void reviews.refetch()}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  else if (items.length === 0)
    list = stars ? (
      <p className="py-12 text-center text-sm text-ink-500">{t('reviews.noneWithStars', { stars })}</p>
    ) : (
      <EmptyReviews />
    );
  else
    list = (
      <>
        <ul
          aria-label={t('reviews.list')}
          aria-busy={reviews.isPlaceholderData}
          className={`divide-y divide-ink-100 transition-opacity ${reviews.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {items.map((review) => (
            <ReviewCard key={review._id} review={review} onDirtyChange={onDraft} />
          ))}
        </ul>
        {reviews.hasNextPage ? (
          <div className="mt-6 flex justify-center border-t border-ink-100 pt-5">
            <Button variant="secondary" onClick={() => void reviews.fetchNextPage()} loading={reviews.isFetchingNextPage}>
              {reviews.isFetchingNextPage ? t('reviews.loadingMore') : t('actions.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );

  return (
    <ReviewsFrame>
      <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <RatingSummary rating={app.rating} distribution={app.ratingDistribution} stars={stars} onStars={setStars} />
          {stars ? (
            <p className="mt-3 text-xs text-ink-600" aria-live="polite">
              {t('reviews.showing', { stars, total: formatNumber(total, i18n.language) })}{' '}
              <button
                type="button"
                onClick={() => setStars(null)}
                className={`rounded font-semibold text-brand-600 hover:text-brand-800 ${focusRing}`}
              >
                {t('reviews.showAll')}
              </button>
            </p>
          ) : null}
        </div>
        <div className="min-w-0">{list}</div>
      </div>
    </ReviewsFrame>
  );
}

function ReviewsFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('console');
  return (
    <section aria-labelledby="reviews-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-6">
      <header className="mb-6">
        <h2 id="reviews-title" className="text-lg font-semibold text-ink-900">
          {t('reviews.title')}
        </h2>
        <p className="mt-1 text-sm text-ink-500">{t('reviews.subtitle')}</p>
      </header>
      {children}
    </section>
  );
}

function NotLiveYet() {
  const { t } = useTranslation('console');
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-ink-200 px-6 py-12 text-center">
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-ink-100 text-2xl text-ink-400">
        ★
      </span>
      <h3 className="mt-4 text-base font-semibold text-ink-900">{t('reviews.notLiveTitle')}</h3>
      <p className="mt-1 max-w-sm text-sm text-ink-500">{t('reviews.notLiveBody')}</p>
    </div>
  );
}

function EmptyReviews() {
  const { t } = useTranslation('console');
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-ink-200 px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-amber-50 text-2xl text-amber-400"
      >
        ★
      </span>
      <h3 className="mt-4 text-base font-semibold text-ink-900">{t('reviews.emptyTitle')}</h3>
      <p className="mt-1 max-w-sm text-sm text-ink-500">{t('reviews.emptyBody')}</p>
    </div>
  );
}
