import { describe, expect, it } from 'vitest';
import {
  INVITE,
  MARKETING,
  MEDIA_CATEGORIES,
  MEDIA_ITEMS,
  PROPOSAL,
  QUICK_START,
  STARTING,
  TEMPLATES,
  TEXT_BACK,
  TOUR,
} from '@/features/education/media/media-fixtures';
import { ALL } from '@/features/education/utils/faq-view';
import { buildMediaView, indexMedia, minutesOf, stillOf, variantOfPath, watchedPercent } from './media-view';

const view = (variant: 'videos' | 'library', query = '', categoryId = ALL) =>
  buildMediaView(MEDIA_CATEGORIES, indexMedia(MEDIA_ITEMS, variant), query, categoryId, 'All');
const titles = (items: { title: string }[]) => items.map((i) => i.title);

describe('media view', () => {
  it('picks the variant by path, whatever its case', () => {
    expect(variantOfPath('/media-library')).toBe('videos');
    expect(variantOfPath('/Faqs_v2')).toBe('videos');
    expect(variantOfPath('/MediaLibraries')).toBe('library');
  });

  it('shows only videos on the Videos screen, and leaves out a category with none', () => {
    const { tabs, shown, total } = view('videos');
    expect(tabs.map((t) => [t.name, t.count])).toEqual([
      ['All', 3],
      [STARTING.name, 2],
      [MARKETING.name, 1],
    ]);
    expect(titles(shown)).toEqual([TOUR.title, INVITE.title, TEXT_BACK.title]);
    expect(total).toBe(3);
  });

  it('shows videos and documents in position order on the Media Library screen', () => {
    const { tabs, shown } = view('library', '', STARTING._id);
    expect(tabs.map((t) => t.name)).toEqual(['All', STARTING.name, MARKETING.name, TEMPLATES.name]);
    expect(titles(shown)).toEqual([TOUR.title, INVITE.title, QUICK_START.title]);
  });

  it('searches titles and description text in any case, never the markup, and counts matches per category', () => {
    expect(titles(view('library', 'MARKETPLACE').shown)).toEqual([TOUR.title]);
    expect(view('library', 'strong').shown).toEqual([]);
    const { tabs, shown, total } = view('library', 'caller');
    expect(titles(shown)).toEqual([TEXT_BACK.title]);
    expect(tabs.map((t) => t.count)).toEqual([1, 0, 1, 0]);
    expect(total).toBe(5);
  });

  it('falls back to All when the chosen category is not there', () => {
    expect(view('videos', '', TEMPLATES._id).selected).toBe(ALL);
    expect(view('videos', '', 'no-such-id').shown).toHaveLength(3);
  });

  it('leaves out items whose category the viewer does not read', () => {
    const result = buildMediaView([STARTING], indexMedia(MEDIA_ITEMS, 'library'), '', ALL, 'All');
    expect(titles(result.shown)).toEqual([TOUR.title, INVITE.title, QUICK_START.title]);
    expect(result.total).toBe(3);
  });

  it('uses the uploaded thumbnail, else the video still, else nothing', () => {
    expect(stillOf({ thumbnailUrl: '/uploads/a.png', videoId: 'abc' })).toBe('/uploads/a.png');
    expect(stillOf(TOUR)).toBe('https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(stillOf(PROPOSAL)).toBeNull();
  });

  it('rounds lengths up to whole minutes', () => {
    expect(minutesOf(20)).toBe(1);
    expect(minutesOf(312)).toBe(6);
  });

  it('turns time in the player into a watched share, counting 90% as watched', () => {
    expect(watchedPercent(60_000, 300)).toBe(20);
    expect(watchedPercent(269_000, 300)).toBe(89);
    expect(watchedPercent(270_000, 300)).toBe(100);
    expect(watchedPercent(60_000, null)).toBe(0);
    expect(watchedPercent(0, 300)).toBe(0);
  });
});
