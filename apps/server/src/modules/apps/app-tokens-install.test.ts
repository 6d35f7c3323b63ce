import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectValidationError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type InstallRow, installRow, seedApp, seedInstall } from './app-tokens.fixtures';
import { apps } from './apps.tables';
import { appApiKeys, appCredentials, appInstallDaily, appInstalls } from './installs.tables';

let t: TestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
let seeded: Awaited<ReturnType<typeof seedApp>>;
let appId: string;

beforeAll(async () => {
  t = await createTestApp();
  tenants = await seedTenants(t);
  http = jsonRequest(t.app);
  seeded = await seedApp(t, { name: 'Ledger Sync', versions: ['1.0.0', '1.2.0'] });
  appId = seeded.app._id;
});
afterAll(() => t.close());

const reinstall = (installId: string, headers?: Record<string, string>) =>
  http.post('/api/v1/app_token/re_install_app', { installId }, headers);
const installCount = async (id: string) => (await t.db.select().from(apps).where(eq(apps._id, id)))[0]!.installCount;

describe('POST /app_token/re_install_app', () => {
  it('brings an uninstalled install back at the current version, on its plan, with empty secrets', async () => {
    // A free plan: a paid one comes back through checkout (app-billing), never here.
    const free = seeded.plans[0]!;
    const gone = await seedInstall(t, { appId, agencyId: tenants.agencyA._id, planId: free._id, status: 'uninstalled' });
    await t.db.insert(appCredentials).values({ installId: gone._id, sealed: 'v1.x.y.z', fields: [] });
    await t.db.insert(appApiKeys).values({ installId: gone._id, keyHash: 'old-hash', last4: 'abcd' });
    const countBefore = await installCount(appId);

    const res = await reinstall(gone._id, tenants.adminA.headers);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      _id: gone._id,
      appId,
      agencyId: tenants.agencyA._id,
      locationId: null,
      planId: free._id,
      planName: 'Free',
      version: '1.2.0',
      latestVersion: '1.2.0',
      updateAvailable: false,
      status: 'active',
      uninstalledAt: null,
    });
    expect(Date.now() - Date.parse(data.installedAt)).toBeLessThan(60_000);
    expect((await installRow(t, gone._id)).installedBy).toBe(tenants.adminA._id);
    expect(await t.db.select().from(appCredentials).where(eq(appCredentials.installId, gone._id))).toEqual([]);
    expect(await t.db.select().from(appApiKeys).where(eq(appApiKeys.installId, gone._id))).toEqual([]);
    expect(await installCount(appId)).toBe(countBefore + 1);
    const [day] = await t.db.select().from(appInstallDaily).where(eq(appInstallDaily.appId, appId));
    expect(day!.installs).toBeGreaterThanOrEqual(1);

    expect(expectError(await reinstall(gone._id, tenants.adminA.headers), 409, 'conflict').message).toBe('Already installed');
  });

  it("falls back to the app's first plan when the install's plan is gone or not the app's", async () => {
    const { plans: otherPlans } = await seedApp(t);
    for (const planId of [null, otherPlans[0]!._id]) {
      const gone = await seedInstall(t, {
        appId,
        agencyId: tenants.agencyA._id,
        locationId: tenants.locationA2._id,
        planId,
        status: 'uninstalled',
      });
      const res = await reinstall(gone._id, tenants.adminA.headers);
      expect(res.json().data).toMatchObject({ planId: seeded.plans[0]!._id, planName: 'Free' });
      await t.db.update(appInstalls).set({ status: 'uninstalled' }).where(eq(appInstalls._id, gone._id));
    }
  });

  it('is 409 when another install took the place, or the app left the catalogue', async () => {
    const place = { appId, agencyId: tenants.agencyB._id, locationId: tenants.locationB1._id };
    const old = await seedInstall(t, { ...place, status: 'uninstalled' });
    await seedInstall(t, place);
    expect(expectError(await reinstall(old._id, tenants.adminB.headers), 409).message).toBe('Already installed');

    const { app: retired } = await seedApp(t, { status: 'deprecated' });
    const gone = await seedInstall(t, { appId: retired._id, agencyId: tenants.agencyB._id, status: 'uninstalled' });
    expect(expectError(await reinstall(gone._id, tenants.adminB.headers), 409).message).toBe('This app is no longer available');
    expect((await installRow(t, gone._id)).status).toBe('uninstalled');
  });

  it("lets a location admin bring back its own location's install only", async () => {
    const own = await seedInstall(t, {
      appId,
      agencyId: tenants.agencyA._id,
      locationId: tenants.locationA1._id,
      status: 'uninstalled',
    });
    const agencyLevel = await seedInstall(t, {
      appId: (await seedApp(t)).app._id,
      agencyId: tenants.agencyA._id,
      status: 'uninstalled',
    });
    expectError(await reinstall(agencyLevel._id, tenants.locationAdminA1.headers), 404, 'not_found');
    expect((await reinstall(own._id, tenants.locationAdminA1.headers)).json().data.status).toBe('active');
  });

  it("is 404 for another agency's install (nothing changes), 403 for other roles, 401 signed out, 400 for a bad id", async () => {
    const gone = await seedInstall(t, {
      appId,
      agencyId: tenants.agencyA._id,
      locationId: tenants.locationA2._id,
      status: 'uninstalled',
    });
    for (const user of [tenants.adminB, tenants.locationAdminB1, tenants.locationAdminA1]) {
      expectError(await reinstall(gone._id, user.headers), 404, 'not_found');
    }
    expectError(await reinstall(randomUUID(), tenants.adminA.headers), 404, 'not_found');
    for (const user of [tenants.staffA, tenants.staffA2, tenants.endUser, tenants.superAdmin]) {
      expectError(await reinstall(gone._id, user.headers), 403, 'forbidden');
    }
    expectError(await reinstall(gone._id), 401, 'unauthorized');
    expectValidationError(await reinstall('nope', tenants.adminA.headers));
    expect(await installRow(t, gone._id)).toMatchObject({ status: 'uninstalled', uninstalledAt: expect.any(Date) });
  });
});

