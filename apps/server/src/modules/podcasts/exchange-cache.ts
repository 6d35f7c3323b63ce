import { ZExchangePodcastList } from '@atrium/contracts/podcasts';
import type { Db } from '../../db/client';
import { listExchangePodcasts } from './podcasts.service';

/**
 * The public podcast list is read on every visit and changes only when the super admin edits podcasts,
 * so it is kept serialised in memory. Writes drop it at once in this process and by NOTIFY in the others
 * (podcasts.routes.ts); the short TTL bounds what a lost notification could leave. Concurrent misses share
 * one database query.
 */
export function createExchangeListCache(opts: { db: Db; ttlMs: number }) {
  let cached: { json: string; at: number } | null = null;
  let loading: Promise<string> | null = null;
  let generation = 0;

  async function load(): Promise<string> {
    const started = generation;
    const body = ZExchangePodcastList.parse({ data: await listExchangePodcasts({ db: opts.db }) });
    const json = JSON.stringify(body);
    // A write during the query makes this answer old: serve it once, but do not keep it.
    if (started === generation) cached = { json, at: Date.now() };
    return json;
  }

  return {
    get(): Promise<string> {
      if (cached && Date.now() - cached.at < opts.ttlMs) return Promise.resolve(cached.json);
      loading ??= load().finally(() => {
        loading = null;
      });
      return loading;
    },
    invalidate(): void {
      generation++;
      cached = null;
      loading = null;
    },
  };
}
