import type { TTicketComment } from '@atrium/contracts/support';
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor, UserActor } from '../../platform/tenancy/actor';
import { locations, memberships } from '../../platform/tenancy/tenancy.tables';
import { type appReviews, apps } from '../apps/apps.tables';
import { appNamesById } from '../apps/apps-directory';
import { appInstalls } from '../apps/installs.tables';
import { notify } from './notify';

/**
 * Who hears of what. Each trigger is one call at the end of the service that made the change (after it
 * committed), so the rule of who may be told lives here, once: a person is told only while they may still
 * see the subject (their membership is still in the agency or location it belongs to). Reading the apps
 * module's install and review rows here is deliberate: those services stay free of notification rules.
 */

/** A location admin asked the agency to approve an app: the agency's admins hear of it. */
export async function notifyApprovalRequested(opts: { db: Db; actor: UserActor; appId: string }) {
  const { db, actor: place } = opts;
  if (!place.agencyId) return;
  const [admins, appNames, [location]] = await Promise.all([
    db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.agencyId, place.agencyId), eq(memberships.role, 'agency_admin'), isNull(memberships.locationId))),
    appNamesById({ db, appIds: [opts.appId] }),
    place.locationId ? db.select({ name: locations.name }).from(locations).where(eq(locations._id, place.locationId)) : [],
  ]);
  const appName = appNames.get(opts.appId);
  if (!appName) return;
  await notify({
    db,
    actor: opts.actor,
    userIds: admins.map((a) => a.userId),
    kind: 'approval_request',
    subject: appName,
    detail: location?.name ?? null,
    link: '/agency/apps',
  });
}

/** A new release: each person who installed the app (once, however many places) and still sees that install. */
export async function notifyUpdateAvailable(opts: { db: Db; actor: Actor; appId: string; version: string }) {
  const { db, appId } = opts;
  const [installers, appNames] = await Promise.all([
    db
      .selectDistinct({ userId: memberships.userId })
      .from(appInstalls)
      .innerJoin(memberships, eq(memberships.userId, appInstalls.installedBy))
      .where(
        and(
          eq(appInstalls.appId, appId),
          eq(appInstalls.status, 'active'),
          isNotNull(appInstalls.installedBy),
          eq(memberships.agencyId, appInstalls.agencyId),
          or(isNull(memberships.locationId), eq(memberships.locationId, appInstalls.locationId)),
        ),
      ),
    appNamesById({ db, appIds: [appId] }),
  ]);
  const appName = appNames.get(appId);
  if (!appName) return;
  await notify({
    db,
    actor: opts.actor,
    userIds: installers.map((i) => i.userId),
    kind: 'update_available',
    subject: appName,
    detail: opts.version,
    link: `/app/${appId}`,
  });
}

/** The ticket fields that say whose it is (a support_tickets row). */
interface TicketOfSubmitter {
  _id: string;
  subject: string;
  submittedById: string;
  agencyId: string | null;
  locationId: string | null;
}

/**
 * A public answer on a ticket by anyone but its submitter: the submitter hears of it, while they are still on
 * the ticket's side (the location or agency that raised it). Internal notes are the team's alone.
 */
export async function notifyTicketReply(opts: { db: Db; actor: Actor; ticket: TicketOfSubmitter; comment: TTicketComment }) {
  const { db, ticket, comment } = opts;
  if (comment.internal) return;
  // The same sides as support's ticket-access.ts: a location's people, an agency's own staff, or someone of no agency.
  const side = ticket.locationId
    ? eq(memberships.locationId, ticket.locationId)
    : ticket.agencyId
      ? and(eq(memberships.agencyId, ticket.agencyId), isNull(memberships.locationId))
      : isNull(memberships.agencyId);
  const [submitter] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.userId, ticket.submittedById), side));
  if (!submitter) return;
  await notify({
    db,
    actor: opts.actor,
    userIds: [submitter.userId],
    kind: 'ticket_reply',
    subject: ticket.subject,
    detail: comment.author.name || null,
    link: `/support_tickets/${ticket._id}`,
  });
}

/** The developer answered a review: its author hears of it, while they still see the install they reviewed. */
export async function notifyReviewReply(opts: { db: Db; actor: Actor; review: typeof appReviews.$inferSelect }) {
  const { db, review } = opts;
  if (!review.userId || !review.installId) return;
  const [row] = await db
    .select({ appName: apps.name })
    .from(appInstalls)
    .innerJoin(apps, eq(apps._id, appInstalls.appId))
    .innerJoin(memberships, eq(memberships.userId, review.userId))
    .where(
      and(
        eq(appInstalls._id, review.installId),
        eq(memberships.agencyId, appInstalls.agencyId),
        or(isNull(memberships.locationId), eq(memberships.locationId, appInstalls.locationId)),
      ),
    );
  if (!row) return;
  await notify({
    db,
    actor: opts.actor,
    userIds: [review.userId],
    kind: 'review_reply',
    subject: row.appName,
    detail: null,
    link: `/app/${review.appId}`,
  });
}
