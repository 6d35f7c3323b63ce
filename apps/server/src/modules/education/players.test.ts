import { ZPlayerList, ZRankingResponse } from '@atrium/contracts/players';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentProgress } from '../../platform/resources/content-progress.tables';
import { expectError, expectValidationError, type jsonRequest } from '../../test/http';
import { createTenantApp, type Tenants } from '../../test/tenants';
import type { TestApp } from '../../test/test-app';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
const steps: string[] = [];
let onboardingStep = '';
type Headers = Record<string, string>;
const DAY = 86_400_000;
/** The seeded people's names repeat ("staff Test"): rows are told apart by who they are. */
const who = (userId: string) =>
  userId === tenants.staffA1._id
    ? 'A1 staff'
    : userId === tenants.staffA2._id
      ? 'A2 staff'
      : userId.includes('-')
        ? 'other'
        : userId;

const complete = async (path: string, headers: Headers) => {
  const res = await http.put(`${path}/complete`, { completed: true }, headers);
  expect(res.statusCode, res.body).toBe(200);
};
const board = async (headers: Headers, query = '') => {
  const res = await http.get(`/api/v1/ranking${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZRankingResponse.parse(res.json()).data.rows.map((r) => [who(r.userId), r.points, r.rank, r.isMe] as const);
};

beforeAll(async () => {
  ({ t, tenants, http } = await createTenantApp());
  const admin = tenants.superAdmin.headers;
  const category = await http.create('/api/v1/checklist-categories', { name: 'Launch' }, admin);
  const list = await http.create('/api/v1/checklists', { categoryId: category, title: 'Launch' }, admin);
  for (const title of ['One', 'Two', 'Three'])
    steps.push(await http.create('/api/v1/checklist-items', { listId: list, title }, admin));
  const oc = await http.create('/api/v1/onboarding-categories', { name: 'Welcome' }, admin);
  const ol = await http.create('/api/v1/onboarding-lists', { categoryId: oc, title: 'Welcome' }, admin);
  onboardingStep = await http.create('/api/v1/onboarding-steps', { listId: ol, title: 'Watch the tour' }, admin);
  // staff@alpha-one: three checklist items (15); staff@alpha-two: one item and one onboarding step (15).
  for (const id of steps) await complete(`/api/v1/checklist-items/${id}`, tenants.staffA1.headers);
  await complete(`/api/v1/checklist-items/${steps[0]}`, tenants.staffA2.headers);
  await complete(`/api/v1/onboarding-steps/${onboardingStep}`, tenants.staffA2.headers);
  // One of staff@alpha-one's completions was twenty days ago.
  await t.db
    .update(contentProgress)
    .set({ completedAt: new Date(Date.now() - 20 * DAY) })
    .where(and(eq(contentProgress.userId, tenants.staffA1._id), eq(contentProgress.itemId, steps[2]!)));
});
afterAll(() => t.close());

describe('points and rankings', () => {
  it("ranks the agency's people by points, equal points sharing a rank", async () => {
    const rows = await board(tenants.staffA1.headers);
    expect(rows.slice(0, 2)).toEqual(
      expect.arrayContaining([
        ['A1 staff', 15, 1, true],
        ['A2 staff', 15, 1, false],
      ]),
    );
    expect(rows.slice(2).every(([, points, rank]) => points === 0 && rank === 3)).toBe(true);
    expect(rows).toHaveLength(5); // agency A's five people, none of B's
  });

  it('counts 7 and 30 days back', async () => {
    expect((await board(tenants.staffA1.headers, '?period=7d')).slice(0, 2)).toEqual([
      ['A2 staff', 15, 1, false],
      ['A1 staff', 10, 2, true],
    ]);
    expect((await board(tenants.staffA1.headers, '?period=30d'))[0]).toEqual(['A1 staff', 15, 1, true]);
  });

  it('leaves out who opted out, except for themselves; they stay players', async () => {
    const optOut = await http.put(
      '/api/v1/staff_players/me',
      { leaderboardOptOut: true, title: 'Closer' },
      tenants.staffA2.headers,
    );
    expect(optOut.json().data).toMatchObject({ title: 'Closer', leaderboardOptOut: true, points: 15 });
    expect((await board(tenants.staffA1.headers)).map(([name]) => name)).not.toContain('A2 staff');
    expect((await board(tenants.staffA2.headers)).find(([, , , isMe]) => isMe)).toEqual(['A2 staff', 15, 1, true]);
    const players = ZPlayerList.parse((await http.get('/api/v1/staff_players', tenants.staffA1.headers)).json()).data;
    const two = players.find((p) => p.userId === tenants.staffA2._id);
    expect(two).toMatchObject({
      points: 15,
      title: 'Closer',
      completed: 2,
      earned: { 'checklist-step': 1, 'onboarding-step': 1, media: 0, quiz: 0 },
    });
    expect(two?.leaderboardOptOut).toBeUndefined();
    const seenByAdmin = ZPlayerList.parse((await http.get('/api/v1/staff_players', tenants.adminA.headers)).json()).data;
    expect(seenByAdmin.find((p) => p.userId === tenants.staffA2._id)?.leaderboardOptOut).toBe(true);
    await http.put('/api/v1/staff_players/me', { leaderboardOptOut: false }, tenants.staffA2.headers);
  });

  it("ranks over a competition's dates, for its own agency only", async () => {
    const competition = await http.create(
      '/api/v1/competition',
      {
        name: 'November sprint',
        startsAt: new Date(Date.now() - 10 * DAY).toISOString(),
        endsAt: new Date(Date.now() + DAY).toISOString(),
      },
      tenants.adminA.headers,
    );
    expect((await board(tenants.staffA1.headers, `?competitionId=${competition}`)).slice(0, 2)).toEqual([
      ['A2 staff', 15, 1, false],
      ['A1 staff', 10, 2, true],
    ]);
    expectError(await http.get(`/api/v1/ranking?competitionId=${competition}`, tenants.adminB.headers), 404, 'not_found');
    expectError(await http.get(`/api/v1/competition/${competition}`, tenants.adminB.headers), 404, 'not_found');
    expectError(await http.put(`/api/v1/competition/${competition}`, { name: 'Mine' }, tenants.adminB.headers), 404, 'not_found');
    const backwards = { name: 'x', startsAt: new Date().toISOString(), endsAt: new Date(Date.now() - DAY).toISOString() };
    expect(expectValidationError(await http.post('/api/v1/competition', backwards, tenants.adminA.headers))).toEqual(['endsAt']);
    expectError(
      await http.post(
        '/api/v1/competition',
        { ...backwards, endsAt: new Date(Date.now() + DAY).toISOString() },
        tenants.staffA1.headers,
      ),
      403,
    );
  });

  it('needs a signed-in person of an agency', async () => {
    expectError(await http.get('/api/v1/ranking'), 401, 'unauthorized');
    expectError(await http.get('/api/v1/ranking', tenants.endUser.headers), 403, 'forbidden');
    expectError(await http.get('/api/v1/staff_players', tenants.endUser.headers), 403, 'forbidden');
    expect(expectValidationError(await http.get('/api/v1/ranking?period=year', tenants.staffA1.headers))).toEqual(['period']);
  });
});