describe('PUT /app_token/whitelabel-config', () => {
  let install: InstallRow;
  let a1: InstallRow;
  const put = (body: object, headers?: Record<string, string>) => http.put('/api/v1/app_token/whitelabel-config', body, headers);

  beforeAll(async () => {
    const { app } = await seedApp(t);
    install = await seedInstall(t, { appId: app._id, agencyId: tenants.agencyA._id });
    a1 = await seedInstall(t, { appId: app._id, agencyId: tenants.agencyA._id, locationId: tenants.locationA1._id });
  });

  it('merges: absent fields keep their value, null clears one', async () => {
    const first = await put(
      {
        installId: install._id,
        displayName: ' Acme Books ',
        logoUrl: 'https://cdn.example.com/logo.png',
        primaryColor: '#1A73E8',
      },
      tenants.adminA.headers,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      _id: install._id,
      whitelabel: {
        displayName: 'Acme Books',
        logoUrl: 'https://cdn.example.com/logo.png',
        primaryColor: '#1a73e8',
        hideBranding: false,
      },
    });
    const second = await put({ installId: install._id, displayName: null, hideBranding: true }, tenants.adminA.headers);
    expect(second.json().data.whitelabel).toEqual({
      displayName: null,
      logoUrl: 'https://cdn.example.com/logo.png',
      primaryColor: '#1a73e8',
      hideBranding: true,
    });
    const third = await put({ installId: install._id, logoUrl: '/uploads/brand/logo-2.png' }, tenants.adminA.headers);
    expect(third.json().data.whitelabel).toMatchObject({ logoUrl: '/uploads/brand/logo-2.png', hideBranding: true });
    expect((await installRow(t, install._id)).whitelabel).toEqual(third.json().data.whitelabel);
  });

  it('validates the colour, the logo address and the name', async () => {
    for (const body of [
      { primaryColor: 'blue' },
      { primaryColor: '#12345' },
      { logoUrl: 'http://cdn.example.com/logo.png' },
      { logoUrl: 'javascript:alert(1)' },
      { logoUrl: '/uploads/../etc/passwd x' },
      { displayName: '  ' },
      { displayName: 'x'.repeat(81) },
      { hideBranding: 'yes' },
    ]) {
      expectValidationError(await put({ installId: install._id, ...body }, tenants.adminA.headers));
    }
    expectValidationError(await put({ displayName: 'No id' }, tenants.adminA.headers));
  });

  it('is for admins in scope only: 404 for another agency or location (nothing changes), 403 for staff, 409 uninstalled', async () => {
    const before = (await installRow(t, install._id)).whitelabel;
    for (const user of [tenants.adminB, tenants.locationAdminB1, tenants.locationAdminA1]) {
      expectError(await put({ installId: install._id, displayName: 'Hijacked' }, user.headers), 404, 'not_found');
    }
    for (const user of [tenants.staffA, tenants.staffA1, tenants.endUser]) {
      expectError(await put({ installId: a1._id, displayName: 'Nope' }, user.headers), 403, 'forbidden');
    }
    expectError(await put({ installId: install._id, displayName: 'Nope' }), 401, 'unauthorized');
    expect((await installRow(t, install._id)).whitelabel).toEqual(before);
    expect((await put({ installId: a1._id, displayName: 'Alpha One Books' }, tenants.locationAdminA1.headers)).statusCode).toBe(
      200,
    );

    await t.db.update(appInstalls).set({ status: 'uninstalled' }).where(eq(appInstalls._id, a1._id));
    expect(expectError(await put({ installId: a1._id, hideBranding: true }, tenants.adminA.headers), 409).message).toBe(
      'This app is not installed here',
    );
  });
});
