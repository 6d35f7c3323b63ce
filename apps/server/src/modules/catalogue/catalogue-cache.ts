/**
 * Serialised answers of the public catalogue, kept in memory (docs/decisions/007). An entry is the JSON
 * body exactly as sent, keyed by the normalised query. Bounded by entries and bytes, least recently used
 * first out (an entry among the most recent quarter is not moved again: see `touch`); every entry lives at
 * most `ttlMs`. `invalidate` drops what a write made old: every list, and
 * the pages of the apps named (or every page). Concurrent misses of one key share one computation, and a
 * computation that an invalidation overtook is served to the requests already waiting for it but never
 * kept, nor joined by later requests.
 */
export interface CatalogueCacheOptions {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
}

/** An answer's body: JSON text, or the same text already encoded (UTF-8), sent without encoding it again. */
export type Body = string | Buffer;

interface Entry<T extends Body> {
  json: T;
  at: number;
  appId: string | undefined;
  /** `moves` when the entry last went to the end of the recency order. */
  movedAt: number;
}

interface Flight<T extends Body> {
  promise: Promise<T>;
  appId: string | undefined;
}

export type CacheOutcome = 'hit' | 'miss' | 'shared';

export function createCatalogueCache<T extends Body = string>(opts: CatalogueCacheOptions) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry<T>>(); // insertion order = recency: the first key is the least recently used
  const inFlight = new Map<string, Flight<T>>();
  let bytes = 0;
  let moves = 0;
  // Entries moved to the end fewer than this many moves ago are among the most recent quarter: far from eviction.
  const settled = Math.floor(opts.maxEntries / 4);
  const stats = { hits: 0, misses: 0, shared: 0, evictions: 0, invalidations: 0 };

  const remove = (key: string, entry: Entry<T>) => {
    entries.delete(key);
    bytes -= entry.json.length;
  };

  /**
   * Marks a hit as recently used. Moving an entry to the end of the Map costs a delete and an insert (and, as
   * deleted slots pile up, a rehash of the whole table): 2.6% of the server's CPU under the bench's search mix
   * when searches were kept here, mostly for hot keys hit again and again (app pages are hit the same way).
   * Only an entry that has drifted out of the most recent quarter moves, which halves the cost of a lookup
   * (same hits and misses on a Zipf mix of 8,000 keys).
   */
  const touch = (key: string, entry: Entry<T>) => {
    if (moves - entry.movedAt < settled) return;
    entries.delete(key);
    entry.movedAt = ++moves;
    entries.set(key, entry);
  };

  function store(key: string, json: T, appId: string | undefined) {
    const old = entries.get(key);
    if (old) remove(key, old);
    // One answer larger than the whole budget is served but never kept.
    if (json.length > opts.maxBytes) return;
    entries.set(key, { json, at: now(), appId, movedAt: ++moves });
    bytes += json.length;
    for (const [oldest, entry] of entries) {
      if (entries.size <= opts.maxEntries && bytes <= opts.maxBytes) break;
      remove(oldest, entry);
      stats.evictions++;
    }
  }

  return {
    /**
     * The cached answer for `key`, or `compute()`'s (shared with concurrent callers, then kept).
     * `appId` ties an app page to its app, so a change to one app drops only that app's page.
     */
    async get(key: string, compute: () => Promise<T>, appId?: string): Promise<{ json: T; outcome: CacheOutcome }> {
      const entry = entries.get(key);
      if (entry) {
        if (now() - entry.at < opts.ttlMs) {
          touch(key, entry);
          stats.hits++;
          return { json: entry.json, outcome: 'hit' };
        }
        remove(key, entry);
      }
      const flying = inFlight.get(key);
      if (flying) {
        stats.shared++;
        return { json: await flying.promise, outcome: 'shared' };
      }
      stats.misses++;
      const flight: Flight<T> = { appId, promise: compute() };
      inFlight.set(key, flight);
      try {
        const json = await flight.promise;
        // Still ours: no invalidation removed it while it ran.
        if (inFlight.get(key) === flight) store(key, json, appId);
        return { json, outcome: 'miss' };
      } finally {
        if (inFlight.get(key) === flight) inFlight.delete(key);
      }
    },

    /** The cached answer for `key` if there is a fresh one (counted as a hit), without computing anything. */
    peek(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry || now() - entry.at >= opts.ttlMs) return undefined;
      touch(key, entry);
      stats.hits++;
      return entry.json;
    },

    /** After a write: drops every list, and the pages of `appIds` ('all': every page). */
    invalidate(appIds: readonly string[] | 'all'): void {
      stats.invalidations++;
      const pages = appIds === 'all' ? null : new Set(appIds);
      const stale = (appId: string | undefined) => appId === undefined || pages === null || pages.has(appId);
      for (const [key, entry] of entries) if (stale(entry.appId)) remove(key, entry);
      for (const [key, flight] of inFlight) if (stale(flight.appId)) inFlight.delete(key);
    },

    stats: () => ({ ...stats, entries: entries.size, bytes, inFlight: inFlight.size }),
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
