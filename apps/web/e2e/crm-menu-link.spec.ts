import { expect, test } from '@playwright/test';
import {
  DENTAL,
  installFor,
  linkedDental,
  linkedPageUrl,
  liveAppWithCrmPage,
  locationPageOf,
  SUMMIT_ADMIN,
  signInToCrm,
  uninstallFrom,
} from './crm-apps-helpers';
import { apiSession } from './helpers';

type MenuLink = { kind: string; title: string; locationName: string; state: string; crmPageUrl: string | null };

/** The demo connects Summit on the first start and its everywhere app has a page in the CRM: no step needed. */
test('the demo app with a page in the CRM is in Summit Dental’s CRM menu from the first start', async ({ page, request }) => {
  const { headers } = await apiSession(request, SUMMIT_ADMIN);
  const demoLink = async () => {
    const res = await request.get('/api/v1/crm/menu-links', { headers });
    expect(res.ok()).toBe(true);
    // Links of the other flows' own apps ("Radar ...") and the store's link are not the demo app's.
    return ((await res.json()).data as MenuLink[]).find(
      (l) => l.kind === 'app' && l.locationName === DENTAL && l.state === 'linked' && !l.title.startsWith('Radar '),
    );
  };
  await expect.poll(async () => (await demoLink())?.crmPageUrl ?? null, { timeout: 30_000 }).not.toBeNull();
  const link = (await demoLink())!;
  await page.goto(locationPageOf(link.crmPageUrl!));
  await signInToCrm(page, 'emma@summitdental.test');
  const menuLink = page.getByRole('navigation', { name: 'Apps' }).getByRole('link', { name: link.title });
  await expect(menuLink).toBeVisible();
  // The link opens the app's page inside the CRM: Atrium signs Emma in and frames the demo's stand-in page.
  await menuLink.click();
  const appPage = page.frameLocator('#app-frame').frameLocator('iframe[sandbox]');
  await expect(appPage.getByRole('heading', { name: 'Demo app page' })).toBeVisible({ timeout: 20_000 });
});

/** Issue 21: installing an app with an in-CRM page for a location adds its menu link there; uninstalling removes it. */
test('an app installed for a location appears in that CRM location’s menu and leaves it on uninstall', async ({
  page,
  request,
}) => {
  const app = await liveAppWithCrmPage(request);
  const dental = await linkedDental(request);
  await installFor(request, app._id, dental);
  const crmPage = await linkedPageUrl(request, (l) => l.appId === app._id);
  const locationPage = locationPageOf(crmPage);

  await page.goto(locationPage);
  await signInToCrm(page, 'emma@summitdental.test');
  const menu = page.getByRole('navigation', { name: 'Apps' });
  await expect(menu.getByRole('link', { name: app.name })).toHaveAttribute('href', new URL(crmPage).pathname);

  await uninstallFrom(request, app._id, dental);
  await expect
    .poll(async () => {
      await page.reload();
      return menu.getByRole('link', { name: app.name }).count();
    })
    .toBe(0);
  await page.goto(crmPage);
  await expect(page.getByText('This link does not exist, or it was removed.')).toBeVisible();
});
