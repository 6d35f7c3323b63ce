import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ReviewsPage } from '@/features/marketplace/api/get-reviews';
import { review } from '@/features/marketplace/test-fixtures';
import { reviewsWith } from './reviews-cache';

const pages = (...lists: ReturnType<typeof review>[][]): InfiniteData<ReviewsPage> => ({
  pages: lists.map((data, i) => ({ data, meta: { total: 20, nextCursor: i < lists.length - 1 ? `c${i}` : 'more' } })),
  pageParams: lists.map((_, i) => (i === 0 ? undefined : `c${i - 1}`)),
});
const bodies = (data: InfiniteData<ReviewsPage> | 'refetch') =>
  data === 'refetch' ? data : data.pages.map((p) => p.data.map((r) => r.body));
const total = (data: InfiniteData<ReviewsPage> | 'refetch') => (data === 'refetch' ? null : data.pages[0]?.meta.total);

describe('reviewsWith: a review list with a review just saved', () => {
  it('puts a new review first and counts it, in the list of all stars and of its own', () => {
    const mine = { ...review(50, 2), body: 'New one' };
    const all = reviewsWith(pages([review(1), review(2)], [review(3)]), mine, null, true);
    expect(bodies(all)).toEqual([['New one', 'Review number 1', 'Review number 2'], ['Review number 3']]);
    expect(total(all)).toBe(21);
    expect(total(reviewsWith(pages([review(4, 2)]), mine, 2, true))).toBe(21);
    // Another star count's list does not change.
    const fives = pages([review(1)]);
    expect(reviewsWith(fives, mine, 5, true)).toBe(fives);
  });

  it('replaces an edited review where it is, and takes it out of a star list it no longer fits', () => {
    const edited = { ...review(2, 3), body: 'Edited' };
    expect(bodies(reviewsWith(pages([review(1), review(2)]), edited, null, false))).toEqual([['Review number 1', 'Edited']]);
    const fives = reviewsWith(pages([review(1), review(2)]), edited, 5, false);
    expect(bodies(fives)).toEqual([['Review number 1']]);
    expect(total(fives)).toBe(19);
  });

  it('asks again when an edit now fits a list it was not loaded in', () => {
    expect(reviewsWith(pages([review(1, 3)]), { ...review(9, 3) }, 3, false)).toBe('refetch');
  });
});
