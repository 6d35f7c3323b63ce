import { z } from 'zod';
import { ZImageRef } from './app-console';
import { ZId, ZIsoDateTime, ZPageQuery, zData, zList, zText } from './common';
import { optionalText, requiredText } from './content';
import { endpoint } from './endpoint';

/**
 * Players, points and rankings (issue 4, `/players`, `/staff_players`): each person of an agency earns
 * points for what they complete, and ranks among their agency's people over 7 days, 30 days, all time or a
 * competition's dates. A person can opt out of leaderboards: others then no longer see them there.
 */

/** Points per completion, by the content_progress group it is kept in. */
export const POINTS = { 'checklist-step': 5, 'onboarding-step': 10, media: 2, quiz: 50 } as const;
export type TPointsSource = keyof typeof POINTS;

export const RANKING_PERIODS = ['7d', '30d', 'all'] as const;
export const ZRankingPeriod = z.enum(RANKING_PERIODS);

export const ZPlayer = z.object({
  userId: ZId,
  name: zText(),
  title: zText().nullable(),
  avatarUrl: zText().nullable(),
  locationName: zText().nullable(),
  /** All-time points. */
  points: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  /** All-time completions per source of points (multiply by POINTS for the points each gave). */
  earned: z.object({
    'checklist-step': z.number().int().nonnegative(),
    'onboarding-step': z.number().int().nonnegative(),
    media: z.number().int().nonnegative(),
    quiz: z.number().int().nonnegative(),
  }),
  /** Shown to the person themself and to their agency's admins only. */
  leaderboardOptOut: z.boolean().optional(),
});
export type TPlayer = z.infer<typeof ZPlayer>;
export const ZPlayerList = zData(z.array(ZPlayer));

export const ZRankingRow = z.object({
  rank: z.number().int().positive(),
  userId: ZId,
  name: zText(),
  locationName: zText().nullable(),
  points: z.number().int().nonnegative(),
  isMe: z.boolean(),
});
export type TRankingRow = z.infer<typeof ZRankingRow>;
export const ZRanking = z.object({
  period: ZRankingPeriod.nullable(),
  competitionId: ZId.nullable(),
  from: zText().nullable(),
  to: zText().nullable(),
  rows: z.array(ZRankingRow),
});
export type TRanking = z.infer<typeof ZRanking>;
export const ZRankingResponse = zData(ZRanking);
export const ZRankingQuery = z.object({
  period: ZRankingPeriod.default('all'),
  competitionId: ZId.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZMyPlayerUpdate = z
  .object({
    title: optionalText(80),
    avatarUrl: ZImageRef.nullable().optional(),
    leaderboardOptOut: z.boolean().optional(),
  })
  .strict();
export const ZMyPlayerResponse = zData(ZPlayer);

export const ZCompetition = z.object({
  _id: ZId,
  name: zText(),
  description: zText().nullable(),
  startsAt: zText(),
  endsAt: zText(),
  createdAt: zText(),
  updatedAt: zText(),
});
export type TCompetition = z.infer<typeof ZCompetition>;
export const ZCompetitionList = zList(ZCompetition);
const competitionFields = {
  name: requiredText('Name', 120),
  description: optionalText(2_000),
  startsAt: ZIsoDateTime,
  endsAt: ZIsoDateTime,
};
const ordered = (v: { startsAt?: string; endsAt?: string }) =>
  !v.startsAt || !v.endsAt || Date.parse(v.startsAt) < Date.parse(v.endsAt);
export const ZCompetitionCreate = z
  .object(competitionFields)
  .strict()
  .refine(ordered, { path: ['endsAt'], message: 'The end must come after the start' });
export type TCompetitionCreate = z.input<typeof ZCompetitionCreate>;
export const ZCompetitionUpdate = z
  .object(competitionFields)
  .partial()
  .strict()
  .refine(ordered, { path: ['endsAt'], message: 'The end must come after the start' });
export const ZCompetitionFilter = ZPageQuery.extend({ limit: z.coerce.number().int().min(1).max(200).default(100) });

/** The competition group's declaration (resource-endpoints.ts): registered by players.routes.ts. */
export const competitionGroup = {
  path: '/api/v1/competition',
  tag: 'Players',
  label: 'Competition',
  item: ZCompetition,
  create: ZCompetitionCreate,
  update: ZCompetitionUpdate,
  filter: ZCompetitionFilter,
} as const;

const players = { tag: 'Players', auth: 'user' } as const;

/** An agency's people as players: the list with points, my own profile, and the leaderboards. */
export const playerEndpoints = {
  list: endpoint({
    ...players,
    method: 'GET',
    path: '/api/v1/staff_players',
    summary: "My agency's people as players, with their points",
    data: z.array(ZPlayer),
  }),
  updateMine: endpoint({
    ...players,
    method: 'PUT',
    path: '/api/v1/staff_players/me',
    summary: 'My player profile: title, avatar, and whether I appear on leaderboards',
    body: ZMyPlayerUpdate,
    data: ZPlayer,
  }),
  ranking: endpoint({
    ...players,
    method: 'GET',
    path: '/api/v1/ranking',
    summary: "My agency's leaderboard over 7 days, 30 days, all time or a competition",
    query: ZRankingQuery,
    data: ZRanking,
  }),
};
