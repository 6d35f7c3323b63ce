import type { TAppReview } from '@atrium/contracts/installs';
import type { InfiniteData } from '@tanstack/react-query';
import type { ReviewsPage } from '@/features/marketplace/api/get-reviews';

/**
 * A cached review list (all stars, or one star count) with a review just written or edited:
 * - listed and still matching: replaced where it is (reviews are ordered by when they were first written);
 * - listed but no longer matching the star filter: removed;
 * - new and matching: first (the newest), counted;
 * - an edit now matching a list it was not in: 'refetch' (where it goes among pages not loaded is unknown).
 */
export function reviewsWith(
  data: InfiniteData<ReviewsPage>,
  review: TAppReview,
  stars: number | null,
  isNew: boolean,
): InfiniteData<ReviewsPage> | 'refetch' {
  const matches = stars === null || stars === review.stars;
  const listed = data.pages.some((page) => page.data.some((r) => r._id === review._id));
  const withTotal = (pages: ReviewsPage[], delta: number) =>
    pages.map((page, i) => (i === 0 ? { ...page, meta: { ...page.meta, total: Math.max(0, page.meta.total + delta) } } : page));

  if (listed && matches)
    return {
      ...data,
      pages: data.pages.map((page) => ({ ...page, data: page.data.map((r) => (r._id === review._id ? review : r)) })),
    };
  if (listed)
    return {
      ...data,
      pages: withTotal(
        data.pages.map((page) => ({ ...page, data: page.data.filter((r) => r._id !== review._id) })),
        -1,
      ),
    };
  if (!matches) return data;
  if (!isNew) return 'refetch';
  const [first, ...rest] = data.pages;
  if (!first) return 'refetch';
  return { ...data, pages: withTotal([{ ...first, data: [review, ...first.data] }, ...rest], 1) };
}
