import type { TAgent, TAgentVersion, ZAgentSave } from '@atrium/contracts/ai-agents';
import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { type Actor, requireUser, type UserActor } from '../../platform/tenancy/actor';
import { personName } from '../../platform/tenancy/person-name';
import { locations, users } from '../../platform/tenancy/tenancy.tables';
import { fieldError } from '../education/content-access';
import { managedAgents, managesAgents, usableAgents } from './agent-access';
import { AGENT_TOPIC, type AnnounceWrite } from './agent-knowledge-writes';
import { type AgentRow, agentView, settingsOf, versionView } from './agent-view';
import { type AgentSettingsJson, aiAgents, aiAgentVersions, aiConversations } from './ai-agents.tables';

/** Agents: the builder's drafts, publishing them as versions, restoring a version (decision 034). */

const canManage = (actor: UserActor, row: AgentRow) =>
  actor.role === 'super_admin' ? row.agencyId === null : actor.role === 'agency_admin' && row.agencyId === actor.agencyId;

/** The published settings of each agent that has some, by agent id. */
async function publishedSettings(db: Db, rows: readonly AgentRow[]) {
  const published = rows.filter((r) => r.publishedVersion !== null);
  if (published.length === 0) return new Map<string, AgentSettingsJson>();
  const versions = await db
    .select({ agentId: aiAgentVersions.agentId, version: aiAgentVersions.version, settings: aiAgentVersions.settings })
    .from(aiAgentVersions)
    .where(
      inArray(
        aiAgentVersions.agentId,
        published.map((r) => r._id),
      ),
    );
  const byAgent = new Map(published.map((r) => [r._id, r.publishedVersion]));
  return new Map(versions.filter((v) => byAgent.get(v.agentId) === v.version).map((v) => [v.agentId, v.settings]));
}

/** How many conversations each agent has, by agent id (only asked for the agents the viewer manages). */
async function conversationCounts(db: Db, agentIds: readonly string[]) {
  if (agentIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ agentId: aiConversations.agentId, n: count() })
    .from(aiConversations)
    .where(inArray(aiConversations.agentId, [...agentIds]))
    .groupBy(aiConversations.agentId);
  return new Map(rows.map((r) => [r.agentId, r.n]));
}

async function views(db: Db, actor: UserActor, rows: AgentRow[]): Promise<TAgent[]> {
  const managed = rows.filter((row) => canManage(actor, row)).map((row) => row._id);
  const [published, counts] = await Promise.all([publishedSettings(db, rows), conversationCounts(db, managed)]);
  return rows.map((row) => {
    const manages = managed.includes(row._id);
    return agentView(row, published.get(row._id) ?? null, manages, manages ? (counts.get(row._id) ?? 0) : null);
  });
}

export async function listAgents(opts: { db: Db; actor: Actor }) {
  const actor = requireUser(opts.actor);
  const rows = await opts.db
    .select()
    .from(aiAgents)
    .where(or(managedAgents(actor), usableAgents(actor)))
    .orderBy(asc(aiAgents.name), asc(aiAgents._id))
    .limit(500);
  const data = await views(opts.db, actor, rows);
  return { data, meta: { total: data.length, nextCursor: null } };
}

/** An agent the actor manages; anyone else's is a 404. */
export async function managedAgent(db: Db, actor: UserActor, agentId: string): Promise<AgentRow> {
  const [row] = await db
    .select()
    .from(aiAgents)
    .where(and(eq(aiAgents._id, agentId), managedAgents(actor)));
  if (!row) throw notFound('Agent');
  return row;
}

export async function getAgent(opts: { db: Db; actor: Actor; agentId: string }): Promise<TAgent> {
  const actor = requireUser(opts.actor);
  const [row] = await opts.db
    .select()
    .from(aiAgents)
    .where(and(eq(aiAgents._id, opts.agentId), or(managedAgents(actor), usableAgents(actor))));
  if (!row) throw notFound('Agent');
  return (await views(opts.db, actor, [row]))[0]!;
}

/** A location list must name the agency's own locations; platform agents are for everyone. */
async function checkLocationIds(db: Db, agencyId: string | null, ids: readonly string[] | null) {
  if (ids === null) return;
  if (agencyId === null) throw fieldError('locationIds', 'Platform agents are for every location');
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db
    .select({ _id: locations._id })
    .from(locations)
    .where(and(inArray(locations._id, unique), eq(locations.agencyId, agencyId)));
  if (found.length !== unique.length) throw fieldError('locationIds', 'Choose locations of your agency');
}

