import type { TAppSort } from '@atrium/contracts/app-values';
import type { Db } from '../../db/client';
import { clientOf } from '../../db/pg-client';
import { type CatalogueChange, onCatalogueChanged } from '../apps/catalogue-events';
import type { CatalogueQuery } from './catalogue.service';
import { fingerprint, loadIndexedApps, snapshotPrint } from './catalogue-index-load';
import { type Filter, filterOf, keepPage, pageBytes, searchSnapshot } from './catalogue-index-search';
import { applyChanges, buildSnapshot, type Snapshot } from './catalogue-index-snapshot';
import { createTsQueries } from './catalogue-index-tsquery';
import { effectiveSort } from './catalogue-query';

/**
 * The catalogue search (/app/filter and its variants) answered from memory (docs/decisions/007): the same
 * answers as catalogue-query.ts's SQL (full text, then typos; filters; sorts; keyset cursors in the same
 * format), computed over a snapshot of the live apps that follows `catalogueChanged()`.
 *
 * Freshness: a change marks the index dirty at once (synchronously, inside `catalogueChanged()`), and a
 * search waits until a reload that started after the change has finished, so a write followed by a read
 * always reads the write. A change made by another server process arrives by NOTIFY (platform/pubsub) and
 * marks it dirty the same way. Changes of named apps reload just those apps (one query); 'all' reloads all.
 * Concurrent reloads coalesce. A safety net for a write that forgot `catalogueChanged()`: at most every
 * `checkEveryMs` (when searches come), a one-row aggregate of the live apps in PostgreSQL is compared with the
 * same aggregate of the index, and a difference reloads everything in the background.
 */
export interface CatalogueIndexOptions {
  checkEveryMs?: number;
  /** Where changes come from: this process's `catalogueChanged()` unless given (the app passes every process's). */
  changes?: (listener: (appIds: CatalogueChange) => void) => () => void;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
}

export function createCatalogueIndex(db: Db, opts: CatalogueIndexOptions = {}) {
  const now = opts.now ?? Date.now;
  const checkEveryMs = opts.checkEveryMs ?? 15_000;
  const pool = clientOf(db);
  let snapshot: Snapshot | null = null;
  let checkedAt = 0;
  let changes = 0;
  let pending: Set<string> | 'all' = 'all';
  let dirty = true;
  let running: Promise<void> | null = null;
  const stats = { fullLoads: 0, partialLoads: 0, lastLoadMs: 0 };

  const unsubscribe = (opts.changes ?? onCatalogueChanged)((appIds) => {
    if (appIds === 'all') pending = 'all';
    else if (pending !== 'all') for (const id of appIds) pending.add(id.toLowerCase());
    dirty = true;
    changes++;
  });

  async function reload(): Promise<void> {
    const work = pending;
    pending = new Set();
    dirty = false;
    const started = now();
    try {
      if (work === 'all' || !snapshot) {
        snapshot = buildSnapshot(await loadIndexedApps(pool), started);
        checkedAt = started;
        stats.fullLoads++;
      } else if (work.size > 0) {
        const fresh = await loadIndexedApps(pool, [...work]);
        snapshot = applyChanges(snapshot, work, fresh);
        stats.partialLoads++;
      }
      stats.lastLoadMs = now() - started;
    } catch (error) {
      // Nothing was applied: the work is still to do, with whatever changed meanwhile.
      const latest = pending as Set<string> | 'all';
      if (work === 'all') pending = 'all';
      else if (latest !== 'all') for (const id of work) latest.add(id);
      dirty = true;
      throw error;
    }
  }

  const startReload = () => {
    running ??= reload().finally(() => {
      running = null;
    });
    return running;
  };

  /** The safety net: reload everything when PostgreSQL's catalogue differs from the index's without an event. */
  async function check(): Promise<void> {
    const before = changes;
    const print = await fingerprint(pool);
    // A change meanwhile (or one being applied) explains a difference: the next check will look again.
    if (changes !== before || running || dirty || !snapshot) return;
    if (print !== snapshotPrint(snapshot.apps)) {
      pending = 'all';
      opts.log?.('catalogue index: the catalogue changed without catalogueChanged(); reloading');
      await startReload();
    }
  }

  /**
   * The snapshot if it can answer now: loaded, and no change since it was made. Starts the safety net's
   * check when one is due (the snapshot answers meanwhile, as it would have before the check).
   */
  function ready(): Snapshot | null {
    if (!snapshot || dirty) return null;
    if (now() - checkedAt >= checkEveryMs && !running) {
      checkedAt = now();
      check().catch((error) => opts.log?.('catalogue index: background check failed', error));
    }
    return snapshot;
  }

  /** The snapshot to answer from: never older than the last change made before this call. */
  async function current(): Promise<Snapshot> {
    for (;;) {
      const snap = ready();
      if (snap) return snap;
      // A reload already running may have started before the latest change: wait for it, then look again.
      await (running ?? startReload());
    }
  }

  const tsQueries = createTsQueries(pool);

  /**
   * One page as the JSON the route sends, encoded (the same bytes JSON.stringify gives for the SQL path's page).
   * `key` is the search's cache key (normaliseSearch): the page is kept under it for as long as the snapshot
   * is current (see `cachedPage`); `kept` is true when it was found kept rather than computed.
   */
  async function search(query: CatalogueQuery, key: string): Promise<{ json: Buffer; kept: boolean }> {
    const q = query.q || undefined;
    const sort: TAppSort = effectiveSort({ q, sort: query.sort });
    // The cursor is checked before anything else: a bad one is a 400 whatever the index holds.
    const filter: Filter = filterOf(query, sort);
    const tsQuery = q ? await tsQueries.of(q) : null;
    const snap = await current();
    const known = snap.pages.get(key);
    const page = known ?? keepPage(snap, key, searchSnapshot(snap, query, filter, q, tsQuery));
    return { json: pageBytes(snap, page), kept: known !== undefined };
  }

  /**
   * The page kept for `key` if the index can answer now without waiting for a reload: exactly what `search`
   * would answer (the same snapshot, the same freshness), with no query to parse or run. Undefined otherwise.
   */
  function cachedPage(key: string): Buffer | undefined {
    const snap = ready();
    const page = snap?.pages.get(key);
    return page && snap ? pageBytes(snap, page) : undefined;
  }

  return {
    search,
    cachedPage,
    /** Loads the index now (e.g. at start-up) rather than on the first search. */
    warm: () => current().then(() => undefined),
    stats: () => ({ ...stats, apps: snapshot?.apps.length ?? 0, loaded: snapshot !== null, dirty }),
    close: () => {
      unsubscribe();
    },
  };
}

export type CatalogueIndex = ReturnType<typeof createCatalogueIndex>;
