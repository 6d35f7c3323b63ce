import {
  FEEDBACK_WINDOW_DAYS,
  type TAppReview,
  type ZAppReviewsQuery,
  type ZSubmitFeedbackBody,
} from '@atrium/contracts/installs';
import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import { timeKeyset } from '../../platform/pagination/time-keyset';
import { type Actor, isSuperAdmin, requireUser } from '../../platform/tenancy/actor';
import { shortName } from '../../platform/tenancy/public-person';
import { locations, users } from '../../platform/tenancy/tenancy.tables';
import { notifyReviewReply } from '../notifications/notification-triggers';
import { ratingAverage } from './app-cards';
import { refreshAppDerivedColumns } from './app-derived';
import { appReviews, apps } from './apps.tables';
import { catalogueChanged } from './catalogue-events';
import { consoleAppScope, requireConsoleUser } from './console-access';
import { type InstallRow, installsOfApp } from './install-scope';

/**
 * Reviews: one per install, written by the people of the place the app is installed for (while it is
 * installed and for FEEDBACK_WINDOW_DAYS after uninstalling), answered by the app's developer. Bodies
 * and replies are plain text. Every change recomputes the app's rating columns.
 */

type ReviewRow = typeof appReviews.$inferSelect;
const DAY_MS = 86_400_000;

const toReview = (row: ReviewRow, viewer: Actor): TAppReview => ({
  _id: row._id,
  appId: row.appId,
  authorName: row.authorName,
  stars: row.stars,
  body: row.body,
  developerReply: row.developerReply,
  repliedAt: row.repliedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  mine: viewer.kind === 'user' && row.userId !== null && row.userId === viewer.userId,
});

/** Reviews of a live app (the super admin: any app), newest first, keyset paged, optionally of one star count. */
/**
 * Whose reviews the actor may read: a live app's, anyone; an app that is not (or no longer) live, only the super
 * admin and the creators of its partner, who see its Reviews tab in the console (a deprecated app keeps its reviews).
 */
function readableAppWhere(db: Db, actor: Actor): SQL | undefined {
  if (isSuperAdmin(actor)) return undefined;
  if (actor.kind === 'user' && actor.role === 'app_creator') return or(eq(apps.status, 'live'), consoleAppScope(db, actor));
  return eq(apps.status, 'live');
}

export async function listReviews(opts: { db: Db; actor: Actor; query: z.output<typeof ZAppReviewsQuery> }) {
  const { db, actor, query } = opts;
  const [app] = await db
    .select({ _id: apps._id })
    .from(apps)
    .where(and(eq(apps._id, query.app_id), readableAppWhere(db, actor)))
    .limit(1);
  if (!app) throw notFound('App');
  const keyset = timeKeyset(appReviews.createdAt, appReviews._id);
  const where = and(eq(appReviews.appId, query.app_id), query.stars ? eq(appReviews.stars, query.stars) : undefined);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ review: appReviews, _id: appReviews._id, key: keyset.keyColumn })
      .from(appReviews)
      .where(and(where, keyset.after(query.cursor)))
      .orderBy(...keyset.orderBy)
      .limit(query.limit + 1),
    db.select({ total: count() }).from(appReviews).where(where),
  ]);
  return {
    data: rows.slice(0, query.limit).map((r) => toReview(r.review, actor)),
    meta: { total: totalRow?.total ?? 0, nextCursor: keyset.next(rows, query.limit) },
  };
}

const notInstalled = () => new AppError(403, 'not_installed', 'Install the app to review it');
const feedbackClosed = () =>
  new AppError(
    403,
    'feedback_closed',
    `You can review an app while it is installed and for ${FEEDBACK_WINDOW_DAYS} days after uninstalling`,
  );

/**
 * The install a review is about: a location user's location, an agency user's agency install or (with
 * `locationId`) one of the agency's locations. The active install if there is one, else the one
 * uninstalled last, still open for feedback.
 */
