import type { TContentCategory } from '@atrium/contracts/content';
import type { TMediaItem } from '@atrium/contracts/media-library';
import { videoStillUrl } from '@/components/ui/video-modal';
import { ALL } from '@/features/education/utils/faq-view';
import { byPosition } from '@/features/education/utils/position';
import { htmlToText } from '@/lib/html';

/**
 * Two screens over one library (SPEC 2): "Videos" (/media-library, /Faqs_v2) shows the library's videos,
 * "Media Library" (/medialibraries) all of it, videos and documents.
 */
export type MediaVariant = 'videos' | 'library';

export function variantOfPath(pathname: string): MediaVariant {
  return pathname.toLowerCase().startsWith('/medialibraries') ? 'library' : 'videos';
}

export interface IndexedMedia {
  item: TMediaItem;
  /** Title and description text, lower-cased once per list; the description's markup never matches. */
  haystack: string;
}

/** The variant's items in their authored order, ready to search. */
export function indexMedia(items: readonly TMediaItem[], variant: MediaVariant): IndexedMedia[] {
  const shown = variant === 'videos' ? items.filter((i) => i.kind === 'video') : items;
  return byPosition(shown).map((item) => ({
    item,
    haystack: `${item.title}\n${htmlToText(item.description)}`.toLocaleLowerCase(),
  }));
}

export const matchesQuery = (entry: IndexedMedia, query: string) => {
  const needle = query.trim().toLocaleLowerCase();
  return !needle || entry.haystack.includes(needle);
};

export interface MediaCategoryTab {
  id: string;
  name: string;
  count: number;
  content: boolean;
}

export interface MediaView {
  /** "All" and the categories holding any of the variant's items, in position order, counting search matches. */
  tabs: MediaCategoryTab[];
  /** The chosen tab, or All when the chosen category is not there (hidden meanwhile, a stale link). */
  selected: string;
  /** The items to show: the selected category's (or all), matching the search. */
  shown: TMediaItem[];
  /** Every item of the variant in categories the viewer reads, whatever the search. */
  total: number;
}

/**
 * What the screen shows. Items whose category the viewer cannot read are left out (the server hides them
 * together); a category the search empties keeps its tab with 0, rather than vanishing under the pointer.
 */
export function buildMediaView(
  categories: readonly TContentCategory[],
  index: readonly IndexedMedia[],
  query: string,
  categoryId: string,
  allLabel: string,
): MediaView {
  const totals = new Map<string, number>();
  const matches = new Map<string, number>();
  for (const entry of index) {
    const id = entry.item.categoryId;
    totals.set(id, (totals.get(id) ?? 0) + 1);
    if (matchesQuery(entry, query)) matches.set(id, (matches.get(id) ?? 0) + 1);
  }
  const readable = byPosition(categories).filter((c) => totals.has(c._id));
  const tabs = readable.map((c) => ({ id: c._id, name: c.name, count: matches.get(c._id) ?? 0, content: true }));
  const all = { id: ALL, name: allLabel, count: tabs.reduce((sum, tab) => sum + tab.count, 0), content: false };
  const selected = tabs.some((tab) => tab.id === categoryId) ? categoryId : ALL;
  // All lists category by category, in the categories' order; the index keeps each category's own order.
  const rank = new Map(readable.map((c, i) => [c._id, i]));
  const shown = index
    .filter(({ item }) => rank.has(item.categoryId) && (selected === ALL || item.categoryId === selected))
    .filter((entry) => matchesQuery(entry, query))
    .map(({ item }) => item)
    .sort((a, b) => (rank.get(a.categoryId) ?? 0) - (rank.get(b.categoryId) ?? 0));
  const total = readable.reduce((sum, c) => sum + (totals.get(c._id) ?? 0), 0);
  return { tabs: [all, ...tabs], selected, shown, total };
}

/** The picture on a card: the uploaded thumbnail, else the video's still from the video site, else none. */
export function stillOf(item: Pick<TMediaItem, 'thumbnailUrl' | 'videoId'>): string | null {
  if (item.thumbnailUrl) return item.thumbnailUrl;
  return item.videoId ? videoStillUrl(item.videoId) : null;
}

/** A video's length for its card: minutes, rounded up, so a 20-second clip is "1 min" rather than "0 min". */
export const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Watching this share of a video counts as having watched it (the credits need not play). */
export const WATCHED_SHARE = 90;

/**
 * How much of a video the time the player was open covers, as the progress endpoint takes it (0 to 100).
 * The embedded player does not report its position to the page, so time in the player stands in for it;
 * past WATCHED_SHARE it counts as watched (100). Unknown length: nothing can be said (0).
 */
export function watchedPercent(openMs: number, durationSeconds: number | null): number {
  if (!durationSeconds || openMs <= 0) return 0;
  const percent = Math.floor((openMs / 1000 / durationSeconds) * 100);
  return percent >= WATCHED_SHARE ? 100 : percent;
}
