import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn, unique } from './helpers';

const AGENCY_ADMIN = 'mia@harbordigital.test';

interface Candidate {
  _id: string;
  name: string;
  pricing: { kind: 'free' | 'freemium' | 'paid' };
}

/**
 * The app to install: a free live app that can go on locations and that Harbor Digital has not
 * installed anywhere yet (so it is not already on every location), searched most installed first.
 * Free, because a paid plan asks for a card first (app-billing.spec.ts pays for one).
 */
async function pickApp(request: APIRequestContext): Promise<Candidate> {
  const login = await request.post('/api/v1/auth/login', { data: { email: AGENCY_ADMIN, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
  const list = await request.get('/api/v1/app/filter?installTarget=location&sort=installs&limit=60');
  const apps: Candidate[] = (await list.json()).data;
  for (const app of apps.filter((candidate) => candidate.pricing.kind === 'free')) {
    const res = await request.get(`/api/v1/app/install_state?app_id=${app._id}`, { headers });
    const { state, canInstallFor, allLocations } = (await res.json()).data;
    if (state === 'install' && canInstallFor.locations && !allLocations) return app;
  }
  throw new Error('No free location app that Harbor Digital has not installed in the demo data');
}

test('an app installed for all locations arrives on a location the agency adds later', async ({ page, request }) => {
  const app = await pickApp(request);
  await signIn(page, AGENCY_ADMIN, 'Agency account');

  // Install it for all present and future locations.
  await page.goto(`/${app._id}`);
  await expect(page.getByRole('heading', { level: 1, name: app.name })).toBeVisible();
  const panel = page.getByTestId('app-install-panel');
  await panel.getByRole('button', { name: 'Install' }).click();
  const install = page.getByRole('dialog', { name: `Install ${app.name}` });
  await install.getByRole('radio', { name: /All locations/ }).check();
  await install.getByRole('button', { name: 'Install' }).click();
  await expect(install).toBeHidden();
  await expect(page.getByText(`${app.name} installed`)).toBeVisible();
  await expect(panel.getByText('Also installs automatically on new locations.')).toBeVisible();

  // Add a location from the agency's apps page.
  await page.goto('/agency/apps');
  const locations = page.getByRole('region', { name: 'Locations' });
  await locations.getByRole('button', { name: 'Add location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a location' });
  await dialog.getByRole('button', { name: 'Add location' }).click();
  await expect(dialog.getByText('Use at least 2 characters.')).toBeVisible();
  const name = `Harbor E2E ${unique()}`;
  await dialog.getByLabel('Location name').fill(name);
  await dialog.getByRole('button', { name: 'Add location' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(new RegExp(`${name} was added\\. \\d+ apps? (was|were) installed automatically\\.`))).toBeVisible();

  // The new row links to the location's apps, where the app is already installed.
  const row = locations.getByRole('link', { name: new RegExp(name) });
  await expect(row).toContainText('New ·');
  await row.click();
  await expect(page).toHaveURL(/\/detail\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Apps for ${name}` })).toBeVisible();
  await expect(page.getByRole('article').filter({ has: page.getByRole('link', { name: app.name }) })).toBeVisible();
});
