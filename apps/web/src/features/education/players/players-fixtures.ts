import type { TCompetition, TPlayer, TRankingRow } from '@atrium/contracts/players';

/** Test data of the players area, shaped by the contracts. `ME` is the user that `signInAs` signs in. */
const id = (n: number) => `0190a0a0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
export const ME = id(0xb1);

const person = (n: number, name: string, points: number, locationName: string | null = 'Summit Dental Downtown') => ({
  userId: n === 0xb1 ? ME : id(n),
  name,
  locationName,
  points,
});

export const AVA = person(0x101, 'Ava Foster', 40, 'Summit Realty North');
export const OLIVIA = person(0x102, 'Olivia Bennett', 40, null);
export const EMMA = person(0x103, 'Emma Diaz', 30);
export const MY_ROW = person(0xb1, 'Olivia Admin', 25);

/** A ranking page: two tied for first, then third, then me. */
export function rankingRows(): TRankingRow[] {
  return [
    { ...AVA, rank: 1, isMe: false },
    { ...OLIVIA, rank: 1, isMe: false },
    { ...EMMA, rank: 3, isMe: false },
    { ...MY_ROW, rank: 4, isMe: true },
  ];
}

/** Twenty colleagues ahead of me, so my row is far below the first ten on screen. */
export function longRankingRows(): TRankingRow[] {
  const ahead = Array.from({ length: 20 }, (_, i) => ({
    ...person(0x200 + i, `Colleague ${i + 1}`, 500 - i * 10),
    rank: i + 1,
    isMe: false,
  }));
  return [...ahead, { ...MY_ROW, points: 85, rank: 21, isMe: true }];
}

export const players = (optOut = false): TPlayer[] =>
  [AVA, OLIVIA, EMMA, MY_ROW].map((p) => ({
    ...p,
    title: p === AVA ? 'Broker' : null,
    avatarUrl: null,
    completed: p.points / 5,
    earned: { 'checklist-step': p.points / 5, 'onboarding-step': 0, media: 0, quiz: 0 },
    ...(p === MY_ROW ? { leaderboardOptOut: optOut } : {}),
  }));

const DAY = 86_400_000;
export const SPRINT: TCompetition = {
  _id: id(0xc01),
  name: 'Fall learning sprint',
  description: '<p>Who finishes the most?</p>',
  startsAt: new Date(Date.now() - 14 * DAY).toISOString(),
  endsAt: new Date(Date.now() + 7 * DAY - 60_000).toISOString(),
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};
export const SPRING: TCompetition = {
  ...SPRINT,
  _id: id(0xc02),
  name: 'Spring quiz cup',
  description: null,
  startsAt: new Date(Date.now() - 90 * DAY).toISOString(),
  endsAt: new Date(Date.now() - 60 * DAY).toISOString(),
};
