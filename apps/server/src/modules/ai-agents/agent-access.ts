import type { TRole } from '@atrium/contracts/roles';
import { and, eq, exists, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../platform/tenancy/actor';
import { aiAgents, aiConversations } from './ai-agents.tables';

/**
 * Who manages, uses and reads what in the AI agents module (docs/decisions/034-ai-agents.md). Every query builds its
 * WHERE clause from these, so a row outside them does not exist for the actor (404, never 403).
 */

const STAFF_ROLES: readonly TRole[] = ['agency_admin', 'agency_staff'];
const isAgencyStaff = (actor: UserActor) => !!actor.agencyId && STAFF_ROLES.includes(actor.role);

/** Agents are owned content: the super admin writes the platform's, an agency admin the agency's. */
export function managedAgents(actor: UserActor): SQL {
  if (actor.role === 'super_admin') return isNull(aiAgents.agencyId);
  if (actor.role === 'agency_admin' && actor.agencyId) return eq(aiAgents.agencyId, actor.agencyId);
  return sql`false`;
}

export const managesAgents = (actor: UserActor) =>
  actor.role === 'super_admin' || (actor.role === 'agency_admin' && !!actor.agencyId);

/**
 * Published agents the actor may talk to: the platform's, and the own agency's (for a location's people, only those
 * open to every location or listing theirs).
 */
export function usableAgents(actor: UserActor): SQL {
  const own = actor.agencyId
    ? and(
        eq(aiAgents.agencyId, actor.agencyId),
        actor.locationId
          ? or(isNull(aiAgents.locationIds), sql`${actor.locationId}::uuid = any(${aiAgents.locationIds})`)
          : undefined,
      )
    : undefined;
  return and(eq(aiAgents.status, 'published'), own ? or(isNull(aiAgents.agencyId), own) : isNull(aiAgents.agencyId))!;
}

/**
 * The support staff of conversations: the agency's admins and staff for the agency's, the super admin for those of
 * people of no agency. They read every one of them (the inbox) and may answer as a person.
 */
export function staffConversations(actor: UserActor): SQL {
  if (actor.role === 'super_admin') return isNull(aiConversations.agencyId);
  if (isAgencyStaff(actor)) return eq(aiConversations.agencyId, actor.agencyId!);
  return sql`false`;
}

export function isStaffOf(actor: UserActor, conversation: { agencyId: string | null }): boolean {
  if (conversation.agencyId === null) return actor.role === 'super_admin';
  return isAgencyStaff(actor) && actor.agencyId === conversation.agencyId;
}

/** Conversations the actor reads: their own, the staff's, and those shared with their location or agency. */
export function readableConversations(actor: UserActor): SQL {
  return or(
    eq(aiConversations.userId, actor.userId),
    staffConversations(actor),
    actor.locationId ? and(eq(aiConversations.share, 'location'), eq(aiConversations.locationId, actor.locationId)) : undefined,
    actor.agencyId ? and(eq(aiConversations.share, 'agency'), eq(aiConversations.agencyId, actor.agencyId)) : undefined,
  )!;
}

/**
 * A condition on a location (its id and agency columns): an agent of its agency is published and open to it, so the
 * location's CRM menu links to the AI chat (issue 24). Platform agents alone do not make a link: the CRM is the agency's.
 */
export const agencyAgentOpenTo = (db: DbOrTx, locationId: PgColumn, agencyId: PgColumn): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(aiAgents)
      .where(
        and(
          eq(aiAgents.agencyId, agencyId),
          eq(aiAgents.status, 'published'),
          or(isNull(aiAgents.locationIds), sql`${locationId} = any(${aiAgents.locationIds})`),
        ),
      ),
  );
