import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_ID, DENTAL, install, installState } from '@/features/installs/test-fixtures';
import { type FetchCall, stubFetch } from '@/test/app-harness';
import { approveApp, getApprovals, requestApproval, revokeApproval } from './approvals';
import { getBundle } from './get-bundle';
import { getInstallState } from './get-install-state';
import { getInstalledApps } from './get-installed-apps';
import { installApp } from './install-app';
import { setWebIntegration } from './set-web-integration';
import { uninstallApp } from './uninstall-app';

/**
 * The installs fetchers on the wire: the method, URL and body each sends (SPEC paths, unchanged by calling the
 * contracts' endpoints) and the plain value each hands back, the `{ data }` envelope removed.
 */

let answer: unknown;
let calls: FetchCall[];

beforeEach(() => {
  answer = { data: null };
  ({ calls } = stubFetch(() => ({ body: answer })));
});
afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'test-token';
/** What each call sent, with the bearer header as the one header that matters here. */
const sent = () =>
  calls.map(({ method, url, body, headers }) => ({ method, url, body, authorization: headers.Authorization ?? null }));
const approval = { appId: APP_ID, appName: 'Beacon Chat', status: 'approved', requestedBy: null, updatedAt: '2026-03-01' };

describe('the installs fetchers', () => {
  it('install and uninstall post their body and return the answer with the new state', async () => {
    const body = { appId: APP_ID, target: { kind: 'locations' as const, locationIds: [DENTAL] } };
    answer = { data: { installs: [install()], state: installState({ state: 'installed' }) } };
    const installed = await installApp(body, TOKEN);
    expect(installed.state.state).toBe('installed');
    expect(installed.installs).toHaveLength(1);

    answer = { data: { removed: 1, state: installState() } };
    expect((await uninstallApp(body, TOKEN)).removed).toBe(1);

    expect(sent()).toEqual([
      { method: 'POST', url: '/api/v1/app/update_app_with_company_id', body, authorization: `Bearer ${TOKEN}` },
      { method: 'POST', url: '/api/v1/app/remove_subscription', body, authorization: `Bearer ${TOKEN}` },
    ]);
  });

  it('reads the install state signed out too, and the installed apps with or without a location', async () => {
    answer = { data: installState({ state: 'sign_in' }) };
    expect((await getInstallState(APP_ID, null)).state).toBe('sign_in');
    answer = { data: { location: null, apps: [] } };
    expect(await getInstalledApps(null, TOKEN)).toEqual({ location: null, apps: [] });
    await getInstalledApps(DENTAL, TOKEN);

    expect(sent().map(({ method, url, authorization }) => [method, url, authorization])).toEqual([
      ['GET', `/api/v1/app/install_state?app_id=${APP_ID}`, null],
      ['GET', '/api/v1/app/get_install_apps', `Bearer ${TOKEN}`],
      ['GET', `/api/v1/app/get_install_apps?location_id=${DENTAL}`, `Bearer ${TOKEN}`],
    ]);
  });

  it('asks for a bundle by its encoded slug, naming only the places it has', async () => {
    answer = { data: { slug: 'levelup', apps: [], installedAppIds: [] } };
    expect((await getBundle({ slug: 'levelup', companyId: null, locationId: null }, null)).slug).toBe('levelup');
    await getBundle({ slug: 'a b', companyId: null, locationId: DENTAL }, TOKEN);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/v1/app/bundles/levelup',
      `/api/v1/app/bundles/a%20b?location_id=${DENTAL}`,
    ]);
  });

  it('lists, approves, requests and revokes approvals', async () => {
    answer = { data: [approval] };
    expect(await getApprovals(TOKEN)).toEqual([approval]);
    answer = { data: approval };
    expect(await approveApp(APP_ID, TOKEN)).toEqual(approval);
    expect(await requestApproval(APP_ID, TOKEN)).toEqual(approval);
    answer = { data: { ok: true } };
    await revokeApproval(APP_ID, TOKEN);

    expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['GET', '/api/v1/app/approvals', undefined],
      ['POST', '/api/v1/app/approvals', { appId: APP_ID }],
      ['POST', '/api/v1/app/approval_requests', { appId: APP_ID }],
      ['DELETE', `/api/v1/app/approvals/${APP_ID}`, undefined],
    ]);
  });

  it("switches a location's web integration", async () => {
    answer = { data: install({ webIntegrationEnabled: true }) };
    await setWebIntegration({ appId: APP_ID, locationId: DENTAL, enabled: true }, TOKEN);
    expect(sent()).toEqual([
      {
        method: 'POST',
        url: '/api/v1/app/enable_web_integration_location',
        body: { appId: APP_ID, locationId: DENTAL, enabled: true },
        authorization: `Bearer ${TOKEN}`,
      },
    ]);
  });

  it('throws the server error with its code', async () => {
    stubFetch(() => ({ status: 403, body: { error: { code: 'approval_required', message: 'Ask your agency' } } }));
    await expect(installApp({ appId: APP_ID, target: { kind: 'agency' } }, TOKEN)).rejects.toMatchObject({
      status: 403,
      code: 'approval_required',
    });
  });
});
