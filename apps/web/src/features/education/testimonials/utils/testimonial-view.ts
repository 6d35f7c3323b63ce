import type { TTestimonial } from '@atrium/contracts/testimonials';
import { comparePosition } from '@/features/education/utils/position';

export const KIND_FILTERS = ['all', 'text', 'video'] as const;
export type KindFilter = (typeof KIND_FILTERS)[number];
/** The least number of stars shown; 0 is any rating. */
export const RATING_FILTERS = [0, 5, 4, 3] as const;
export type RatingFilter = (typeof RATING_FILTERS)[number];
export const MAX_RATING = 5;

/** The filters as the address has them (`?kind=video&rating=4`); anything else is "all". */
export function readFilters(params: URLSearchParams): { kind: KindFilter; minRating: RatingFilter } {
  const kind = KIND_FILTERS.find((k) => k === params.get('kind')) ?? 'all';
  const minRating = RATING_FILTERS.find((r) => String(r) === params.get('rating')) ?? 0;
  return { kind, minRating };
}

/** Position first; the list comes newest first, so ties fall back to the oldest. */

export function filterTestimonials(list: readonly TTestimonial[], kind: KindFilter, minRating: RatingFilter): TTestimonial[] {
  return list.filter((x) => (kind === 'all' || x.kind === kind) && x.rating >= minRating).sort(comparePosition);
}

export interface RatingSummary {
  count: number;
  /** Rounded to one decimal; 0 when there are none. */
  average: number;
  /** How many gave 5, 4, 3, 2 and 1 stars, in that order. */
  byStars: number[];
}

export function summarize(list: readonly TTestimonial[]): RatingSummary {
  const byStars = [5, 4, 3, 2, 1].map((stars) => list.filter((x) => x.rating === stars).length);
  const total = list.reduce((sum, x) => sum + x.rating, 0);
  return { count: list.length, average: list.length ? Math.round((total / list.length) * 10) / 10 : 0, byStars };
}

/**
 * Up to two letters for an avatar without a picture: the first and last names' ("Rachel Kim" → "RK"), leaving
 * out titles written with a full stop ("Dr. Emily Hart" → "EH"). Letters, not code units, so any script works.
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !w.endsWith('.'));
  const pick = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return pick.map((w) => [...w][0]!.toLocaleUpperCase()).join('');
}
