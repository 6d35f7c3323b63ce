import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiSession, DEMO_PASSWORD, signIn } from './helpers';

const AGENCY_ADMIN = 'olivia@summitgrowth.test';
const LOCATION_ADMIN = 'emma@summitdental.test';

/** A live location app Summit Dental may not install yet (its agency has not approved it, nobody asked). */
async function appNeedingApproval(request: APIRequestContext): Promise<{ _id: string; name: string }> {
  // Location people sign in through the user portal (POST /user/login), which apiSession does not use.
  const login = await request.post('/api/v1/user/login', { data: { email: LOCATION_ADMIN, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
  const list = await request.get('/api/v1/app/filter?installTarget=location&limit=60');
  const apps: { _id: string; name: string }[] = (await list.json()).data;
  for (const app of apps) {
    const res = await request.get(`/api/v1/app/install_state?app_id=${app._id}`, { headers });
    if ((await res.json()).data.state === 'needs_approval') return app;
  }
  throw new Error('No app waiting for approval in the demo data');
}

const bell = (page: Page) => page.getByRole('banner').getByTestId('notification-bell');
const unreadOf = async (page: Page) => {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? 0);
};

test('a location admin asks for an app and the agency admin hears of it live, then chooses e-mail for it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const app = await appNeedingApproval(request);
  const admin = await apiSession(request, AGENCY_ADMIN);

  // The agency admin is on the home page; nothing will be reloaded from here on.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, AGENCY_ADMIN);
  await expect(bell(adminPage)).toBeVisible();
  const before = await unreadOf(adminPage);
  let reloaded = false;
  adminPage.on('framenavigated', (frame) => {
    if (frame === adminPage.mainFrame()) reloaded = true;
  });

  // The location admin asks for the app from its page.
  const locationContext = await browser.newContext();
  const locationPage = await locationContext.newPage();
  await signIn(locationPage, LOCATION_ADMIN, 'Location or user account');
  await locationPage.goto(`/app/${app._id}`);
  await locationPage.getByRole('button', { name: 'Request approval' }).click();
  await expect(locationPage.getByText('Approval requested').first()).toBeVisible();

  // It arrives at once: a toast, the count, and the list.
  const sentence = `Summit Dental Downtown asks to use ${app.name}`;
  await expect(adminPage.getByRole('status').filter({ hasText: sentence })).toBeVisible();
  await expect(bell(adminPage)).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`);
  await bell(adminPage).click();
  const panel = adminPage.getByRole('dialog', { name: 'Notifications' });
  const row = panel.getByRole('link', { name: new RegExp(sentence) });
  await expect(row).toBeVisible();
  await expect(panel.locator('[data-notification-row]').first()).toHaveText(new RegExp(sentence));
  expect(reloaded).toBe(false);

  // Opening it leads to the approvals, and it is read.
  await row.click();
  await expect(adminPage).toHaveURL(/\/agency\/apps$/);
  await expect(adminPage.getByText(app.name).first()).toBeVisible();
  await expect(bell(adminPage)).toHaveAttribute('aria-label', before === 0 ? 'Notifications' : `Notifications, ${before} unread`);

  // From the bell to the settings: approval requests by e-mail from now on.
  await bell(adminPage).click();
  await adminPage.getByRole('link', { name: 'Notification settings' }).click();
  await expect(adminPage).toHaveURL(/\/notifications\/settings$/);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
  const approvals = adminPage.getByRole('radiogroup', { name: 'Approval requests' });
  await expect(approvals.getByRole('radio', { name: 'In app' })).toBeChecked();
  await approvals.getByText('E-mail').click();
  await adminPage.getByRole('button', { name: 'Save changes' }).click();
  await expect(adminPage.getByText('Notification settings saved')).toBeVisible();
  await expect(adminPage.getByText('All changes saved')).toBeVisible();

  // Kept on the server: a fresh load shows the choice.
  await adminPage.reload();
  await expect(
    adminPage.getByRole('radiogroup', { name: 'Approval requests' }).getByRole('radio', { name: 'E-mail' }),
  ).toBeChecked();

  // Put the demo data back: the request declined, the choice in the app again.
  expect((await request.delete(`/api/v1/app/approvals/${app._id}`, { headers: admin.headers })).ok()).toBe(true);
  const reset = await request.put('/api/v1/notifications/preferences', {
    headers: admin.headers,
    data: { preferences: [{ kind: 'approval_request', channel: 'in_app' }] },
  });
  expect(reset.ok()).toBe(true);
  await locationContext.close();
  await adminContext.close();
});
