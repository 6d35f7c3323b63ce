import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateCounters } from './rate-limit.tables';

export interface CounterState {
  count: number;
  /** Milliseconds until the counter's window ends, measured by the database's clock (every process agrees). */
  ttlMs: number;
}

/**
 * Counts one hit on `key`, atomically, in one statement: a counter whose window has ended starts again at 1.
 * A fixed window ends `windowMs` after its first hit; a sliding one (`slide`) ends `windowMs` after its
 * latest hit, so the counter is forgotten only after a quiet spell.
 */
export async function hitCounter(
  db: Db,
  { key, windowMs, slide = false }: { key: string; windowMs: number; slide?: boolean },
): Promise<CounterState> {
  const { rows } = await db.execute<{ count: number; ttl_ms: number }>(sql`
    insert into rate_counters (key, count, window_ends_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      count = case when rate_counters.window_ends_at <= now() then 1 else rate_counters.count + 1 end,
      window_ends_at = case when rate_counters.window_ends_at <= now() or ${slide}
        then excluded.window_ends_at else rate_counters.window_ends_at end
    returning count, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::int as ttl_ms`);
  const row = rows[0]!;
  return { count: row.count, ttlMs: row.ttl_ms };
}

/** The live counters among `keys` (ended windows read as absent), without counting anything. */
export async function readCounters(db: Db, keys: readonly string[]): Promise<Map<string, CounterState>> {
  if (keys.length === 0) return new Map();
  const { rows } = await db.execute<{ key: string; count: number; ttl_ms: number }>(sql`
    select key, count, ceil(extract(epoch from window_ends_at - now()) * 1000)::int as ttl_ms
    from rate_counters
    where key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )}) and window_ends_at > now()`);
  return new Map(rows.map((r) => [r.key, { count: r.count, ttlMs: r.ttl_ms }]));
}

export async function clearCounters(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.delete(rateCounters).where(inArray(rateCounters.key, [...keys]));
}

/**
 * Deletes counters whose window has ended: they read as absent anyway, so this only reclaims space.
 * Run on a schedule by the job queue (auth.routes.ts declares it).
 */
export async function sweepEndedCounters(db: Db): Promise<number> {
  const { rowCount } = await db.execute(sql`delete from rate_counters where window_ends_at <= now()`);
  return rowCount ?? 0;
}

/** A counter whose each hit past `free` makes the next one wait longer: 2^(count - free) seconds, up to `capMs`. */
export interface BackoffRule {
  key: string;
  /** Hits that need no wait. */
  free: number;
  capMs: number;
  /** The counter is forgotten this long after its latest hit (a sliding window longer than `capMs`). */
  memoryMs: number;
}

const exponentCap = 40;

/** How long a counter in `state` must still wait before its next hit; 0 when it may go now. */
export function backoffWaitMs(rule: BackoffRule, state: CounterState | undefined): number {
  if (!state || state.count < rule.free) return 0;
  const delay = Math.min(2 ** Math.min(state.count - rule.free, exponentCap) * 1000, rule.capMs);
  const sinceLatestHit = rule.memoryMs - state.ttlMs;
  return Math.max(0, delay - sinceLatestHit);
}

/**
 * Counts one hit on a backoff counter if its wait is over, in one atomic statement (concurrent attempts
 * cannot all slip through one opening); false when it must still wait, and then nothing is counted.
 */
export async function claimBackoff(db: Db, rule: BackoffRule): Promise<boolean> {
  const memory = sql`make_interval(secs => ${rule.memoryMs / 1000})`;
  const { rows } = await db.execute<{ count: number }>(sql`
    insert into rate_counters (key, count, window_ends_at)
    values (${rule.key}, 1, now() + ${memory})
    on conflict (key) do update set
      count = case when rate_counters.window_ends_at <= now() then 1 else rate_counters.count + 1 end,
      window_ends_at = excluded.window_ends_at
    where rate_counters.window_ends_at <= now()
      or rate_counters.count < ${rule.free}
      or now() >= rate_counters.window_ends_at - ${memory} + make_interval(secs =>
        least(power(2, least(rate_counters.count - ${rule.free}, ${exponentCap})), ${rule.capMs / 1000}))
    returning count`);
  return rows.length > 0;
}

/** Takes back one hit (an attempt counted before its outcome was known turned out not to count). */
export async function unclaim(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_counters set count = greatest(count - 1, 0) where key = ${key}`);
}
