import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { hitCounter, readCounters } from './rate-counters';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit hands `child`: the limit's merged options, and for a route its `routeInfo`. */
interface StoreOptions {
  groupId?: string;
  nameSpace?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store on PostgreSQL's `rate_counters`, so every server process counts against one
 * budget. Each limit gets a prefix of its own: its `groupId` (routes that share a budget), else its route,
 * else (`app.createRateLimit`) its `nameSpace` or its place in the order limiters are created, which is the
 * same in every process because buildApp is.
 *
 * When the database fails, the check is skipped (the plugin is registered with `skipOnError`) after a log
 * line: a route that needs the database fails on its own with the error handler's answer, and one that
 * does not keeps working. Sign-in does not use this store and fails closed (see sign-in-throttle.ts).
 */
export function pgRateLimitStore({ db, log }: { db: Db; log: FastifyBaseLogger }) {
  let anonymousLimiters = 0;
  const onError = (error: unknown) => log.warn({ err: error }, 'rate limit counters unavailable; request not counted');

  return class PgRateLimitStore {
    readonly prefix: string;
    // The plugin passes its options first; this store needs only the prefix its parent chose.
    constructor(_options: object, prefix = 'global') {
      this.prefix = prefix;
    }

    incr(key: string, cb: Callback, timeWindow: number): void {
      hitCounter(db, { key: `${this.prefix}:${key}`, windowMs: timeWindow }).then(
        ({ count, ttlMs }) => cb(null, { current: count, ttl: ttlMs }),
        (error: Error) => {
          onError(error);
          cb(error);
        },
      );
    }

    read(key: string, cb: Callback): void {
      readCounters(db, [`${this.prefix}:${key}`]).then(
        (found) => {
          const state = found.get(`${this.prefix}:${key}`);
          cb(null, { current: state?.count ?? 0, ttl: state?.ttlMs ?? 0 });
        },
        (error: Error) => {
          onError(error);
          cb(error);
        },
      );
    }

    /** The plugin passes the limit's merged options (typed there as the route's options). */
    child(routeOptions: object): PgRateLimitStore {
      const options = routeOptions as StoreOptions;
      const { method, url } = options.routeInfo ?? {};
      const prefix = options.groupId
        ? `group:${options.groupId}`
        : url
          ? `route:${[method].flat().join(',')} ${url}`
          : `limiter:${options.nameSpace ?? ++anonymousLimiters}`;
      return new PgRateLimitStore(options, prefix);
    }
  };
}
