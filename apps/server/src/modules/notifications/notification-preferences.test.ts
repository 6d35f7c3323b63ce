import { NOTIFICATION_KINDS, ZNotificationList, ZNotificationPreferences } from '@atrium/contracts/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../platform/email/email.tables';
import { expectError, expectValidationError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { liveClients } from './live-client-fixtures';
import { notifications } from './notifications.tables';
import { notify } from './notify';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
let live: Awaited<ReturnType<typeof liveClients>>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://apps.example.com' });
  tenants = await seedTenants(t);
  http = jsonRequest(t.app);
  live = await liveClients(t.app);
});
afterAll(async () => {
  live.closeAll();
  await t.close();
});

type Headers = Record<string, string>;
const URL = '/api/v1/notifications/preferences';
const prefsOf = async (headers: Headers) => {
  const res = await http.get(URL, headers);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(ZNotificationPreferences.parse(res.json()).data.map((p) => [p.kind, p.channel]));
};
const choose = (headers: Headers, preferences: unknown) => http.put(URL, { preferences }, headers);
const stored = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
const mailTo = (address: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
const ticketReply = (userIds: string[], subject: string) =>
  notify({ db: t.db, userIds, kind: 'ticket_reply', subject, detail: 'Dana Support', link: '/support_tickets/abc' });

describe('notification preferences', () => {
  it('lists every kind, in the app by default', async () => {
    const prefs = await prefsOf(tenants.staffA.headers);
    expect(Object.keys(prefs)).toEqual([...NOTIFICATION_KINDS]);
    expect(new Set(Object.values(prefs))).toEqual(new Set(['in_app']));
  });

  it('changes only the kinds sent, only for the person, and answers with every kind', async () => {
    const { staffA1, staffA2 } = tenants;
    const res = await choose(staffA1.headers, [
      { kind: 'ticket_reply', channel: 'email' },
      { kind: 'roadmap_shipped', channel: 'off' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(ZNotificationPreferences.parse(res.json()).data).toHaveLength(NOTIFICATION_KINDS.length);
    expect(await prefsOf(staffA1.headers)).toMatchObject({
      ticket_reply: 'email',
      roadmap_shipped: 'off',
      review_reply: 'in_app',
    });
    // Choosing again overwrites; the kinds left out keep theirs.
    await choose(staffA1.headers, [{ kind: 'roadmap_shipped', channel: 'in_app' }]);
    expect(await prefsOf(staffA1.headers)).toMatchObject({ ticket_reply: 'email', roadmap_shipped: 'in_app' });
    expect(await prefsOf(staffA2.headers)).toMatchObject({ ticket_reply: 'in_app', roadmap_shipped: 'in_app' });
  });

  it('refuses visitors (401) and what the contract does not allow (400)', async () => {
    const { adminB } = tenants;
    expectError(await http.get(URL), 401, 'unauthorized');
    expectError(await choose({}, [{ kind: 'ticket_reply', channel: 'off' }]), 401, 'unauthorized');
    expectValidationError(await choose(adminB.headers, []));
    expectValidationError(await choose(adminB.headers, [{ kind: 'gossip', channel: 'off' }]));
    expectValidationError(await choose(adminB.headers, [{ kind: 'ticket_reply', channel: 'pigeon' }]));
    expect(
      expectValidationError(
        await choose(adminB.headers, [
          { kind: 'ticket_reply', channel: 'off' },
          { kind: 'ticket_reply', channel: 'email' },
        ]),
      ),
    ).toEqual(['preferences']);
    expectValidationError(await http.put(URL, {}, adminB.headers));
    expect(await prefsOf(adminB.headers)).toMatchObject({ ticket_reply: 'in_app' });
  });
});

describe('notify follows each person’s choice', () => {
  it('off: nothing is stored, sent or pushed', async () => {
    const { locationAdminA1 } = tenants;
    await choose(locationAdminA1.headers, [{ kind: 'ticket_reply', channel: 'off' }]);
    const heard = live.heard(await live.connect(locationAdminA1.token));
    await ticketReply([locationAdminA1._id], 'Quiet please');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
    expect(await stored(locationAdminA1._id)).toEqual([]);
    expect(await mailTo(locationAdminA1.email)).toEqual([]);
  });

  it('email: a short mail with the link in the outbox, and no in-app row', async () => {
    const { locationAdminB1, adminB } = tenants;
    await choose(locationAdminB1.headers, [{ kind: 'ticket_reply', channel: 'email' }]);
    const heard = live.heard(await live.connect(locationAdminB1.token));
    await ticketReply([locationAdminB1._id, adminB._id], 'Invoices are late');
    // Mail goes out after the action's answer; the outbox has it a moment later.
    await expect.poll(async () => (await mailTo(locationAdminB1.email)).length).toBe(1);
    const [mail] = await mailTo(locationAdminB1.email);
    expect(mail).toMatchObject({ kind: 'ticket_reply', subject: 'New reply to “Invoices are late”', sentAt: null });
    expect(mail!.text).toContain('Dana Support replied to your support ticket “Invoices are late”.');
    expect(mail!.text).toContain('https://apps.example.com/support_tickets/abc');
    expect(mail!.text).toContain('https://apps.example.com/notifications/settings');
    expect(mail!.html).toContain('href="https://apps.example.com/support_tickets/abc"');
    expect(await stored(locationAdminB1._id)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
    // The other person kept the default: in the app, no mail.
    expect(await stored(adminB._id)).toHaveLength(1);
    expect(await mailTo(adminB.email)).toEqual([]);
  });

  it('escapes titles in the mail and keeps them out of its headers', async () => {
    const { staffA2 } = tenants;
    await choose(staffA2.headers, [{ kind: 'ticket_reply', channel: 'email' }]);
    await ticketReply([staffA2._id], '<b>Bold</b>\r\nBcc: x@y.test');
    await expect.poll(async () => (await mailTo(staffA2.email)).length).toBe(1);
    const [mail] = await mailTo(staffA2.email);
    expect(mail!.subject).toBe('New reply to “<b>Bold</b> Bcc: x@y.test”');
    expect(mail!.html).toContain('&lt;b&gt;Bold&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>Bold');
  });

  it('never tells the actor about their own action, and never throws', async () => {
    const { staffA } = tenants;
    await notify({
      db: t.db,
      actor: {
        kind: 'user',
        userId: staffA._id,
        sessionId: 'x',
        email: staffA.email,
        role: 'agency_staff',
        agencyId: null,
        locationId: null,
      },
      userIds: [staffA._id],
      kind: 'roadmap_shipped',
      subject: 'Mine',
      detail: null,
      link: '/roadmap/x',
    });
    expect(await stored(staffA._id)).toEqual([]);
    // A broken id makes the query fail: logged, not thrown at the action that already happened.
    await expect(ticketReply(['not-a-uuid'], 'Broken')).resolves.toBeUndefined();
    const listed = ZNotificationList.parse((await http.get('/api/v1/notifications', staffA.headers)).json());
    expect(listed.data).toEqual([]);
  });
});
