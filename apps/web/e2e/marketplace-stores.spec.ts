import { expect, test } from '@playwright/test';
import { apiSession, signIn } from './helpers';

const AGENCY_ADMIN = 'olivia@summitgrowth.test';
const CREATOR = 'creator@atrium.test';

interface Bundle {
  name: string;
  apps: { _id: string; name: string }[];
  installedAppIds: string[];
}

test('a visitor and an agency see what a store bundle includes and what is installed', async ({ page, request }) => {
  const levelup: Bundle = (await (await request.get('/api/v1/app/bundles/levelup')).json()).data;
  const cameFrom = levelup.apps.at(-1)!;

  // Signed out: the bundle, its plan, nothing installed, and the app the visitor came from first.
  await page.goto(`/levelupstore/${cameFrom._id}`);
  await expect(page.getByRole('heading', { level: 1, name: levelup.name })).toBeVisible();
  await expect(page.getByText(`0 of ${levelup.apps.length} installed`)).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(cameFrom.name);

  // An agency admin looking at one of its locations: the count matches what is installed there.
  const { user, headers } = await apiSession(request, AGENCY_ADMIN);
  const locations: { _id: string; name: string }[] = (await (await request.get('/api/v1/agency/locations', { headers })).json())
    .data;
  const dental = locations.find((l) => l.name === 'Summit Dental Downtown')!;
  const query = `company_id=${user.agencyId}&location_id=${dental._id}`;
  const unlimited: Bundle = (await (await request.get(`/api/v1/app/bundles/unlimited?${query}`, { headers })).json()).data;
  await signIn(page, AGENCY_ADMIN);
  await page.goto(`/unlimitedstore/${user.agencyId}/${dental._id}/${unlimited.apps[0]!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: unlimited.name })).toBeVisible();
  await expect(
    page.getByText(`${unlimited.installedAppIds.length} of ${unlimited.apps.length} installed`, { exact: true }),
  ).toBeVisible();

  // Another agency's location is not theirs to look at.
  await page.goto(`/unlimitedstore/${user.agencyId}/0190f5a0-0000-7000-8000-00000000beef/${unlimited.apps[0]!._id}`);
  await expect(page.getByRole('heading', { name: 'Store not found' })).toBeVisible();
});

test('a creator gives a live app a custom page and a visitor opens it in a sandboxed frame', async ({ browser, request }) => {
  const { headers } = await apiSession(request, CREATOR);
  const live: { _id: string; name: string }[] = (
    await (await request.get('/api/v1/console/apps?status=live&limit=1', { headers })).json()
  ).data;
  const app = live[0]!;
  const detail = (await (await request.get(`/api/v1/console/apps/${app._id}`, { headers })).json()).data;
  const listing = {
    name: detail.name,
    tagline: detail.tagline,
    description: detail.description,
    iconUrl: detail.iconUrl,
    type: detail.type,
    categories: detail.categories,
    tags: detail.tags,
    installTarget: detail.installTarget,
    screenshots: detail.screenshots,
    videoUrl: detail.videoUrl,
    customPageUrl: 'https://pages.example/atrium-settings',
    support: detail.support,
  };
  expect((await request.put(`/api/v1/console/apps/${app._id}`, { headers, data: listing })).ok()).toBe(true);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/app/${app._id}`);
  await visitor.getByRole('link', { name: "Open the app's page" }).click();
  await expect(visitor).toHaveURL(new RegExp(`/custom_page/${app._id}$`));
  const frame = visitor.locator('iframe');
  await expect(frame).toHaveAttribute('src', 'https://pages.example/atrium-settings');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
  await visitor.getByRole('link', { name: 'Back to the app' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/${app._id}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: app.name })).toBeVisible();
});
