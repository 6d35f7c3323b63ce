import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../platform/errors';
import { type Actor, requireAgency, requireUser, type UserActor } from '../../platform/tenancy/actor';
import { partnerMembers, partners } from '../apps/apps.tables';

/**
 * Who sees and changes a Stripe connection. An agency's: its team reads (admins and staff), its admins connect and
 * disconnect; a location's people get a 404, as for anything that is not theirs. A partner's: its members.
 */
export function agencyTeam(actor: Actor): UserActor & { agencyId: string } {
  const user = requireAgency(actor);
  if (user.locationId || (user.role !== 'agency_admin' && user.role !== 'agency_staff')) throw notFound('Stripe connection');
  return user;
}

export function agencyAdmin(actor: Actor): UserActor & { agencyId: string } {
  const user = agencyTeam(actor);
  if (user.role !== 'agency_admin') throw forbidden('Only agency admins connect or disconnect Stripe');
  return user;
}

/** The partners the person belongs to, by name. */
export async function memberPartners(db: DbOrTx, actor: Actor): Promise<{ _id: string; name: string }[]> {
  const user = requireUser(actor);
  return db
    .select({ _id: partners._id, name: partners.name })
    .from(partnerMembers)
    .innerJoin(partners, eq(partners._id, partnerMembers.partnerId))
    .where(eq(partnerMembers.userId, user.userId))
    .orderBy(partners.name);
}

/** The partner, when the person is its member; a 404 otherwise (another partner's id confirms nothing). */
export async function memberPartner(db: DbOrTx, actor: Actor, partnerId: string): Promise<{ _id: string; name: string }> {
  const user = requireUser(actor);
  const [row] = await db
    .select({ _id: partners._id, name: partners.name })
    .from(partnerMembers)
    .innerJoin(partners, eq(partners._id, partnerMembers.partnerId))
    .where(and(eq(partnerMembers.userId, user.userId), eq(partnerMembers.partnerId, partnerId)))
    .limit(1);
  if (!row) throw notFound('Partner');
  return row;
}
