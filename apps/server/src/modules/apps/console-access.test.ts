import { ZConsoleAppList, ZConsoleAppResponse } from '@atrium/contracts/app-console';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants, type TestUser } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { appPlans, apps, appVersions } from './apps.tables';
import { listing, makeCreator, makePartner } from './console-fixtures';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
let creatorX: TestUser;
let creatorY: TestUser;
let appOfX: string;

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  http = jsonRequest(t.app);
  const x = await makePartner(t, 'Partner X');
  const y = await makePartner(t, 'Partner Y');
  creatorX = await makeCreator(t, 'x@creators.test', [x._id]);
  creatorY = await makeCreator(t, 'y@creators.test', [y._id]);
  const res = await http.post('/api/v1/console/apps', listing({ name: 'X Only App' }), creatorX.headers);
  expect(res.statusCode, res.body).toBe(201);
  appOfX = res.json().data._id;
});
afterAll(() => t.close());

/** Every console endpoint on one app id, with a body it would accept. */
const appEndpoints = (id: string) =>
  [
    ['GET', `/api/v1/console/apps/${id}`, undefined],
    ['PUT', `/api/v1/console/apps/${id}`, listing({ name: 'Hijacked' })],
    ['PUT', `/api/v1/console/apps/${id}/plans`, { plans: [{ name: 'Hijacked', model: 'free', priceCents: 0 }] }],
    ['POST', `/api/v1/console/apps/${id}/versions`, { version: '9.0.0', notes: 'Hijacked' }],
    ['POST', `/api/v1/console/apps/${id}/submit`, {}],
    ['POST', `/api/v1/console/apps/${id}/deprecate`, {}],
    ['GET', `/api/v1/console/apps/${id}/installs`, undefined],
  ] as const;

const send = (method: string, url: string, body: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: method as 'GET', url, headers, ...(body === undefined ? {} : { payload: body as object }) });

/** What a sneaky write could have changed. */
const snapshot = async (id: string) => ({
  app: (await t.db.select().from(apps).where(eq(apps._id, id)))[0],
  plans: await t.db.select().from(appPlans).where(eq(appPlans.appId, id)),
  versions: await t.db.select().from(appVersions).where(eq(appVersions.appId, id)),
});

describe('who may use the console', () => {
  it('asks signed-out callers to sign in', async () => {
    expectError(await http.get('/api/v1/console/apps'), 401);
    expectError(await http.post('/api/v1/console/apps', listing()), 401);
    expectError(await http.get(`/api/v1/console/apps/${appOfX}`), 401);
  });

  it('refuses every other role with a 403, on every endpoint', async () => {
    for (const user of [tenants.adminA, tenants.staffA, tenants.locationAdminA1, tenants.endUser]) {
      expectError(await http.get('/api/v1/console/apps', user.headers), 403);
      expectError(await http.get('/api/v1/console/partners', user.headers), 403);
      expectError(await http.post('/api/v1/console/apps', listing(), user.headers), 403);
      for (const [method, url, body] of appEndpoints(appOfX)) expectError(await send(method, url, body, user.headers), 403);
    }
  });

  it("hides partner X's app from a creator of partner Y: 404 everywhere, nothing changed", async () => {
    const before = await snapshot(appOfX);
    for (const [method, url, body] of appEndpoints(appOfX)) {
      expectError(await send(method, url, body, creatorY.headers), 404, 'not_found');
    }
    expect(await snapshot(appOfX)).toEqual(before);
    const listY = ZConsoleAppList.parse((await http.get('/api/v1/console/apps', creatorY.headers)).json());
    expect(listY.data).toEqual([]);
    expect(listY.meta.total).toBe(0);
    const partnersY = (await http.get('/api/v1/console/partners', creatorY.headers)).json().data;
    expect(partnersY.map((p: { name: string }) => p.name)).toEqual(['Partner Y']);
    // A partner id that is not theirs is a 404 too.
    expectError(
      await http.post('/api/v1/console/apps', { ...listing(), partnerId: before.app!.partnerId }, creatorY.headers),
      404,
    );
    // Unknown ids look the same.
    expectError(await http.get('/api/v1/console/apps/0190f5a0-0000-7000-8000-000000000001', creatorY.headers), 404);
  });

  it('lets only the super admin approve and reject (even a creator on their own app gets a 403)', async () => {
    const res = await http.post(`/api/v1/console/apps/${appOfX}/submit`, {}, creatorX.headers);
    expect(res.statusCode, res.body).toBe(200);
    expectError(await http.post(`/api/v1/console/apps/${appOfX}/approve`, {}, creatorX.headers), 403);
    expectError(await http.post(`/api/v1/console/apps/${appOfX}/reject`, { reason: 'Looks wrong' }, creatorX.headers), 403);
    expectError(await http.post(`/api/v1/console/apps/${appOfX}/approve`, {}, tenants.adminA.headers), 403);
    expect((await snapshot(appOfX)).app!.status).toBe('in_review');
    const approved = await http.post(`/api/v1/console/apps/${appOfX}/approve`, {}, tenants.superAdmin.headers);
    expect(ZConsoleAppResponse.parse(approved.json()).data.status).toBe('live');
  });

  it('lets the super admin work on any partner’s app', async () => {
    const res = await http.put(
      `/api/v1/console/apps/${appOfX}`,
      listing({ name: 'X Only App (edited)' }),
      tenants.superAdmin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toBe('X Only App (edited)');
  });
});
