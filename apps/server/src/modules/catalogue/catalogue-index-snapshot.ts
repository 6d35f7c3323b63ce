import type { TAppSort } from '@atrium/contracts/app-values';
import type { IndexedApp } from './catalogue-index-load';

/**
 * One immutable state of the in-memory catalogue (docs/decisions/007): the live apps, postings from
 * lexemes and name trigrams to app slots, and the slots pre-sorted for each browse order, for the whole
 * catalogue and for each category and type (a browse of one category scans only that category). A search
 * runs against one snapshot from start to end; a change builds the next one.
 */
export interface Snapshot {
  apps: readonly IndexedApp[];
  /** Every card's bytes in one buffer, the most installed first; slot i's card is bytes[start[i] .. end[i]). */
  cards: CardArena;
  /** Lexeme -> ascending slots of the apps whose tsvector has it. */
  lexemePostings: ReadonlyMap<string, Int32Array>;
  /**
   * The typo path's data. Apps with the same lowercased name form one group (a similarity is computed once
   * per name): per group, its slots and its name as trigram ids in order; per trigram id, the groups that have it.
   */
  trigramIds: ReadonlyMap<string, number>;
  nameGroups: readonly { slots: number[]; trigrams: Int32Array }[];
  trigramPostings: readonly Int32Array[];
  /**
   * Scratch space of the typo path (searches run one at a time on the event loop): -1 and 0 between uses;
   * `touched` lists the groups whose `shared` count is not 0.
   */
  scratch: { lastpos: Int32Array; isQuery: Uint8Array; shared: Uint16Array; touched: Int32Array };
  /** The most trigrams of any name group: the size of a typo query's similarity table. */
  longestName: number;
  /** Per browse order: the whole catalogue (''), each category (`c:Name`) and each type (`t:type`), in order. */
  orders: Readonly<Record<BrowseSort, ReadonlyMap<string, Int32Array>>>;
  /**
   * Each slot's place in each sort's order of the whole catalogue: the sort's keys as one number. The installs
   * rank is also relevance's tie-break (installs, then id); the others sort a text's matches again.
   */
  ranks: Readonly<Record<BrowseSort, Int32Array>>;
  /** Slot of each app id. */
  slots: ReadonlyMap<string, number>;
  /** When the whole catalogue was last read from PostgreSQL (partial reloads keep it). */
  loadedAt: number;
  /** Totals per filter set (and per text for a search): the snapshot never changes, so neither do they. */
  totals: Map<string, number>;
  /**
   * A text's matches before filters in a sort's order (relevance: score, installs, id, all descending), per
   * source (`t:` full text, `y:` typos) and sort: a page is then a binary search and a short scan. Per
   * snapshot, not carried over like `memo`, since the orders read install counts, ratings and dates.
   */
  ordered: Map<string, { slots: Int32Array; scores?: Float32Array }>;
  /** Pages answered, by the search's cache key (see keepPage): per snapshot, since a page shows its apps as they are. */
  pages: Map<string, Page>;
  /**
   * Work that depends only on the apps' text, memoised: a one-word query's ts_rank per posting entry, and a
   * typo query's matching name groups with their similarity. Kept while the text is (see applyChanges).
   */
  memo: {
    termRanks: Map<string, Float32Array>;
    /** A query of several words: every match (slot) with its ts_rank, before filters (8 bytes a match). */
    textMatches: Map<string, { slots: Int32Array; scores: Float32Array }>;
    /** A typo query's name groups and their word similarity (8 bytes a group). */
    typoGroups: Map<string, { groups: Int32Array; scores: Float32Array }>;
  };
}

/**
 * A page of answers as kept per snapshot (Snapshot.pages): the slots of its cards, and the JSON after them
 * (ASCII: the total and a base64url cursor). About 200 bytes where the answer's bytes are 12 kB.
 */
export interface Page {
  slots: Int32Array;
  tail: string;
}

