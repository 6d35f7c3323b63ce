import type { TAiUsageScope, ZAiLimitsSet } from '@atrium/contracts/ai-agents';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../platform/errors';
import { type Actor, requireUser, type UserActor } from '../../platform/tenancy/actor';
import { agencies, locations } from '../../platform/tenancy/tenancy.tables';
import { aiLimits } from './ai-agents.tables';
import { limitsOf, type Scope, usageOf } from './budgets';

/** Budgets as the agency sees them (issue 24: "shown to the agency"), and setting them. */

interface Named {
  scope: 'agency' | 'location';
  id: string;
  name: string;
}

async function usageViews(db: Db, named: readonly Named[]): Promise<TAiUsageScope[]> {
  const scopes: Scope[] = named.map((n) => ({ kind: n.scope, key: `${n.scope}:${n.id}` }));
  const limits = await limitsOf(db, scopes);
  const usage = await usageOf(
    db,
    scopes.map((s) => s.key),
  );
  return named.map((n, i) => ({
    ...n,
    limits: limits.get(scopes[i]!.key)!,
    tokensThisMonth: usage.get(scopes[i]!.key)?.tokens ?? 0,
    requestsThisMonth: usage.get(scopes[i]!.key)?.requests ?? 0,
  }));
}

const isAgencyTeam = (actor: UserActor) => (actor.role === 'agency_admin' || actor.role === 'agency_staff') && !!actor.agencyId;

/** The super admin sees every agency; an agency's admins and staff their agency and each of its locations. */
export async function listUsage(opts: { db: Db; actor: Actor }): Promise<TAiUsageScope[]> {
  const actor = requireUser(opts.actor);
  if (actor.role === 'super_admin') {
    const rows = await opts.db.select({ id: agencies._id, name: agencies.name }).from(agencies).orderBy(asc(agencies.name));
    return usageViews(
      opts.db,
      rows.map((r) => ({ scope: 'agency', ...r })),
    );
  }
  if (!isAgencyTeam(actor)) throw forbidden('Budgets are shown to the agency team');
  const [agency] = await opts.db
    .select({ id: agencies._id, name: agencies.name })
    .from(agencies)
    .where(eq(agencies._id, actor.agencyId!));
  const locs = await opts.db
    .select({ id: locations._id, name: locations.name })
    .from(locations)
    .where(eq(locations.agencyId, actor.agencyId!))
    .orderBy(asc(locations.name));
  return usageViews(opts.db, [{ scope: 'agency', ...agency! }, ...locs.map((l) => ({ scope: 'location' as const, ...l }))]);
}

/** The super admin sets an agency's limits; the agency's admin its locations' (the agency's own are the platform's). */
export async function setLimits(opts: { db: Db; actor: Actor; input: z.output<typeof ZAiLimitsSet> }): Promise<TAiUsageScope> {
  const actor = requireUser(opts.actor);
  const { scope, id, monthlyTokens, requestsPerMinute } = opts.input;
  let named: Named & { agencyId: string };
  if (scope === 'agency') {
    if (actor.role !== 'super_admin') throw forbidden("An agency's AI budget is set by the platform");
    const [row] = await opts.db.select({ id: agencies._id, name: agencies.name }).from(agencies).where(eq(agencies._id, id));
    if (!row) throw notFound('Agency');
    named = { scope, ...row, agencyId: row.id };
  } else {
    if (actor.role !== 'agency_admin' || !actor.agencyId) throw forbidden("A location's AI budget is set by its agency admin");
    const [row] = await opts.db
      .select({ id: locations._id, name: locations.name })
      .from(locations)
      .where(and(eq(locations._id, id), eq(locations.agencyId, actor.agencyId)));
    if (!row) throw notFound('Location');
    named = { scope, ...row, agencyId: actor.agencyId };
  }
  const values = { scope: `${scope}:${id}`, agencyId: named.agencyId, monthlyTokens, requestsPerMinute };
  await opts.db
    .insert(aiLimits)
    .values(values)
    .onConflictDoUpdate({ target: aiLimits.scope, set: { monthlyTokens, requestsPerMinute } });
  return (await usageViews(opts.db, [{ scope, id: named.id, name: named.name }]))[0]!;
}
