import type { TRole } from '@atrium/contracts/roles';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { forbidden } from '../../platform/errors';
import type { UserActor } from '../../platform/tenancy/actor';
import { supportTickets } from './support.tables';

/**
 * Who may see and answer a ticket. Every query of the module builds its WHERE clause from these, so no
 * route can forget the scope: a ticket outside `visibleTo(actor)` does not exist for the actor (404).
 *
 * - Team: teamAgencyId null -> the super admins; else that agency's admins and staff.
 * - Submitter side: the location's people when locationId is set; else the agency's admins and staff when
 *   agencyId is set (the agency raised it); else the submitter alone.
 */

const AGENCY_TEAM_ROLES: readonly TRole[] = ['agency_admin', 'agency_staff'];
const LOCATION_ROLES: readonly TRole[] = ['location_admin', 'staff'];

export const isAgencyTeamRole = (role: TRole) => AGENCY_TEAM_ROLES.includes(role);
export const isLocationRole = (role: TRole) => LOCATION_ROLES.includes(role);

/** True for the tickets the actor answers. */
export function teamCondition(actor: UserActor): SQL {
  if (actor.role === 'super_admin') return isNull(supportTickets.teamAgencyId);
  if (actor.agencyId && isAgencyTeamRole(actor.role)) return eq(supportTickets.teamAgencyId, actor.agencyId);
  return sql`false`;
}

/** True for the tickets the actor's side raised. */
export function submitterCondition(actor: UserActor): SQL {
  if (actor.locationId && isLocationRole(actor.role)) return eq(supportTickets.locationId, actor.locationId);
  if (actor.agencyId && isAgencyTeamRole(actor.role))
    return and(isNull(supportTickets.locationId), eq(supportTickets.agencyId, actor.agencyId))!;
  if (actor.role === 'super_admin') return sql`false`;
  return and(isNull(supportTickets.locationId), isNull(supportTickets.agencyId), eq(supportTickets.submittedById, actor.userId))!;
}

export const visibleTo = (actor: UserActor): SQL => or(teamCondition(actor), submitterCondition(actor))!;

/** Whether the actor is on a loaded ticket's team (the same rule as teamCondition, for a row in hand). */
export function isTeamOf(actor: UserActor, ticket: { teamAgencyId: string | null }): boolean {
  if (ticket.teamAgencyId === null) return actor.role === 'super_admin';
  return actor.agencyId === ticket.teamAgencyId && isAgencyTeamRole(actor.role);
}

export interface NewTicketRouting {
  teamAgencyId: string | null;
  agencyId: string | null;
  locationId: string | null;
}

/**
 * Where a new ticket goes: a location's people to their agency's team; agency people to the platform;
 * everyone else (end users, app creators, businesses) to the platform, for themselves alone.
 */
export function routeNewTicket(actor: UserActor): NewTicketRouting {
  if (actor.role === 'super_admin') throw forbidden('The platform team answers tickets; it does not raise them');
  if (actor.agencyId && actor.locationId && isLocationRole(actor.role))
    return { teamAgencyId: actor.agencyId, agencyId: actor.agencyId, locationId: actor.locationId };
  if (actor.agencyId && isAgencyTeamRole(actor.role)) return { teamAgencyId: null, agencyId: actor.agencyId, locationId: null };
  return { teamAgencyId: null, agencyId: null, locationId: null };
}
