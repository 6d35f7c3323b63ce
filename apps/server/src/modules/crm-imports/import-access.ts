import { forbidden } from '../../platform/errors';
import { type Actor, requireAgency, type UserActor } from '../../platform/tenancy/actor';

type AgencyUser = UserActor & { agencyId: string };

/** Imports and prospects are read by the agency's team (admins and staff); locations have no business here. */
export function agencyTeam(actor: Actor): AgencyUser {
  const user = requireAgency(actor);
  if (user.role !== 'agency_admin' && user.role !== 'agency_staff') throw forbidden('This is for the agency’s team');
  return user;
}

/** ...and changed by its admins only. */
export function agencyAdmin(actor: Actor): AgencyUser {
  const user = agencyTeam(actor);
  if (user.role !== 'agency_admin') throw forbidden('Only the agency’s admins can do this');
  return user;
}
