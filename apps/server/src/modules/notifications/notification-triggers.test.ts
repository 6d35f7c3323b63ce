import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, users } from '../../platform/tenancy/tenancy.tables';
import { jsonRequest } from '../../test/http';
import { seedTenants, type Tenants, type TestUser } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listing, makeCreator, makePartner } from '../apps/console-fixtures';
import { appInstalls } from '../apps/installs.tables';
import { supportClient } from '../support/support-fixtures';
import { liveClients } from './live-client-fixtures';
import { notifications } from './notifications.tables';

/** Each trigger through its real endpoint: the right people hear of it, the actor and other tenants do not. */

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
let creator: TestUser;
let secondAdminA: string;
let live: Awaited<ReturnType<typeof liveClients>>;

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  http = jsonRequest(t.app);
  creator = await makeCreator(t, 'dev@notify.test', [(await makePartner(t, 'Notify Labs'))._id]);
  const [user] = await t.db
    .insert(users)
    .values({ email: 'second-admin@alpha.test', passwordHash: 'x', firstName: 'Second', lastName: 'Admin' })
    .returning();
  await t.db.insert(memberships).values({ userId: user!._id, role: 'agency_admin', agencyId: tenants.agencyA._id });
  secondAdminA = user!._id;
  live = await liveClients(t.app);
});
afterAll(async () => {
  live.closeAll();
  await t.close();
});

/** A live app of the creator's partner, through the console as a developer makes one. */
async function liveApp(name: string): Promise<string> {
  const res = await http.post('/api/v1/console/apps', listing({ name }), creator.headers);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data._id as string;
  expect((await http.post(`/api/v1/console/apps/${id}/submit`, {}, creator.headers)).statusCode).toBe(200);
  expect((await http.post(`/api/v1/console/apps/${id}/approve`, {}, tenants.superAdmin.headers)).statusCode).toBe(200);
  return id;
}

/** Who got a notification of this kind, as [userId, subject, detail, link], in a stable order. */
async function received(kind: (typeof notifications.$inferSelect)['kind']) {
  const rows = await t.db.select().from(notifications).where(eq(notifications.kind, kind));
  return rows
    .map((r) => [r.userId, r.subject, r.detail, r.link] as const)
    .sort((a, b) => `${a[0]}${a[3]}`.localeCompare(`${b[0]}${b[3]}`));
}
const whoGot = async (kind: Parameters<typeof received>[0]) => new Set((await received(kind)).map((r) => r[0]));

describe('approval requests', () => {
  it("reach the agency's admins once, never the asker, another agency or the agency's staff", async () => {
    const appId = await liveApp('Booking Pal');
    const adminTab = live.heard(await live.connect(tenants.adminA.token));
    const otherAgencyTab = live.heard(await live.connect(tenants.adminB.token));
    const ask = () => http.post('/api/v1/app/approval_requests', { appId }, tenants.locationAdminA1.headers);
    expect((await ask()).statusCode).toBe(200);
    // The admin's open tab hears of it at once.
    await expect.poll(() => adminTab.length, { timeout: 5000 }).toBe(1);
    expect(adminTab[0]!.notification).toMatchObject({ kind: 'approval_request', subject: 'Booking Pal', detail: 'Alpha One' });
    expect(await received('approval_request')).toEqual(
      [
        [tenants.adminA._id, 'Booking Pal', 'Alpha One', '/agency/apps'],
        [secondAdminA, 'Booking Pal', 'Alpha One', '/agency/apps'],
      ].sort((a, b) => a[0]!.localeCompare(b[0]!)),
    );
    // Asking again changes nothing, so nobody is told twice.
    expect((await ask()).statusCode).toBe(200);
    expect(await received('approval_request')).toHaveLength(2);
    expect(adminTab).toHaveLength(1);
    expect(otherAgencyTab).toEqual([]);
    const told = await whoGot('approval_request');
    for (const other of [tenants.locationAdminA1, tenants.staffA, tenants.adminB, tenants.locationAdminB1])
      expect(told.has(other._id)).toBe(false);
  });
});

