import { ZZoomCallList } from '@atrium/contracts/zoom-calls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError, type jsonRequest } from '../../test/http';
import { createTenantApp, type Tenants } from '../../test/tenants';
import type { TestApp } from '../../test/test-app';
import { zoomCalls } from './zoom-calls.tables';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
const ids: Record<string, string> = {};
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const call = (title: string, startsInMinutes: number, extra: object = {}) => ({
  title,
  startsAt: inMinutes(startsInMinutes),
  durationMinutes: 60,
  joinUrl: 'https://zoom.example/j/123',
  ...extra,
});
const titles = async (headers: Record<string, string> = {}, query = '') => {
  const res = await http.get(`/api/v1/zoom-calls?limit=200${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return ZZoomCallList.parse(res.json())
    .data.map((c) => c.title)
    .sort();
};

beforeAll(async () => {
  ({ t, tenants, http } = await createTenantApp());
  const create = (body: object, headers: Record<string, string>) => http.create('/api/v1/zoom-calls', body, headers);
  ids.next = await create(call('Next week', 7 * 24 * 60), tenants.superAdmin.headers);
  ids.live = await create(call('Happening now', -10), tenants.superAdmin.headers);
  ids.past = await create(
    call('Last month', -30 * 24 * 60, { recordingUrl: 'https://video.example/r/1' }),
    tenants.superAdmin.headers,
  );
  ids.a = await create(call('Alpha office hours', 24 * 60), tenants.adminA.headers);
  ids.b = await create(call('Bravo office hours', 24 * 60), tenants.adminB.headers);
});
afterAll(() => t.close());

describe('zoom calls', () => {
  it('splits upcoming (not yet ended, so a call in progress is still joinable) from past', async () => {
    expect(await titles({}, '&when=upcoming')).toEqual(['Happening now', 'Next week']);
    expect(await titles({}, '&when=past')).toEqual(['Last month']);
    expect(await titles(tenants.staffA1.headers, '&when=upcoming')).toEqual(['Alpha office hours', 'Happening now', 'Next week']);
    expect(await titles(tenants.locationAdminB1.headers)).toEqual([
      'Bravo office hours',
      'Happening now',
      'Last month',
      'Next week',
    ]);
  });

  it('keeps times as instants: an offset on the way in is the same moment in UTC on the way out', async () => {
    const res = await http.put(`/api/v1/zoom-calls/${ids.a}`, { startsAt: '2030-03-01T10:00:00+02:00' }, tenants.adminA.headers);
    expect(res.json().data.startsAt).toBe('2030-03-01T08:00:00.000Z');
  });

  it('refuses plain-http links, impossible durations and dates that are not dates', async () => {
    const post = (body: object) => http.post('/api/v1/zoom-calls', body, tenants.adminA.headers);
    expect(expectValidationError(await post(call('Insecure', 60, { joinUrl: 'http://zoom.example/j/1' })))).toEqual(['joinUrl']);
    expect(expectValidationError(await post(call('Too short', 60, { durationMinutes: 2 })))).toEqual(['durationMinutes']);
    expect(expectValidationError(await post(call('When?', 60, { startsAt: 'next tuesday' })))).toEqual(['startsAt']);
    expect(expectValidationError(await post(call('Script', 60, { recordingUrl: 'javascript:alert(1)' })))).toEqual([
      'recordingUrl',
    ]);
  });

  it("gives another agency's call a 404 and changes nothing; lets an agency hide a platform call from a location", async () => {
    const { adminA, staffA1, staffA2, locationA1 } = tenants;
    expectError(await http.put(`/api/v1/zoom-calls/${ids.b}`, { title: 'Mine' }, adminA.headers), 404, 'not_found');
    expectError(await http.del(`/api/v1/zoom-calls/${ids.b}`, adminA.headers), 404, 'not_found');
    expect((await t.db.select().from(zoomCalls).where(eq(zoomCalls._id, ids.b!)))[0]?.title).toBe('Bravo office hours');

    const path = `/api/v1/zoom-calls/${ids.next}/visibility`;
    expect((await http.put(path, { hiddenFrom: [locationA1._id] }, adminA.headers)).statusCode).toBe(200);
    expect(await titles(staffA1.headers)).not.toContain('Next week');
    expect(await titles(staffA2.headers)).toContain('Next week');
    await http.put(path, { hiddenFrom: [] }, adminA.headers);
  });
});
