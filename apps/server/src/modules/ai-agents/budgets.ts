import type { TAiLimits } from '@atrium/contracts/ai-agents';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { hitCounter } from '../../platform/rate-limit/rate-counters';
import type { UserActor } from '../../platform/tenancy/actor';
import { aiLimits, aiUsage } from './ai-agents.tables';

/**
 * Monthly token budgets and request rates (issue 24, decision 034), per agency and per location, counted in
 * PostgreSQL (ARCHITECTURE section 6): the rate in `rate_counters`, tokens and requests per calendar month (UTC) in
 * `ai_usage`. A question is refused before anything is spent when any of the asker's scopes is out; the tokens an
 * answer used are added after it, so one answer may take a scope past its budget, and the next is refused.
 */

/** Defaults where no limit was set: generous for an agency, a tenth of it for each location. */
export const DEFAULT_LIMITS: Record<'agency' | 'location' | 'user', TAiLimits> = {
  agency: { monthlyTokens: 2_000_000, requestsPerMinute: 60 },
  location: { monthlyTokens: 200_000, requestsPerMinute: 10 },
  user: { monthlyTokens: 100_000, requestsPerMinute: 10 },
};

export interface Scope {
  kind: 'agency' | 'location' | 'user';
  key: string;
}

/** The scopes a question counts against: the asker's agency and location, or the person alone outside agencies. */
export function scopesOf(actor: UserActor): Scope[] {
  if (!actor.agencyId) return [{ kind: 'user', key: `user:${actor.userId}` }];
  const scopes: Scope[] = [{ kind: 'agency', key: `agency:${actor.agencyId}` }];
  if (actor.locationId) scopes.push({ kind: 'location', key: `location:${actor.locationId}` });
  return scopes;
}

/** The first day of this month (UTC), by the database's clock so every process counts into the same row. */
const MONTH = sql`date_trunc('month', now() at time zone 'utc')::date`;

export async function limitsOf(db: Db, scopes: readonly Scope[]): Promise<Map<string, TAiLimits>> {
  const rows = scopes.length
    ? await db
        .select()
        .from(aiLimits)
        .where(
          inArray(
            aiLimits.scope,
            scopes.map((s) => s.key),
          ),
        )
    : [];
  const set = new Map(rows.map((r) => [r.scope, { monthlyTokens: r.monthlyTokens, requestsPerMinute: r.requestsPerMinute }]));
  return new Map(scopes.map((s) => [s.key, set.get(s.key) ?? DEFAULT_LIMITS[s.kind]]));
}

export async function usageOf(db: Db, keys: readonly string[]): Promise<Map<string, { tokens: number; requests: number }>> {
  if (keys.length === 0) return new Map();
  const { rows } = await db.execute<{ scope: string; tokens: string; requests: number }>(sql`
    select scope, tokens::text, requests from ai_usage
    where month = ${MONTH} and scope in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`);
  return new Map(rows.map((r) => [r.scope, { tokens: Number(r.tokens), requests: r.requests }]));
}

const tooMany = (code: string, message: string, retryAfterSeconds?: number) =>
  new AppError(429, code, message, retryAfterSeconds === undefined ? undefined : { retryAfterSeconds });

/**
 * Counts one question against the asker's scopes, or refuses it (429) when a scope's rate or month's tokens are
 * used up. The rate is counted first: a refused question still counts towards it, as a flood should.
 */
export async function admitQuestion(db: Db, actor: UserActor): Promise<Scope[]> {
  const scopes = scopesOf(actor);
  const limits = await limitsOf(db, scopes);
  for (const scope of scopes) {
    const limit = limits.get(scope.key)!;
    const rate = await hitCounter(db, { key: `ai-rate:${scope.key}`, windowMs: 60_000 });
    if (rate.count > limit.requestsPerMinute) {
      const wait = Math.max(1, Math.ceil(rate.ttlMs / 1000));
      throw tooMany('ai_rate_limited', `Too many questions for this ${scope.kind}. Try again in ${wait} s.`, wait);
    }
  }
  const usage = await usageOf(
    db,
    scopes.map((s) => s.key),
  );
  for (const scope of scopes) {
    if ((usage.get(scope.key)?.tokens ?? 0) >= limits.get(scope.key)!.monthlyTokens)
      throw tooMany('ai_budget_exhausted', `This ${scope.kind}'s AI budget for the month is used up.`);
  }
  await addUsage(db, scopes, 0, 1);
  return scopes;
}

/** Adds an answer's tokens (and questions) to each scope's month. */
export async function addUsage(db: Db, scopes: readonly Scope[], tokens: number, requests = 0): Promise<void> {
  if (scopes.length === 0 || (tokens === 0 && requests === 0)) return;
  await db
    .insert(aiUsage)
    .values(scopes.map((s) => ({ scope: s.key, month: sql`${MONTH}` as unknown as string, tokens, requests })))
    .onConflictDoUpdate({
      target: [aiUsage.scope, aiUsage.month],
      set: { tokens: sql`${aiUsage.tokens} + excluded.tokens`, requests: sql`${aiUsage.requests} + excluded.requests` },
    });
}
