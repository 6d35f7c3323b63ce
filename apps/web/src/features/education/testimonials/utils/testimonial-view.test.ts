import type { TTestimonial } from '@atrium/contracts/testimonials';
import { describe, expect, it } from 'vitest';
import { filterTestimonials, initialsOf, readFilters, summarize } from './testimonial-view';

const item = (n: number, kind: 'text' | 'video', rating: number, position = n): TTestimonial => ({
  _id: `id-${n}`,
  kind,
  personName: `Person ${n}`,
  personTitle: null,
  company: null,
  rating,
  body: kind === 'text' ? '<p>Great.</p>' : null,
  videoId: kind === 'video' ? 'M7lc1UVf-VE' : null,
  avatarUrl: null,
  position,
  status: 'published',
  owner: 'platform',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const LIST = [item(3, 'text', 3), item(1, 'video', 5), item(2, 'text', 4), item(4, 'video', 4)];

describe('filterTestimonials', () => {
  it('filters by kind and by the least rating, in position order', () => {
    expect(filterTestimonials(LIST, 'all', 0).map((x) => x._id)).toEqual(['id-1', 'id-2', 'id-3', 'id-4']);
    expect(filterTestimonials(LIST, 'video', 0).map((x) => x._id)).toEqual(['id-1', 'id-4']);
    expect(filterTestimonials(LIST, 'text', 4).map((x) => x._id)).toEqual(['id-2']);
    expect(filterTestimonials(LIST, 'all', 5).map((x) => x._id)).toEqual(['id-1']);
  });
});

describe('summarize', () => {
  it('gives the count, the average to one decimal and the spread from 5 to 1 stars', () => {
    expect(summarize(LIST)).toEqual({ count: 4, average: 4, byStars: [1, 2, 1, 0, 0] });
    expect(summarize([item(1, 'text', 5), item(2, 'text', 4), item(3, 'text', 4)]).average).toBe(4.3);
    expect(summarize([])).toEqual({ count: 0, average: 0, byStars: [0, 0, 0, 0, 0] });
  });
});

describe('readFilters', () => {
  it('reads known values from the address and falls back to all for anything else', () => {
    expect(readFilters(new URLSearchParams('kind=video&rating=4'))).toEqual({ kind: 'video', minRating: 4 });
    expect(readFilters(new URLSearchParams('kind=audio&rating=2'))).toEqual({ kind: 'all', minRating: 0 });
  });
});

describe('initialsOf', () => {
  it('takes the first and last names, skipping titles, in any script', () => {
    expect(initialsOf('Rachel Kim')).toBe('RK');
    expect(initialsOf('Dr. Emily Hart')).toBe('EH');
    expect(initialsOf('Madonna')).toBe('M');
    expect(initialsOf('élodie de la Tour')).toBe('ÉT');
    expect(initialsOf('سارة أحمد')).toBe('سأ');
  });
});