export interface CardArena {
  bytes: Uint8Array;
  start: Int32Array;
  end: Int32Array;
}

export type BrowseSort = Exclude<TAppSort, 'relevance'>;
/** The fields the sorts read: an app, or a cursor read back into the same shape. */
export type SortKeys = Pick<IndexedApp, 'id' | 'installCount' | 'ratingScore' | 'ratingCount' | 'listedMicros'>;

/** uuid order in PostgreSQL is bytewise, which for lowercase hex text is string order. */
export const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Each browse order as a comparator, descending on every key, the id last (as catalogue-query.ts sorts). */
export const BROWSE_ORDER: Record<BrowseSort, (a: SortKeys, b: SortKeys) => number> = {
  installs: (a, b) => b.installCount - a.installCount || compareIds(b.id, a.id),
  rating: (a, b) => b.ratingScore - a.ratingScore || b.ratingCount - a.ratingCount || compareIds(b.id, a.id),
  newest: (a, b) => b.listedMicros - a.listedMicros || compareIds(b.id, a.id),
};
const SORTS = Object.keys(BROWSE_ORDER) as BrowseSort[];

function postings(apps: readonly IndexedApp[], keysOf: (app: IndexedApp) => Iterable<string>): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  apps.forEach((app, slot) => {
    for (const key of new Set(keysOf(app))) {
      const list = lists.get(key);
      if (list) list.push(slot);
      else lists.set(key, [slot]);
    }
  });
  const out = new Map<string, Int32Array>();
  for (const [key, list] of lists) out.set(key, Int32Array.from(list));
  return out;
}

/** One sort's facets, from the whole catalogue in that order. */
function byFacet(apps: readonly IndexedApp[], all: Int32Array): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  for (const slot of all) {
    for (const facet of apps[slot]!.facets) {
      const list = lists.get(facet);
      if (list) list.push(slot);
      else lists.set(facet, [slot]);
    }
  }
  const out = new Map<string, Int32Array>();
  for (const [facet, list] of lists) out.set(facet, Int32Array.from(list));
  return out;
}

function sortedOrders(apps: readonly IndexedApp[]): Record<BrowseSort, Map<string, Int32Array>> {
  const out = {} as Record<BrowseSort, Map<string, Int32Array>>;
  for (const sort of SORTS) {
    const compare = BROWSE_ORDER[sort];
    const all = Int32Array.from(apps.keys()).sort((x, y) => compare(apps[x]!, apps[y]!));
    out[sort] = byFacet(apps, all);
  }
  return out;
}

function trigrams(apps: readonly IndexedApp[]) {
  const trigramIds = new Map<string, number>();
  const byName = new Map<string, { slots: number[]; trigrams: Int32Array }>();
  apps.forEach((app, slot) => {
    const key = app.nameTrigrams.join('|');
    const group = byName.get(key);
    if (group) {
      group.slots.push(slot);
      return;
    }
    const ids = Int32Array.from(app.nameTrigrams, (t) => {
      let id = trigramIds.get(t);
      if (id === undefined) {
        id = trigramIds.size;
        trigramIds.set(t, id);
      }
      return id;
    });
    byName.set(key, { slots: [slot], trigrams: ids });
  });
  const nameGroups = [...byName.values()];
  const lists: number[][] = Array.from({ length: trigramIds.size }, () => []);
  nameGroups.forEach((group, g) => {
    for (const id of new Set(group.trigrams)) lists[id]!.push(g);
  });
  const scratch = {
    lastpos: new Int32Array(trigramIds.size).fill(-1),
    isQuery: new Uint8Array(trigramIds.size),
    shared: new Uint16Array(nameGroups.length),
    touched: new Int32Array(nameGroups.length),
  };
  const longestName = nameGroups.reduce((most, group) => Math.max(most, group.trigrams.length), 0);
  return { trigramIds, nameGroups, trigramPostings: lists.map((l) => Int32Array.from(l)), scratch, longestName };
}

