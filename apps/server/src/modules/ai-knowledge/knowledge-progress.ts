import type { Db } from '../../db/client';
import { forbidden } from '../../platform/errors';
import { type Actor, isSuperAdmin, requireUser } from '../../platform/tenancy/actor';
import { agencies } from '../../platform/tenancy/tenancy.tables';
import { partners } from '../apps/apps.tables';
import { defaultPartnerOf } from '../education/content-owner';
import { knowledgeIndexRuns } from './ai-knowledge.tables';
import { dropOwnerPassagesBut, indexSource, type KnowledgeDeps } from './knowledge-index';
import { knowledgeSources } from './knowledge-sources';
import { type KnowledgeOwner, ownedBy, PLATFORM_OWNER } from './sources/knowledge-source';
import { refreshTermStats } from './term-stats';

const runs = knowledgeIndexRuns;
/** Progress is written every this many sources (and at the end): often enough for a progress bar, not per row. */
const PROGRESS_EVERY = 10;

export interface IndexProgress {
  done: number;
  total: number;
  startedAt: string | null;
  finishedAt: string | null;
}

/**
 * (Re)indexes all of one owner's knowledge, source by source, with its progress (done / total) in
 * knowledge_index_runs; passages of the owner's sources that should have none any more are dropped first.
 */
export async function indexOwner(deps: KnowledgeDeps, owner: KnowledgeOwner): Promise<IndexProgress> {
  const { db } = deps;
  const plan = await Promise.all(knowledgeSources().map(async (source) => ({ source, ids: await source.idsOf(db, owner) })));
  const total = plan.reduce((n, step) => n + step.ids.length, 0);
  const startedAt = new Date();
  await db
    .insert(runs)
    .values({ ...owner, done: 0, total, startedAt, finishedAt: null })
    .onConflictDoUpdate({
      target: [runs.agencyId, runs.partnerId],
      set: { done: 0, total, startedAt, finishedAt: null, updatedAt: startedAt },
    });
  const save = (values: { done: number; finishedAt?: Date }) =>
    db
      .update(runs)
      .set({ ...values, updatedAt: new Date() })
      .where(ownedBy(runs, owner));
  let done = 0;
  // The term statistics of every scope the run touched are rebuilt once, at the end, rather than per source.
  const scopes = new Set<string>();
  for (const { source, ids } of plan) {
    for (const scope of await dropOwnerPassagesBut(db, source.kind, owner, ids)) scopes.add(scope);
    for (const id of ids) {
      for (const scope of (await indexSource(deps, source.kind, id)).scopes) scopes.add(scope);
      if (++done % PROGRESS_EVERY === 0) await save({ done });
    }
  }
  await refreshTermStats(db, scopes);
  const finishedAt = new Date();
  await save({ done, finishedAt });
  return { done, total, startedAt: startedAt.toISOString(), finishedAt: finishedAt.toISOString() };
}

/** Every owner with knowledge: the platform, each agency and each partner. */
export async function knowledgeOwners(db: Db): Promise<KnowledgeOwner[]> {
  const [agencyRows, partnerRows] = await Promise.all([
    db.select({ id: agencies._id }).from(agencies),
    db.select({ id: partners._id }).from(partners),
  ]);
  return [
    PLATFORM_OWNER,
    ...agencyRows.map((r) => ({ agencyId: r.id, partnerId: null })),
    ...partnerRows.map((r) => ({ agencyId: null, partnerId: r.id })),
  ];
}

/** Indexes everyone's knowledge (on start, so a fresh server answers from the demo's). */
export async function indexAllKnowledge(deps: KnowledgeDeps): Promise<void> {
  for (const owner of await knowledgeOwners(deps.db)) await indexOwner(deps, owner);
}

/** Whose knowledge the actor manages: the super admin the platform's, an agency's team its own, a creator their partner's. */
export async function knowledgeOwnerOf(db: Db, actor: Actor): Promise<KnowledgeOwner> {
  const user = requireUser(actor);
  if (isSuperAdmin(user)) return PLATFORM_OWNER;
  if (user.agencyId && !user.locationId && (user.role === 'agency_admin' || user.role === 'agency_staff'))
    return { agencyId: user.agencyId, partnerId: null };
  if (user.role === 'app_creator' && !user.agencyId) {
    const partnerId = await defaultPartnerOf(db, user.userId);
    if (partnerId) return { agencyId: null, partnerId };
  }
  throw forbidden('Only the owners of knowledge see how far its indexing has come');
}

/** How far the actor's owner's latest full index has come; zeros when it never ran. */
export async function getIndexProgress(opts: { db: Db; actor: Actor }): Promise<IndexProgress> {
  const owner = await knowledgeOwnerOf(opts.db, opts.actor);
  const [row] = await opts.db.select().from(runs).where(ownedBy(runs, owner));
  if (!row) return { done: 0, total: 0, startedAt: null, finishedAt: null };
  return {
    done: row.done,
    total: row.total,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
