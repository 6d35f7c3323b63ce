import { expect, test } from '@playwright/test';
import { installFor, linkedDental, linkedPageUrl, liveAppWithCrmPage, signInToCrm, uninstallFrom } from './crm-apps-helpers';

/**
 * Issue 21: a Summit location user opens an installed app's page inside the CRM (the sandbox's frame page) and is
 * signed in to Atrium without a password, by the CRM's REQUEST_USER_DATA answer.
 */
test('a location user opening an app inside the CRM is signed in to Atrium without a password', async ({ page, request }) => {
  const app = await liveAppWithCrmPage(request);
  const dental = await linkedDental(request);
  await installFor(request, app._id, dental);
  const crmPage = await linkedPageUrl(request, (l) => l.appId === app._id);

  await page.goto(crmPage);
  await expect(page.getByRole('heading', { name: 'Sign in to the CRM' })).toBeVisible();
  await signInToCrm(page, 'emma@summitdental.test');

  // The CRM's page frames Atrium's /sso, which signs Emma in and opens the app's page inside the frame.
  await expect(page.getByRole('link', { name: app.name })).toHaveAttribute('aria-current', 'page');
  const atrium = page.frameLocator('#app-frame');
  await expect(atrium.getByRole('heading', { name: app.name })).toBeVisible({ timeout: 20_000 });
  const frame = page.frames().find((f) => f.url().includes('/custom_page/'));
  expect(frame?.url()).toContain(`/custom_page/${app._id}`);
  const stored = await frame!.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? 'null') as { email: string; role: string },
  );
  expect(stored).toMatchObject({ email: 'emma@summitdental.test', role: 'location_admin' });

  await uninstallFrom(request, app._id, dental);
});

test('/sso outside the CRM says to open it from the CRM, with the email sign-in', async ({ page }) => {
  await page.goto('/sso?to=/podcast');
  await expect(page.getByRole('heading', { name: 'Open this page from your CRM' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in with email' })).toHaveAttribute('href', '/login?redirectTo=%2Fpodcast');
});
