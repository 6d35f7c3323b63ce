import { describe, expect, it } from 'vitest';
import { NEW_APPS, NEWS, OFFICE_HOURS, PINNED_POST } from '@/features/education/home/home-fixtures';
import { areasForHost, EDUCATION_AREAS } from './education-areas';
import { orderNews } from './news-order';

describe('education home utilities', () => {
  it('puts pinned posts first, then the newest', () => {
    expect(orderNews([NEW_APPS, PINNED_POST, OFFICE_HOURS]).map((p) => p.title)).toEqual(
      [PINNED_POST, OFFICE_HOURS, NEW_APPS].map((p) => p.title),
    );
    expect(orderNews(NEWS)).not.toBe(NEWS);
  });

  it('offers every area on the education host and hides what agency hosts hide from their menus', () => {
    expect(areasForHost('education')).toHaveLength(12);
    expect(areasForHost('agency').map((a) => a.path)).toEqual([
      '/podcast',
      '/media-library',
      '/education_faqs',
      '/players',
      '/knowledgebase',
      '/quiz',
      '/medialibraries',
    ]);
    expect(new Set(EDUCATION_AREAS.map((a) => a.id)).size).toBe(EDUCATION_AREAS.length);
  });
});
