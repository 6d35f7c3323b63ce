import type { TAppSort } from '@atrium/contracts/app-values';
import { setBounded } from '../../platform/bounded-map';
import { createByteSlab } from '../../platform/byte-slab';
import { decodeCursor, encodeCursor } from '../../platform/pagination/cursor';
import type { CatalogueQuery } from './catalogue.service';
import type { IndexedApp } from './catalogue-index-load';
import { type OrderedMatches, orderedMatches } from './catalogue-index-match';
import { BROWSE_ORDER, type BrowseSort, compareIds, type Page, type Snapshot, type SortKeys } from './catalogue-index-snapshot';
import { formatReal, type TsQuery } from './catalogue-index-text';

/**
 * One search over one snapshot (docs/decisions/007), in the SQL path's terms: full text first, typos when
 * nothing it finds passes the filters; the sort's keys, all descending, the id last; the page after the
 * cursor, `limit + 1` rows to know whether there is more; the total of matches. Every search walks a list
 * already in its sort's order (a facet's, or a text's matches, see orderedMatches) from the cursor on.
 */

/** A search's filters, its sort's keys and the cursor read back into them. */
export interface Filter {
  key: string;
  /** The facet (see facetsOf) whose order a browse scans: the category, else the type, else everything. */
  facet: string;
  test: (app: IndexedApp) => boolean;
  /** The sort keys: a text query sorts by relevance; without text, relevance means installs (as in SQL). */
  sort: TAppSort;
  browseSort: BrowseSort;
  after: Ranked | undefined;
}

/** A row to compare in a sort's order: its score (ts_rank or word similarity; relevance only) and its app. */
type Ranked = { score: number; app: SortKeys };

const KEY_TYPES: Record<TAppSort, string[]> = {
  relevance: ['real', 'integer', 'uuid'],
  installs: ['integer', 'uuid'],
  rating: ['integer', 'integer', 'uuid'],
  newest: ['timestamptz', 'uuid'],
};

export function filterOf(query: CatalogueQuery, effective: TAppSort): Filter {
  const { type, category, price, minRating, installTarget } = query;
  const partner = query.partner?.toLowerCase();
  const free = price === undefined ? undefined : price === 'free';
  const minScore = minRating === undefined ? undefined : minRating * 1000;
  const sort: TAppSort = effective === 'relevance' && !query.q ? 'installs' : effective;
  return {
    key: JSON.stringify([type, category, price, minRating, installTarget, partner]),
    facet: category !== undefined ? `c:${category}` : type !== undefined ? `t:${type}` : '',
    test: (app) =>
      (type === undefined || app.type === type) &&
      (category === undefined || app.categories.includes(category)) &&
      (free === undefined || app.isFree === free) &&
      (minScore === undefined || (app.ratingCount >= 1 && app.ratingScore >= minScore)) &&
      (installTarget === undefined || app.installTarget === installTarget || app.installTarget === 'both') &&
      (partner === undefined || app.partnerId === partner),
    sort,
    browseSort: sort === 'relevance' ? 'installs' : sort,
    after: query.cursor ? readCursor(query.cursor, sort) : undefined,
  };
}

/** A cursor's values (decodeCursor has checked each one's format) as sort keys to compare rows with. */
function readCursor(cursor: string, sort: TAppSort): Ranked {
  const v = decodeCursor(cursor, KEY_TYPES[sort]);
  const app: SortKeys = { id: '', installCount: 0, ratingScore: 0, ratingCount: 0, listedMicros: 0 };
  let score = 0;
  if (sort === 'relevance') {
    score = Math.fround(Number(v[0]));
    app.installCount = Number(v[1]);
  } else if (sort === 'installs') app.installCount = Number(v[0]);
  else if (sort === 'rating') {
    app.ratingScore = Number(v[0]);
    app.ratingCount = Number(v[1]);
  } else app.listedMicros = timestampMicros(v[0]!);
  app.id = v.at(-1)!.toLowerCase();
  return { score, app };
}

/** `2026-10-05 12:34:56.123456+00` (as PostgreSQL prints a timestamptz) in microseconds since the epoch. */
function timestampMicros(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?([+-])(\d{2})(?::(\d{2}))?$/.exec(text)!;
  const [, y, mo, d, h, mi, s, frac, sign, oh, om] = m;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const offset = (Number(oh) * 60 + Number(om ?? 0)) * 60 * 1e6 * (sign === '-' ? -1 : 1);
  return utc * 1000 + Number((frac ?? '').padEnd(6, '0')) - offset;
}

/** Each sort as a comparator of rows: relevance's score first, then the sort's keys (all descending, the id last). */
const ORDER: Record<TAppSort, (a: Ranked, b: Ranked) => number> = {
  relevance: (a, b) => b.score - a.score || b.app.installCount - a.app.installCount || compareIds(b.app.id, a.app.id),
  installs: (a, b) => BROWSE_ORDER.installs(a.app, b.app),
  rating: (a, b) => BROWSE_ORDER.rating(a.app, b.app),
  newest: (a, b) => BROWSE_ORDER.newest(a.app, b.app),
};