describe('a new release', () => {
  it('reaches each person who installed the app once, while they still see the install; never the developer', async () => {
    const appId = await liveApp('Invoice Hero');
    const { agencyA, agencyB, locationA1, locationA2, locationB1, adminA, locationAdminA1, locationAdminB1, staffA2, adminB } =
      tenants;
    // A staff member who installed for Alpha Two and has since moved to Alpha One: no longer sees that install.
    const [moved] = await t.db
      .insert(users)
      .values({ email: 'moved@alpha.test', passwordHash: 'x', firstName: 'Moved', lastName: 'Person' })
      .returning();
    await t.db
      .insert(memberships)
      .values({ userId: moved!._id, role: 'location_admin', agencyId: agencyA._id, locationId: locationA1._id });
    await t.db.insert(appInstalls).values([
      // The agency admin installed it for the agency and for Alpha One: told once.
      { appId, agencyId: agencyA._id, locationId: null, installedBy: adminA._id },
      { appId, agencyId: agencyA._id, locationId: locationA1._id, installedBy: adminA._id },
      { appId, agencyId: agencyA._id, locationId: locationA2._id, installedBy: moved!._id },
      // Bravo's own install, by Bravo's location admin.
      { appId, agencyId: agencyB._id, locationId: locationB1._id, installedBy: locationAdminB1._id },
      // Uninstalled: not told.
      { appId, agencyId: agencyA._id, locationId: locationA2._id, installedBy: staffA2._id, status: 'uninstalled' },
    ]);
    const res = await http.post(
      `/api/v1/console/apps/${appId}/versions`,
      { version: '2.0.0', notes: '<p>New</p>' },
      creator.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await received('update_available')).toEqual(
      [
        [adminA._id, 'Invoice Hero', '2.0.0', `/app/${appId}`],
        [locationAdminB1._id, 'Invoice Hero', '2.0.0', `/app/${appId}`],
      ].sort((a, b) => a[0]!.localeCompare(b[0]!)),
    );
    const told = await whoGot('update_available');
    for (const other of [creator, locationAdminA1, staffA2, adminB]) expect(told.has(other._id)).toBe(false);
    expect(told.has(moved!._id)).toBe(false);
  });
});

describe('a reply on a support ticket', () => {
  it('reaches the submitter when someone else answers in public; internal notes and their own comments do not', async () => {
    const support = supportClient(http);
    const { locationAdminA1, staffA1, adminA, adminB, staffA } = tenants;
    const ticket = await support.raise(locationAdminA1.headers, { subject: 'Calendar stuck' });
    await support.comment(adminA.headers, ticket._id, 'On it');
    await support.comment(adminA.headers, ticket._id, 'Team only', true);
    await support.comment(locationAdminA1.headers, ticket._id, 'Thanks');
    // A colleague of the same location is someone else too.
    await support.comment(staffA1.headers, ticket._id, 'Me too');
    const link = `/support_tickets/${ticket._id}`;
    expect(await received('ticket_reply')).toEqual([
      [locationAdminA1._id, 'Calendar stuck', 'admin Test', link],
      [locationAdminA1._id, 'Calendar stuck', 'staff Test', link],
    ]);
    const told = await whoGot('ticket_reply');
    for (const other of [adminA, staffA, staffA1, adminB]) expect(told.has(other._id)).toBe(false);
  });

  it('stops once the submitter is no longer on the side that raised the ticket', async () => {
    const support = supportClient(http);
    const { staffA2, adminA } = tenants;
    const ticket = await support.raise(staffA2.headers, { subject: 'Leaving soon' });
    await t.db.update(memberships).set({ locationId: tenants.locationA1._id }).where(eq(memberships.userId, staffA2._id));
    await support.comment(adminA.headers, ticket._id, 'Answer after the move');
    expect((await whoGot('ticket_reply')).has(staffA2._id)).toBe(false);
    await t.db.update(memberships).set({ locationId: tenants.locationA2._id }).where(eq(memberships.userId, staffA2._id));
  });
});

describe('a developer reply to a review', () => {
  it('reaches the reviewer, never the developer or anyone else', async () => {
    const appId = await liveApp('Review Magnet');
    const { agencyA, locationA1, locationAdminA1, adminA, adminB } = tenants;
    await t.db.insert(appInstalls).values({ appId, agencyId: agencyA._id, locationId: locationA1._id });
    const posted = await http.post('/api/v1/app/submit_feedback', { appId, stars: 4, body: 'Nice' }, locationAdminA1.headers);
    expect(posted.statusCode, posted.body).toBe(200);
    const reviewId = posted.json().data._id as string;
    const reply = await http.post(`/api/v1/app/reviews/${reviewId}/reply`, { body: 'Thank you!' }, creator.headers);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await received('review_reply')).toEqual([[locationAdminA1._id, 'Review Magnet', null, `/app/${appId}`]]);
    const told = await whoGot('review_reply');
    for (const other of [creator, adminA, adminB]) expect(told.has(other._id)).toBe(false);
  });
});