function ranksOf(orders: Snapshot['orders']): Record<BrowseSort, Int32Array> {
  const out = {} as Record<BrowseSort, Int32Array>;
  for (const sort of SORTS) {
    const order = orders[sort].get('') ?? new Int32Array(0);
    const rank = new Int32Array(order.length);
    order.forEach((slot, i) => {
      rank[slot] = i;
    });
    out[sort] = rank;
  }
  return out;
}

/**
 * The cards' bytes together, in the catalogue's default order (installs): a page reads two offsets per card
 * instead of an app object and its own Buffer, and the most installed apps' cards, the ones most pages show,
 * sit together at the start.
 */
function cardArena(apps: readonly IndexedApp[], orders: Snapshot['orders']): CardArena {
  let length = 0;
  for (const app of apps) length += app.cardBytes.length;
  const bytes = new Uint8Array(length);
  const start = new Int32Array(apps.length);
  const end = new Int32Array(apps.length);
  let at = 0;
  for (const slot of orders.installs.get('') ?? []) {
    const card = apps[slot]!.cardBytes;
    bytes.set(card, at);
    start[slot] = at;
    at += card.length;
    end[slot] = at;
  }
  return { bytes, start, end };
}

export function buildSnapshot(apps: readonly IndexedApp[], loadedAt: number): Snapshot {
  const orders = sortedOrders(apps);
  return {
    apps,
    cards: cardArena(apps, orders),
    lexemePostings: postings(apps, (app) => app.lexemes),
    ...trigrams(apps),
    orders,
    ranks: ranksOf(orders),
    slots: new Map(apps.map((app, slot) => [app.id, slot])),
    loadedAt,
    totals: new Map(),
    ordered: new Map(),
    pages: new Map(),
    memo: { termRanks: new Map(), textMatches: new Map(), typoGroups: new Map() },
  };
}

/**
 * The next snapshot after the apps of `ids` were read again (`fresh`: those still live). When every changed
 * app keeps its slot and its text (installs, ratings, plans, ...), the postings are shared with the previous
 * snapshot and only the changed slots move in the browse orders; otherwise everything is rebuilt from the
 * apps in memory (no second read of the database).
 */
export function applyChanges(previous: Snapshot, ids: ReadonlySet<string>, fresh: readonly IndexedApp[]): Snapshot {
  const freshById = new Map(fresh.map((app) => [app.id, app]));
  const sameShape = [...ids].every((id) => {
    const app = freshById.get(id);
    const slot = previous.slots.get(id);
    // Not live before and not now (an unknown id, a draft edited) changes nothing here.
    if (!app) return slot === undefined;
    return slot !== undefined && previous.apps[slot]!.textKey === app.textKey;
  });
  if (!sameShape) {
    const kept = previous.apps.filter((app) => !ids.has(app.id));
    return buildSnapshot([...kept, ...fresh], previous.loadedAt);
  }
  const apps = previous.apps.map((app) => freshById.get(app.id) ?? app);
  const moved = new Set(fresh.map((app) => previous.slots.get(app.id)!));
  const orders = {} as Record<BrowseSort, Map<string, Int32Array>>;
  for (const sort of SORTS) {
    const compare = BROWSE_ORDER[sort];
    const all = Array.from(previous.orders[sort].get('') ?? [], Number).filter((slot) => !moved.has(slot));
    for (const slot of moved) {
      let lo = 0;
      let hi = all.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (compare(apps[all[mid]!]!, apps[slot]!) < 0) lo = mid + 1;
        else hi = mid;
      }
      all.splice(lo, 0, slot);
    }
    orders[sort] = byFacet(apps, Int32Array.from(all));
  }
  return {
    ...previous,
    apps,
    cards: cardArena(apps, orders),
    orders,
    ranks: ranksOf(orders),
    totals: new Map(),
    ordered: new Map(),
    pages: new Map(),
  };
}