/** The cursor's text of a row: its keys as PostgreSQL prints them. */
function cursorOf(row: Ranked & { app: IndexedApp }, sort: TAppSort): string {
  const { app } = row;
  const keys =
    sort === 'relevance'
      ? [formatReal(row.score), String(app.installCount), app.id]
      : sort === 'installs'
        ? [String(app.installCount), app.id]
        : sort === 'rating'
          ? [String(app.ratingScore), String(app.ratingCount), app.id]
          : [app.listedText, app.id];
  return encodeCursor(keys);
}

/** A row of a page: a match, its score (relevance) and its slot (for the page kept). */
type Row = Ranked & { app: IndexedApp; slot: number };

/** The page of `rows` (limit + 1 of them when there is more): its cards, the total and the next cursor. */
function pageOf(rows: Row[], total: number, limit: number, sort: TAppSort): Page {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  const next = more && last ? JSON.stringify(cursorOf(last, sort)) : 'null';
  return { slots: Int32Array.from(shown, (row) => row.slot), tail: `],"meta":{"total":${total},"nextCursor":${next}}}` };
}

const PAGE_OPEN = Buffer.from('{"data":[');
const COMMA = 0x2c;
/** Pages are sent once and dropped: carved from 64 kB slabs (about five pages each), not one allocation each. */
const pageBuffer = createByteSlab(64 * 1024);

/** The page as the bytes JSON.stringify would give for the SQL path's page, joined from the cards' bytes (Snapshot.cards). */
export function pageBytes(snap: Snapshot, page: Page): Buffer {
  const { slots, tail } = page;
  const { bytes, start, end } = snap.cards;
  let length = PAGE_OPEN.length + Math.max(slots.length - 1, 0) + tail.length;
  for (let i = 0; i < slots.length; i++) length += end[slots[i]!]! - start[slots[i]!]!;
  const out = pageBuffer(length);
  out.set(PAGE_OPEN, 0);
  let at = PAGE_OPEN.length;
  for (let i = 0; i < slots.length; i++) {
    if (i > 0) out[at++] = COMMA;
    const slot = slots[i]!;
    out.set(bytes.subarray(start[slot]!, end[slot]!), at);
    at += end[slot]! - start[slot]!;
  }
  out.write(tail, at, 'latin1');
  return out;
}

export function searchSnapshot(
  snap: Snapshot,
  query: CatalogueQuery,
  filter: Filter,
  q: string | undefined,
  tsQuery: TsQuery | null,
): Page {
  const { limit } = query;
  const empty = () => pageOf([], 0, limit, filter.sort);
  // Without text: the facet's pre-sorted order (a category's, a type's or the whole catalogue's).
  if (!q) {
    const order = snap.orders[filter.browseSort].get(filter.facet);
    return (order && pageAfter(snap, { slots: order }, filter.key, filter, limit)) ?? empty();
  }
  const matches = (source: 't' | 'y') => orderedMatches(snap, source, q, tsQuery, filter.sort);
  const text = tsQuery ? pageAfter(snap, matches('t'), `t:${q}\u0000${filter.key}`, filter, limit) : null;
  return text ?? pageAfter(snap, matches('y'), `y:${q}\u0000${filter.key}`, filter, limit) ?? empty();
}

/**
 * Pages are kept per snapshot (docs/decisions/007), at most 50,000 (about 200 bytes each, 10 MB), oldest out
 * first, under the search's cache key. They are the searches' cache: a repeated search costs a copy of the
 * cards' bytes (pageBytes), for as long as the snapshot stays current.
 */
export function keepPage(snap: Snapshot, key: string, page: Page): Page {
  return setBounded(snap.pages, 50_000, key, page);
}

/**
 * Totals are kept per snapshot, at most 20,000 (a few hundred kilobytes), oldest out first: one per filter set
 * for browsing, one per text and filter set for searching, so a long tail of texts does not push out the
 * browse totals that are the expensive ones to count (a walk over a whole facet).
 */
function keepTotal(snap: Snapshot, key: string, total: number) {
  setBounded(snap.totals, 20_000, key, total);
}

/**
 * A page from apps already in the search's order (a facet's order, or a text's matches): the cursor's place by
 * binary search, then the first limit + 1 that pass the filters. The total (those passing the filters) is
 * counted once per `totalKey`. Null when none passes: for a text, the caller then tries typos, as the SQL
 * path does.
 */
function pageAfter(snap: Snapshot, ordered: OrderedMatches, totalKey: string, filter: Filter, limit: number): Page | null {
  const { slots, scores } = ordered;
  let total = snap.totals.get(totalKey);
  if (total === undefined) {
    total = 0;
    for (let i = 0; i < slots.length; i++) if (filter.test(snap.apps[slots[i]!]!)) total++;
    keepTotal(snap, totalKey, total);
  }
  if (total === 0) return null;
  const rowAt = (i: number) => ({ score: scores?.[i] ?? 0, app: snap.apps[slots[i]!]! });
  let start = 0;
  if (filter.after) {
    const compare = ORDER[filter.sort];
    const after = filter.after;
    let lo = 0;
    let hi = slots.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(rowAt(mid), after) > 0) hi = mid;
      else lo = mid + 1;
    }
    start = lo;
  }
  const rows: Row[] = [];
  for (let i = start; i < slots.length && rows.length <= limit; i++) {
    const slot = slots[i]!;
    const app = snap.apps[slot]!;
    if (filter.test(app)) rows.push({ score: scores?.[i] ?? 0, app, slot });
  }
  return pageOf(rows, total, limit, filter.sort);
}
