import { type APIRequestContext, expect } from '@playwright/test';
import { apiSession, SUPER_ADMIN, unique } from './helpers';

/** Summit Growth's admin in Atrium and in the CRM sandbox (the demo connects Summit on the first start). */
export const SUMMIT_ADMIN = 'olivia@summitgrowth.test';
export const DENTAL = 'Summit Dental Downtown';

/**
 * A live app of its own for a flow, with an in-CRM page and CRM scopes: created, submitted and approved through the
 * console as the super admin, so no demo app changes under the other flows.
 */
export async function liveAppWithCrmPage(request: APIRequestContext): Promise<{ _id: string; name: string }> {
  const { headers } = await apiSession(request, SUPER_ADMIN);
  const partners = await request.get('/api/v1/console/partners', { headers });
  expect(partners.ok()).toBe(true);
  const partnerId = (await partners.json()).data[0]._id as string;
  const name = `Radar ${unique()}`;
  const created = await request.post('/api/v1/console/apps', {
    headers,
    data: {
      partnerId,
      name,
      tagline: 'Reviews and ratings at a glance',
      description: '<p>Watches every review of the location.</p>',
      type: 'reporting',
      categories: ['Reputation'],
      installTarget: 'both',
      customPageUrl: 'https://radar.example/page',
      crmScopes: ['contacts.readonly', 'locations.readonly'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const app = (await created.json()).data as { _id: string };
  for (const step of ['submit', 'approve']) {
    const res = await request.post(`/api/v1/console/apps/${app._id}/${step}`, { headers, data: {} });
    expect(res.ok(), await res.text()).toBe(true);
  }
  return { _id: app._id, name };
}

/** Summit's CRM locations are linked in Atrium by a sync (started here if need be); Summit Dental's Atrium id. */
export async function linkedDental(request: APIRequestContext): Promise<string> {
  const { headers } = await apiSession(request, SUMMIT_ADMIN);
  const dental = async () => {
    const res = await request.get('/api/v1/crm/contacts/locations', { headers });
    expect(res.ok()).toBe(true);
    return ((await res.json()).data as { _id: string; name: string; crmLocationId: string | null }[]).find(
      (l) => l.name === DENTAL,
    );
  };
  if (!(await dental())?.crmLocationId) {
    const started = await request.post('/api/v1/crm/sync', { headers, data: {} });
    expect(started.status(), await started.text()).toBe(202);
  }
  await expect.poll(async () => (await dental())?.crmLocationId ?? null, { timeout: 45_000 }).not.toBeNull();
  return (await dental())!._id;
}

const target = (locationId: string) => ({ kind: 'locations', locationIds: [locationId] });

export async function installFor(request: APIRequestContext, appId: string, locationId: string) {
  const { headers } = await apiSession(request, SUMMIT_ADMIN);
  const res = await request.post('/api/v1/app/update_app_with_company_id', {
    headers,
    data: { appId, target: target(locationId) },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function uninstallFrom(request: APIRequestContext, appId: string, locationId: string) {
  const { headers } = await apiSession(request, SUMMIT_ADMIN);
  const res = await request.post('/api/v1/app/remove_subscription', { headers, data: { appId, target: target(locationId) } });
  expect(res.ok(), await res.text()).toBe(true);
}

type MenuLink = {
  kind: 'app' | 'store' | 'agent';
  appId: string | null;
  locationName: string;
  state: string;
  crmPageUrl: string | null;
  lastError: string | null;
};

/** The link `which` picks (an app's, the store's) once it is in the CRM: where it opens in the CRM sandbox. */
export async function linkedPageUrl(request: APIRequestContext, which: (link: MenuLink) => boolean): Promise<string> {
  const { headers } = await apiSession(request, SUMMIT_ADMIN);
  const link = async () => {
    const res = await request.get('/api/v1/crm/menu-links', { headers });
    expect(res.ok()).toBe(true);
    return ((await res.json()).data as MenuLink[]).find(which);
  };
  await expect.poll(async () => (await link())?.state ?? 'none', { timeout: 30_000 }).toBe('linked');
  const url = (await link())!.crmPageUrl;
  expect(url).toMatch(/^http:\/\/localhost:\d+\/v2\/location\/[^/]+\/custom-page-link\/[0-9a-f-]+$/);
  return url!;
}

/** The CRM location's own page (its menu, nothing framed) of a link's page. */
export const locationPageOf = (crmPageUrl: string) => crmPageUrl.replace(/\/custom-page-link\/[^/]+$/, '');

/** Signs in on the CRM sandbox's own sign-in page, which then opens the page asked for. */
export async function signInToCrm(page: import('@playwright/test').Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('atrium-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
}
