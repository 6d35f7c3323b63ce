import { type TRoadmapPerson, ZRoadmapCommentList, ZRoadmapItemResponse } from '@atrium/contracts/roadmap';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/tenancy/tenancy.tables';
import { addItem, createRoadmapApp, type RoadmapApp } from './roadmap-fixtures';

/**
 * The roadmap is public, but the people on it belong to their agencies: outside the author's own agency (and
 * to visitors) an author is "First L." with no id; inside it, and to the super admin, the full name and id.
 */

let r: RoadmapApp;
const ids: Record<string, string> = {};
type Headers = Record<string, string>;

beforeAll(async () => {
  r = await createRoadmapApp();
  const { staffA1, superAdmin } = r.tenants;
  await r.t.db.update(users).set({ firstName: 'Liam', lastName: 'Evans' }).where(eq(users._id, staffA1._id));
  const request = await r.http.post('/api/v1/roadmap/requests', { title: 'Text reminders' }, staffA1.headers);
  expect(request.statusCode, request.body).toBe(201);
  ids.item = request.json().data._id;
  // On the calendar too.
  const dated = await r.http.put(`/api/v1/roadmap/${ids.item}`, { targetDate: '2027-02-10' }, superAdmin.headers);
  expect(dated.statusCode, dated.body).toBe(200);
  const comment = await r.http.post(`/api/v1/roadmap/${ids.item}/comments`, { body: 'Our patients ask' }, staffA1.headers);
  expect(comment.statusCode, comment.body).toBe(201);
  ids.platformItem = await addItem(r, { title: 'Dark mode' });
});
afterAll(() => r.t.close());

const LIAM_SHORT: TRoadmapPerson = { name: 'Liam E.', mine: false };

/** Every place the item names Liam, as one viewer sees it; and the raw bodies, to look for leaks. */
async function liamAsSeenBy(headers: Headers = {}) {
  const paths = [
    `/api/v1/roadmap/${ids.item}`,
    '/api/v1/roadmap?limit=200',
    '/api/v1/roadmap/filter?limit=200&status=under_review',
    '/api/v1/roadmap/calendar?from=2027-02-01&to=2027-02-28',
    `/api/v1/roadmap/${ids.item}/comments`,
  ];
  const responses = await Promise.all(paths.map((p) => r.http.get(p, headers)));
  for (const res of responses) expect(res.statusCode, res.body).toBe(200);
  const [one, list, filtered, calendar, comments] = responses.map((res) => res.json());
  const inList = (body: { data: { _id: string; submittedBy: unknown }[] }) =>
    body.data.find((i) => i._id === ids.item)?.submittedBy;
  return {
    people: [
      ZRoadmapItemResponse.parse(one).data.submittedBy,
      inList(list),
      inList(filtered),
      inList(calendar),
      ...ZRoadmapCommentList.parse(comments).data.map((c) => c.author),
    ],
    bodies: responses.map((res) => res.body).join('\n'),
  };
}

describe('people on the roadmap', () => {
  it('are "First L." without an id to visitors, and nothing else of them is sent', async () => {
    const { people, bodies } = await liamAsSeenBy();
    expect(people).toEqual(Array(5).fill(LIAM_SHORT));
    for (const person of people) expect(person).not.toHaveProperty('_id');
    expect(bodies).not.toContain(r.tenants.staffA1._id);
    expect(bodies).not.toContain('Evans');
  });

  it('are "First L." without an id to other agencies, partners and end users', async () => {
    const { adminB, locationAdminB1, endUser } = r.tenants;
    for (const who of [adminB, locationAdminB1, endUser, r.creatorP]) {
      const { people, bodies } = await liamAsSeenBy(who.headers);
      expect(people).toEqual(Array(5).fill(LIAM_SHORT));
      expect(bodies).not.toContain(r.tenants.staffA1._id);
    }
  });

  it('are named in full, with their id, inside their own agency (any of its locations)', async () => {
    const { adminA, staffA2, staffA1 } = r.tenants;
    const full = { _id: staffA1._id, name: 'Liam Evans', mine: false };
    for (const who of [adminA, staffA2]) expect((await liamAsSeenBy(who.headers)).people).toEqual(Array(5).fill(full));
    expect((await liamAsSeenBy(staffA1.headers)).people).toEqual(Array(5).fill({ ...full, mine: true }));
  });

  it('are named in full to the super admin, who is named "First L." to everyone else', async () => {
    const { superAdmin, staffA1 } = r.tenants;
    expect((await liamAsSeenBy(superAdmin.headers)).people).toEqual(
      Array(5).fill({ _id: staffA1._id, name: 'Liam Evans', mine: false }),
    );
    const seen = async (headers: Headers) =>
      ZRoadmapItemResponse.parse((await r.http.get(`/api/v1/roadmap/${ids.platformItem}`, headers)).json()).data.submittedBy;
    expect(await seen(staffA1.headers)).toEqual({ name: 'root T.', mine: false });
    expect(await seen({})).toEqual({ name: 'root T.', mine: false });
    expect(await seen(superAdmin.headers)).toEqual({ _id: superAdmin._id, name: 'root Test', mine: true });
  });

  it('keep the rule on comments moved over by a merge', async () => {
    const { superAdmin, adminB } = r.tenants;
    const original = await addItem(r, { title: 'Reminders by text' });
    const merged = await r.http.post(`/api/v1/roadmap/${ids.item}/merge`, { intoId: original }, superAdmin.headers);
    expect(merged.statusCode, merged.body).toBe(200);
    const res = await r.http.get(`/api/v1/roadmap/${original}/comments`, adminB.headers);
    expect(ZRoadmapCommentList.parse(res.json()).data.map((c) => c.author)).toEqual([LIAM_SHORT]);
    expect(res.body).not.toContain(r.tenants.staffA1._id);
  });
});
