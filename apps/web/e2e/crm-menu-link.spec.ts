import { expect, test } from '@playwright/test';
import { installFor, linkedDental, linkedPageUrl, liveAppWithCrmPage, signInToCrm, uninstallFrom } from './crm-apps-helpers';

/** Issue 21: installing an app with an in-CRM page for a location adds its menu link there; uninstalling removes it. */
test('an app installed for a location appears in that CRM location’s menu and leaves it on uninstall', async ({
  page,
  request,
}) => {
  const app = await liveAppWithCrmPage(request);
  const dental = await linkedDental(request);
  await installFor(request, app._id, dental);
  const crmPage = await linkedPageUrl(request, app._id);
  const locationPage = crmPage.replace(/\/custom-page-link\/[^/]+$/, '');

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
