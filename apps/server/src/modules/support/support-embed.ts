import { PLANS } from '@atrium/contracts/plans';
import type { ZSupportEmbedQuery, ZTicketCreateEmbedded } from '@atrium/contracts/support';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { Realtime } from '../../platform/realtime/realtime';
import { type Actor, requireUser } from '../../platform/tenancy/actor';
import { personName } from '../../platform/tenancy/person-name';
import { agencies, locations, users } from '../../platform/tenancy/tenancy.tables';
import { createTicket } from './support.service';
import { isAgencyTeamRole, isLocationRole } from './ticket-access';

/**
 * The embedded support view runs inside the CRM with the frame's ids in its address. They are only a
 * claim: the viewer must be the named user, the location must be the named agency's, and the viewer must
 * belong there (that location's person, or that agency's admin or staff). Any mismatch is the same 404,
 * so a guessed link learns nothing about which id was wrong.
 */

export const EMBED_MISMATCH_MESSAGE = 'This support link does not match your account';
const mismatch = () => new AppError(404, 'not_found', EMBED_MISMATCH_MESSAGE);

export async function checkEmbed(opts: { db: Db; actor: Actor; query: z.output<typeof ZSupportEmbedQuery> }) {
  const viewer = requireUser(opts.actor);
  const { companyId, locationId, userId, planId } = opts.query;
  if (userId !== viewer.userId) throw mismatch();
  if (planId !== undefined && !(PLANS as readonly string[]).includes(planId)) throw mismatch();
  const belongs =
    (isLocationRole(viewer.role) && viewer.locationId === locationId && viewer.agencyId === companyId) ||
    (isAgencyTeamRole(viewer.role) && viewer.agencyId === companyId);
  if (!belongs) throw mismatch();
  const [row] = await opts.db
    .select({
      agency: { _id: agencies._id, name: agencies.name },
      location: { _id: locations._id, name: locations.name },
      plan: agencies.plan,
    })
    .from(locations)
    .innerJoin(agencies, eq(agencies._id, locations.agencyId))
    .where(and(eq(locations._id, locationId), eq(locations.agencyId, companyId)))
    .limit(1);
  const [user] = await opts.db
    .select({ _id: users._id, name: personName(users) })
    .from(users)
    .where(eq(users._id, viewer.userId));
  if (!row || !user) throw mismatch();
  return { agency: row.agency, location: row.location, user, plan: row.plan };
}

/** `POST /support/create-v2`: the embed check, then the same ticket `POST /support` raises. */
export async function createEmbeddedTicket(opts: {
  db: Db;
  actor: Actor;
  realtime: Realtime;
  input: z.output<typeof ZTicketCreateEmbedded>;
}) {
  const { companyId, locationId, userId, planId, ...ticket } = opts.input;
  await checkEmbed({ db: opts.db, actor: opts.actor, query: { companyId, locationId, userId, planId } });
  return createTicket({ db: opts.db, actor: opts.actor, realtime: opts.realtime, input: ticket });
}