/** `PUT /v1/agents`: a new agent (a draft), or the saved draft of one the actor manages. */
export async function saveAgent(opts: { db: Db; actor: Actor; input: z.output<typeof ZAgentSave> }): Promise<TAgent> {
  const actor = requireUser(opts.actor);
  if (!managesAgents(actor)) throw forbidden('Only the agency admin (or the super admin) builds agents');
  const { _id, ...settings } = opts.input;
  const values = { ...settings, locationIds: settings.locationIds ? [...new Set(settings.locationIds)] : null };
  if (_id) {
    const existing = await managedAgent(opts.db, actor, _id);
    await checkLocationIds(opts.db, existing.agencyId, values.locationIds);
    const [row] = await opts.db.update(aiAgents).set(values).where(eq(aiAgents._id, _id)).returning();
    return (await views(opts.db, actor, [row!]))[0]!;
  }
  const agencyId = actor.role === 'super_admin' ? null : actor.agencyId;
  await checkLocationIds(opts.db, agencyId, values.locationIds);
  const [row] = await opts.db
    .insert(aiAgents)
    .values({ ...values, agencyId, createdById: actor.userId })
    .returning();
  return (await views(opts.db, actor, [row!]))[0]!;
}

async function versionViews(db: Db, rows: (typeof aiAgentVersions.$inferSelect)[]): Promise<TAgentVersion[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.publishedById ? [r.publishedById] : [])))];
  const people = ids.length
    ? await db
        .select({ _id: users._id, name: personName(users) })
        .from(users)
        .where(inArray(users._id, ids))
    : [];
  const byId = new Map(people.map((p) => [p._id, p]));
  return rows.map((r) => versionView(r, (r.publishedById && byId.get(r.publishedById)) || null));
}

/** Publishes the draft as the next version, under the agent's row lock so two publishes get two numbers. */
export async function publishAgent(opts: { db: Db; actor: Actor; agentId: string }): Promise<TAgentVersion> {
  const actor = requireUser(opts.actor);
  const version = await opts.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(aiAgents)
      .where(and(eq(aiAgents._id, opts.agentId), managedAgents(actor)))
      .for('update');
    if (!row) throw notFound('Agent');
    const number = (row.publishedVersion ?? 0) + 1;
    const [inserted] = await tx
      .insert(aiAgentVersions)
      .values({ agentId: row._id, version: number, settings: settingsOf(row), publishedById: actor.userId })
      .returning();
    await tx.update(aiAgents).set({ status: 'published', publishedVersion: number }).where(eq(aiAgents._id, row._id));
    return inserted!;
  });
  return (await versionViews(opts.db, [version]))[0]!;
}

export async function listVersions(opts: { db: Db; actor: Actor; agentId: string }): Promise<TAgentVersion[]> {
  const actor = requireUser(opts.actor);
  await managedAgent(opts.db, actor, opts.agentId);
  const rows = await opts.db
    .select()
    .from(aiAgentVersions)
    .where(eq(aiAgentVersions.agentId, opts.agentId))
    .orderBy(desc(aiAgentVersions.version));
  return versionViews(opts.db, rows);
}

/** Copies a version's settings into the draft; publishing it again makes it the live one. */
export async function restoreVersion(opts: { db: Db; actor: Actor; agentId: string; versionId: string }): Promise<TAgent> {
  const actor = requireUser(opts.actor);
  const agent = await managedAgent(opts.db, actor, opts.agentId);
  const [version] = await opts.db
    .select()
    .from(aiAgentVersions)
    .where(and(eq(aiAgentVersions._id, opts.versionId), eq(aiAgentVersions.agentId, agent._id)));
  if (!version) throw notFound('Version');
  const [row] = await opts.db.update(aiAgents).set(version.settings).where(eq(aiAgents._id, agent._id)).returning();
  return (await views(opts.db, actor, [row!]))[0]!;
}

/**
 * Takes the agent out of service: a draft again, so no one can pick or ask it (usableAgents reads the status), while
 * its versions, its own knowledge and its conversations stay. `publishedVersion` keeps the last number, so publishing
 * again makes the next one. The CRM's menu link to the chat follows on the reconcile job's next run, as after a publish.
 */
export async function unpublishAgent(opts: { db: Db; actor: Actor; agentId: string }): Promise<TAgent> {
  const actor = requireUser(opts.actor);
  const agent = await managedAgent(opts.db, actor, opts.agentId);
  if (agent.status !== 'published') throw conflict('This agent is not published');
  const [row] = await opts.db
    .update(aiAgents)
    .set({ status: 'draft' })
    .where(and(eq(aiAgents._id, agent._id), eq(aiAgents.status, 'published')))
    .returning();
  if (!row) throw conflict('This agent is not published');
  return (await views(opts.db, actor, [row]))[0]!;
}

/**
 * Deletes the agent. Its versions, conversations (messages, ratings, handoff records), own Q&A pairs and files, and
 * those passages of the knowledge index go with it by the tables' cascades (decision 034); tickets opened by a handoff
 * stay, with the transcript copied into them. The announced write lets the index bring its term statistics in line.
 */
export async function deleteAgent(opts: { db: Db; actor: Actor; agentId: string; announce: AnnounceWrite }): Promise<void> {
  const actor = requireUser(opts.actor);
  const [row] = await opts.db
    .delete(aiAgents)
    .where(and(eq(aiAgents._id, opts.agentId), managedAgents(actor)))
    .returning({ _id: aiAgents._id });
  if (!row) throw notFound('Agent');
  opts.announce({ topic: AGENT_TOPIC, id: row._id, deleted: true });
}
