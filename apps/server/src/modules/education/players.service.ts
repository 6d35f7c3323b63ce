import { POINTS, type TPlayer, type TPointsSource, type TRanking, type TRankingRow } from '@atrium/contracts/players';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { contentProgress } from '../../platform/resources/content-progress.tables';
import { type Actor, requireAgency, requireUser } from '../../platform/tenancy/actor';
import { locations, memberships, users } from '../../platform/tenancy/tenancy.tables';
import { competitions, playerProfiles } from './players.tables';

/**
 * Points and rankings (decision 009): points are counted from each person's completions (content_progress),
 * weighted by POINTS, among the people of one agency (its own staff and its locations' people).
 */

const DAY = 86_400_000;
const points = sql<number>`coalesce(sum(case ${contentProgress.resource} ${sql.join(
  Object.entries(POINTS).map(([resource, value]) => sql`when ${resource} then ${value}`),
  sql` `,
)} else 0 end), 0)::int`;

const countOf = (source: TPointsSource) =>
  sql<number>`count(${contentProgress._id}) filter (where ${contentProgress.resource} = ${source})::int`;

/** The people of the actor's agency with their points between `from` and `to` (all time when null). */
async function tally(opts: { db: Db; agencyId: string; from: Date | null; to: Date | null }) {
  const { db, agencyId, from, to } = opts;
  const counted = and(
    eq(contentProgress.userId, memberships.userId),
    eq(contentProgress.status, 'completed'),
    sql`${contentProgress.resource} in (${sql.join(
      Object.keys(POINTS).map((r) => sql`${r}`),
      sql`, `,
    )})`,
    from ? sql`${contentProgress.completedAt} >= ${from}` : undefined,
    to ? sql`${contentProgress.completedAt} < ${to}` : undefined,
  );
  return db
    .select({
      userId: memberships.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      locationName: locations.name,
      title: playerProfiles.title,
      avatarUrl: playerProfiles.avatarUrl,
      optOut: sql<boolean>`coalesce(${playerProfiles.leaderboardOptOut}, false)`,
      points,
      completed: sql<number>`count(${contentProgress._id})::int`,
      checklistSteps: countOf('checklist-step'),
      onboardingSteps: countOf('onboarding-step'),
      media: countOf('media'),
      quizzes: countOf('quiz'),
    })
    .from(memberships)
    .innerJoin(users, eq(users._id, memberships.userId))
    .leftJoin(locations, eq(locations._id, memberships.locationId))
    .leftJoin(playerProfiles, eq(playerProfiles.userId, memberships.userId))
    .leftJoin(contentProgress, counted)
    .where(eq(memberships.agencyId, agencyId))
    .groupBy(memberships.userId, users._id, locations._id, playerProfiles._id);
}

const nameOf = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();
const isAdmin = (actor: Actor) => actor.kind === 'user' && actor.role === 'agency_admin';

/** Everyone of the actor's agency as a player, most points first. Opt-outs are still players, just not ranked. */
export async function listPlayers({ db, actor }: { db: Db; actor: Actor }): Promise<TPlayer[]> {
  const me = requireAgency(actor);
  const rows = await tally({ db, agencyId: me.agencyId, from: null, to: null });
  return rows
    .map((r) => ({
      userId: r.userId,
      name: nameOf(r),
      title: r.title,
      avatarUrl: r.avatarUrl,
      locationName: r.locationName,
      points: r.points,
      completed: r.completed,
      earned: {
        'checklist-step': r.checklistSteps,
        'onboarding-step': r.onboardingSteps,
        media: r.media,
        quiz: r.quizzes,
      },
      ...(r.userId === me.userId || isAdmin(me) ? { leaderboardOptOut: r.optOut } : {}),
    }))
    .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
}

/** A leaderboard: a period (7 days, 30 days, all time) or a competition's dates; opted-out people left out but for me. */
export async function ranking(opts: {
  db: Db;
  actor: Actor;
  query: { period: '7d' | '30d' | 'all'; competitionId?: string; limit: number };
  now?: Date;
}): Promise<TRanking> {
  const { db, query } = opts;
  const me = requireAgency(opts.actor);
  const now = opts.now ?? new Date();
  let from: Date | null =
    query.period === '7d'
      ? new Date(now.getTime() - 7 * DAY)
      : query.period === '30d'
        ? new Date(now.getTime() - 30 * DAY)
        : null;
  let to: Date | null = null;
  if (query.competitionId) {
    const [competition] = isUuid(query.competitionId)
      ? await db
          .select()
          .from(competitions)
          .where(and(eq(competitions._id, query.competitionId), eq(competitions.agencyId, me.agencyId)))
      : [];
    if (!competition) throw notFound('Competition');
    from = competition.startsAt;
    to = competition.endsAt;
  }
  const rows = (await tally({ db, agencyId: me.agencyId, from, to }))
    .filter((r) => !r.optOut || r.userId === me.userId)
    .sort((a, b) => b.points - a.points || nameOf(a).localeCompare(nameOf(b)) || a.userId.localeCompare(b.userId));
  // Competition ranking: equal points share a rank, and the next rank skips (1, 2, 2, 4).
  const ranked: TRankingRow[] = [];
  rows.forEach((r, i) => {
    const rank = i > 0 && rows[i - 1]!.points === r.points ? ranked[i - 1]!.rank : i + 1;
    ranked.push({
      rank,
      userId: r.userId,
      name: nameOf(r),
      locationName: r.locationName,
      points: r.points,
      isMe: r.userId === me.userId,
    });
  });
  const shown = ranked.slice(0, query.limit);
  const mine = ranked.find((r) => r.isMe);
  if (mine && !shown.includes(mine)) shown.push(mine);
  return {
    period: query.competitionId ? null : query.period,
    competitionId: query.competitionId ?? null,
    from: from?.toISOString() ?? null,
    to: to?.toISOString() ?? null,
    rows: shown,
  };
}

/** Updates the actor's own player profile (title, avatar, leaderboard opt-out). */
export async function updateMyPlayer(opts: {
  db: Db;
  actor: Actor;
  input: { title?: string | null; avatarUrl?: string | null; leaderboardOptOut?: boolean };
}): Promise<TPlayer> {
  const me = requireUser(opts.actor);
  if (!me.agencyId) throw badRequest('Players belong to an agency');
  const values = Object.fromEntries(Object.entries(opts.input).filter(([, v]) => v !== undefined));
  await opts.db
    .insert(playerProfiles)
    .values({ userId: me.userId, ...values })
    .onConflictDoUpdate({ target: playerProfiles.userId, set: { ...values, updatedAt: new Date() } });
  const players = await listPlayers({ db: opts.db, actor: me });
  return players.find((p) => p.userId === me.userId)!;
}
