import { type Actor, isSuperAdmin } from './actor';

/**
 * How people are named to those outside their tenant (app reviews, the public roadmap): "Casey M.", the first
 * name and the last initial.
 */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return [firstName.trim() || 'Anonymous', initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}

/** A person as stored: their id, names and the agency of their membership (null: none, e.g. the super admin). */
export interface PersonRecord {
  _id: string;
  firstName: string;
  lastName: string;
  agencyId: string | null;
}

/** A person as a viewer sees them: no id outside their tenant; `mine` says it is the viewer. */
export interface SeenPerson {
  _id?: string;
  name: string;
  mine: boolean;
}

/**
 * What a viewer may know of a person. A tenant is an agency: its people (agency staff and its locations') see
 * each other's full names and ids. The super admin sees everyone's; a person sees their own. Everyone else,
 * visitors included, sees "First L." and no id, so neither names nor ids of one agency's staff reach another.
 * People outside any agency (the super admin, app creators, end users) are a tenant of one: only they and
 * the super admin see their full name.
 */
export function personSeenBy(actor: Actor, person: PersonRecord): SeenPerson {
  const mine = actor.kind === 'user' && actor.userId === person._id;
  const sameAgency = actor.kind === 'user' && actor.agencyId !== null && actor.agencyId === person.agencyId;
  if (mine || sameAgency || isSuperAdmin(actor)) {
    return { _id: person._id, name: `${person.firstName.trim()} ${person.lastName.trim()}`.trim(), mine };
  }
  return { name: shortName(person.firstName, person.lastName), mine: false };
}
