import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../platform/auth/sessions';
import { memberships, sessions, users } from '../../platform/tenancy/tenancy.tables';
import { crmConnections } from '../crm/crm.tables';
import { createCrmTestApp } from '../crm/test-crm';
import { notifications } from '../notifications/notifications.tables';
import { crmSyncDepsOf } from './crm-sync.routes';
import { crmContacts, crmSyncItems, crmSyncRuns } from './crm-sync.tables';
import type { CrmSyncDeps } from './crm-sync-crm';
import { queueRun } from './crm-sync-runs';
import { queueScheduledRuns } from './crm-sync-schedule';
import { runQueuedCrmSyncs } from './crm-sync-worker';

const POLICY = { idleMs: 3_600_000, absoluteMs: 3_600_000, superAdminEmail: 'nobody@atrium.test' };

describe('what the CRM takes away: deleted users and an uninstalled sync app', () => {
  let crm: Awaited<ReturnType<typeof createCrmTestApp>>;
  let deps: CrmSyncDeps;
  beforeAll(async () => {
    crm = await createCrmTestApp();
    deps = crmSyncDepsOf(crm.t.app)!;
    await crm.connect(crm.tenants.adminA, 'olivia@summitgrowth.test');
    await syncNow();
  });
  afterAll(async () => {
    await crm?.close();
  });

  const summit = () => crm.sandbox.summit;
  const agencyA = () => crm.tenants.agencyA._id;
  const crmUser = (email: string) => summit().users.find((u) => u.email === email)!;
  async function syncNow() {
    crm.sandbox.advance(11_000);
    // Queued as the hourly schedule does (one test leaves Alpha without an admin to press "Sync now").
    const { run: queued } = await queueRun(deps, { agencyId: agencyA(), trigger: 'schedule' });
    await runQueuedCrmSyncs(deps);
    const [run] = await crm.t.db.select().from(crmSyncRuns).where(eq(crmSyncRuns._id, queued._id));
    expect(run!.status, run!.error ?? '').not.toBe('failed');
    return run!;
  }
  const person = async (email: string) => {
    const [row] = await crm.t.db
      .select({ _id: users._id, role: memberships.role, agencyId: memberships.agencyId })
      .from(users)
      .leftJoin(memberships, eq(memberships.userId, users._id))
      .where(eq(users.email, email));
    return row!;
  };
  const signIn = async (email: string) => {
    const { token } = await createSession({ db: crm.t.db, userId: (await person(email))._id, policy: POLICY });
    return { authorization: `Bearer ${token}` };
  };
  const profile = (headers: Record<string, string>) => crm.t.app.inject({ method: 'GET', url: '/api/v1/account', headers });
  const userItems = (runId: string) =>
    crm.t.db
      .select({ crmId: crmSyncItems.crmId, action: crmSyncItems.action, error: crmSyncItems.error })
      .from(crmSyncItems)
      .where(and(eq(crmSyncItems.runId, runId), eq(crmSyncItems.kind, 'user')));
  const deleteInCrm = async (crmUserId: string) => {
    const token = await crm.sandbox.token({ clientKey: 'crm_sync', companyId: summit().id });
    const res = await crm.sandbox.app.inject({
      method: 'DELETE',
      url: `/users/${crmUserId}`,
      headers: { authorization: `Bearer ${token}`, version: '2021-07-28' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ succeded: true });
  };

  it('a UserDelete webhook takes the person’s access away, once, and keeps their account', async () => {
    const liam = crmUser('liam@summitdental.test');
    expect(await person(liam.email)).toMatchObject({ role: 'staff', agencyId: agencyA() });
    const headers = await signIn(liam.email);
    expect((await profile(headers)).statusCode).toBe(200);

    await deleteInCrm(liam.id);
    const delivered = await crm.webhook({ type: 'UserDelete', id: liam.id, companyId: summit().id });
    expect(delivered.duplicate).toBe(false);
    const [queued] = await crm.t.db
      .select()
      .from(crmSyncRuns)
      .where(and(eq(crmSyncRuns.trigger, 'webhook'), eq(crmSyncRuns.status, 'queued')));
    expect(queued!.target).toMatchObject({ kind: 'user', crmId: liam.id, event: 'UserDelete' });
    await runQueuedCrmSyncs(deps);
    const [run] = await crm.t.db.select().from(crmSyncRuns).where(eq(crmSyncRuns._id, queued!._id));
    expect(run!.status, run!.error ?? '').toBe('succeeded');
    expect(run!.counts.users.archived).toBe(1);
    expect(await userItems(run!._id)).toEqual([{ crmId: liam.id, action: 'archived', error: null }]);

    // The account stays (with what they wrote), without a membership; their sessions no longer open anything.
    expect(await person(liam.email)).toMatchObject({ role: null, agencyId: null });
    expect((await profile(headers)).statusCode).toBe(401);
    const live = await crm.t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, (await person(liam.email))._id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);

    // The CRM delivers it again: nothing is queued.
    expect((await crm.webhook({}, delivered.raw)).duplicate).toBe(true);
    const again = await crm.t.db.select().from(crmSyncRuns).where(eq(crmSyncRuns.status, 'queued'));
    expect(again).toEqual([]);
  });

  it('a full run takes away whoever the CRM no longer lists, never another agency’s person nor the last admin', async () => {
    const ava = crmUser('ava@summitrealty.test');
    const olivia = crmUser('olivia@summitgrowth.test');
    // Deleted in the CRM without a webhook reaching Atrium (missed, or sent while it was down).
    await crm.sandbox.pool.query('UPDATE crm_sandbox.users SET deleted_at = now() WHERE id = ANY($1)', [[ava.id, olivia.id]]);
    // Harbor's admin happens to carry a CRM id the CRM does not have: Alpha's run never looks at them.
    await crm.t.db.update(users).set({ crmUserId: 'ghostuser000000000001' }).where(eq(users._id, crm.tenants.adminB._id));
    // Olivia is Alpha's only agency admin for now.
    await crm.t.db.update(memberships).set({ role: 'agency_staff' }).where(eq(memberships.userId, crm.tenants.adminA._id));
    try {
      const run = await syncNow();
      expect(run.status).toBe('partial');
      const items = await userItems(run._id);
      expect(items).toContainEqual({ crmId: ava.id, action: 'archived', error: null });
      expect(items).toContainEqual({
        crmId: olivia.id,
        action: 'failed',
        error: expect.stringContaining('last agency admin'),
      });
      expect(await person(ava.email)).toMatchObject({ role: null });
      expect(await person(olivia.email)).toMatchObject({ role: 'agency_admin', agencyId: agencyA() });
      expect(await person(crm.tenants.adminB.email)).toMatchObject({ role: 'agency_admin', agencyId: crm.tenants.agencyB._id });
    } finally {
      await crm.t.db.update(memberships).set({ role: 'agency_admin' }).where(eq(memberships.userId, crm.tenants.adminA._id));
    }

    // With another admin again, the next run takes Olivia's access too; then a run has nothing left to take.
    const next = await syncNow();
    expect(await userItems(next._id)).toEqual([{ crmId: olivia.id, action: 'archived', error: null }]);
    expect(await person(olivia.email)).toMatchObject({ role: null });
    const quiet = await syncNow();
    expect(quiet.status).toBe('succeeded');
    expect(await userItems(quiet._id)).toEqual([]);

    // Listed by the CRM again (restored there), she has her access back.
    await crm.sandbox.pool.query('UPDATE crm_sandbox.users SET deleted_at = NULL WHERE id = $1', [olivia.id]);
    await syncNow();
    expect(await person(olivia.email)).toMatchObject({ role: 'agency_admin', agencyId: agencyA() });
  });

  it('UNINSTALL of the sync app in one location: its contacts are not read there until an INSTALL', async () => {
    const realty = summit().locations[1]!;
    const { rows } = await crm.sandbox.pool.query<{ id: string }>(
      'SELECT id FROM crm_sandbox.contacts WHERE location_id = $1 ORDER BY id LIMIT 1',
      [realty.id],
    );
    const contact = rows[0]!.id;
    const renameInCrm = (firstName: string, at: string) =>
      crm.sandbox.pool.query('UPDATE crm_sandbox.contacts SET first_name = $2, date_updated = $3 WHERE id = $1', [
        contact,
        firstName,
        new Date(at),
      ]);
    const stored = async () =>
      (await crm.t.db.select().from(crmContacts).where(eq(crmContacts.crmContactId, contact)))[0]!.firstName;
    const event = { appId: deps.settings.apps.crm_sync.clientId.split('-')[0], companyId: summit().id, locationId: realty.id };

    await crm.webhook({ type: 'UNINSTALL', installType: 'Location', ...event });
    await renameInCrm('Unread', '2026-12-01T00:00:00Z');
    const run = await syncNow();
    expect(run.status, run.error ?? '').toBe('succeeded');
    expect(await stored()).not.toBe('Unread');
    // The agency's connection is the company's: it stays connected.
    const connections = (await crm.http.get('/api/v1/crm/connections', crm.tenants.adminA.headers)).json().data;
    expect(connections).toEqual([expect.objectContaining({ kind: 'crm_sync', status: 'connected' })]);

    // Installed there again: the INSTALL's own run reads the location's contacts.
    await crm.webhook({ type: 'INSTALL', installType: 'Location', ...event });
    crm.sandbox.advance(11_000);
    await runQueuedCrmSyncs(deps);
    expect(await stored()).toBe('Unread');
  });

  it('UNINSTALL of the sync app on the company: reconnect needed, the admins told once, no more runs', async () => {
    const notices = async () =>
      crm.t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, crm.tenants.adminA._id), eq(notifications.kind, 'crm_reconnect')));
    const before = (await notices()).length;
    // A run waiting when the app goes: it stops.
    const waiting = await crm.http.post('/api/v1/crm/sync', {}, crm.tenants.adminA.headers);
    expect(waiting.statusCode).toBe(202);

    const appId = deps.settings.apps.crm_sync.clientId.split('-')[0];
    const token = await crm.sandbox.token({ clientKey: 'crm_sync', companyId: summit().id });
    const removed = await crm.sandbox.app.inject({
      method: 'DELETE',
      url: `/marketplace/app/${appId}/installations`,
      headers: { authorization: `Bearer ${token}`, version: '2021-07-28' },
      payload: { companyId: summit().id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const uninstall = { type: 'UNINSTALL', appId, companyId: summit().id };
    const delivered = await crm.webhook(uninstall);
    expect((await crm.webhook({}, delivered.raw)).duplicate).toBe(true);
    // A second UNINSTALL (another webhookId) finds it already marked: still one notice.
    await crm.webhook(uninstall);

    const connections = (await crm.http.get('/api/v1/crm/connections', crm.tenants.adminA.headers)).json().data;
    expect(connections).toEqual([expect.objectContaining({ kind: 'crm_sync', status: 'needs_reconnect' })]);
    expect((await notices()).length).toBe(before + 1);
    const [stopped] = await crm.t.db.select().from(crmSyncRuns).where(eq(crmSyncRuns._id, waiting.json().data._id));
    expect(stopped).toMatchObject({ status: 'failed', error: expect.stringContaining('uninstalled') });
    expect(await queueScheduledRuns(deps)).toBe(0);
    await crm.webhook({ type: 'LocationUpdate', companyId: summit().id, id: summit().locations[0]!.id });
    expect(await crm.t.db.select().from(crmSyncRuns).where(eq(crmSyncRuns.status, 'queued'))).toEqual([]);
    // Harbor's connections, and Alpha's other kinds, are not the sync app's.
    expect(await crm.t.db.select().from(crmConnections).where(eq(crmConnections.status, 'connected'))).toEqual([]);

    // Connecting again brings it back.
    await crm.connect(crm.tenants.adminA, 'olivia@summitgrowth.test');
    const again = (await crm.http.get('/api/v1/crm/connections', crm.tenants.adminA.headers)).json().data;
    expect(again).toEqual([expect.objectContaining({ kind: 'crm_sync', status: 'connected' })]);
  });
});