async function reviewableInstall(db: Db, actor: Actor, appId: string, locationId: string | undefined): Promise<InstallRow> {
  const user = requireUser(actor);
  let place: string | null = user.locationId;
  if (locationId && locationId !== user.locationId) {
    // A location user reviews only its own location; an agency user any location of its agency.
    const [location] =
      user.agencyId && !user.locationId
        ? await db
            .select({ _id: locations._id })
            .from(locations)
            .where(and(eq(locations._id, locationId), eq(locations.agencyId, user.agencyId)))
            .limit(1)
        : [];
    if (!location) throw notFound('Location');
    place = location._id;
  }
  const installs = (await installsOfApp({ db, actor, appId, includeUninstalled: true })).filter(
    (row) => row.install.locationId === place,
  );
  const active = installs.find((row) => row.install.status === 'active');
  if (active) return active;
  const last = installs
    .filter((row) => row.install.uninstalledAt)
    .sort((a, b) => b.install.uninstalledAt!.getTime() - a.install.uninstalledAt!.getTime())[0];
  if (!last) throw installs.length > 0 ? feedbackClosed() : notInstalled();
  if (Date.now() - last.install.uninstalledAt!.getTime() > FEEDBACK_WINDOW_DAYS * DAY_MS) throw feedbackClosed();
  return last;
}

/** "Casey M.": the first name and the last initial. */
async function authorNameOf(db: Db, userId: string): Promise<string> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users._id, userId));
  return shortName(user?.firstName ?? '', user?.lastName ?? '');
}

/** Creates or edits the review of the viewer's install of the app (one review per install). */
export async function submitFeedback(opts: { db: Db; actor: Actor; input: z.output<typeof ZSubmitFeedbackBody> }) {
  const { db, actor, input } = opts;
  const user = requireUser(actor);
  const [app] = await db
    .select({ _id: apps._id })
    .from(apps)
    .where(and(eq(apps._id, input.appId), inArray(apps.status, ['live', 'deprecated'])))
    .limit(1);
  if (!app) throw notFound('App');
  const install = await reviewableInstall(db, actor, input.appId, input.locationId);
  const values = {
    userId: user.userId,
    authorName: await authorNameOf(db, user.userId),
    stars: input.stars,
    body: input.body ? input.body : null,
  };
  const review = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(appReviews)
      .values({ ...values, appId: input.appId, installId: install.install._id })
      .onConflictDoUpdate({
        target: appReviews.installId,
        targetWhere: sql`install_id is not null`,
        set: { ...values, updatedAt: new Date() },
      })
      .returning();
    await refreshAppDerivedColumns(tx, [input.appId]);
    const [rated] = await tx
      .select({ ratingCount: apps.ratingCount, ratingSum: apps.ratingSum, ratingCounts: apps.ratingCounts })
      .from(apps)
      .where(eq(apps._id, input.appId));
    return { row: row!, rated: rated! };
  });
  catalogueChanged([input.appId]);
  const [one = 0, two = 0, three = 0, four = 0, five = 0] = review.rated.ratingCounts;
  return {
    ...toReview(review.row, actor),
    // The app's rating as this review left it, read in the same transaction: the page shows it at once.
    appRating: {
      rating: { average: ratingAverage(review.rated), count: review.rated.ratingCount },
      ratingDistribution: [one, two, three, four, five] as [number, number, number, number, number],
    },
  };
}

/** The app's developer (a member of its partner) or the super admin answers a review; answering again edits it. */
export async function replyToReview(opts: { db: Db; actor: Actor; reviewId: string; body: string }) {
  const { db, reviewId } = opts;
  const user = requireConsoleUser(opts.actor);
  const [found] = await db
    .select({ _id: appReviews._id })
    .from(appReviews)
    .innerJoin(apps, eq(apps._id, appReviews.appId))
    .where(and(eq(appReviews._id, reviewId), consoleAppScope(db, user)))
    .limit(1);
  if (!found) throw notFound('Review');
  const [row] = await db
    .update(appReviews)
    // A reply is not an edit of the review: its updatedAt stays the author's.
    .set({ developerReply: opts.body, repliedAt: new Date(), updatedAt: sql`${appReviews.updatedAt}` })
    .where(eq(appReviews._id, reviewId))
    .returning();
  catalogueChanged([row!.appId]);
  await notifyReviewReply({ db, actor: user, review: row! });
  return toReview(row!, user);
}
