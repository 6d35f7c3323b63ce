import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { SUMMIT_ADMIN } from './crm-apps-helpers';
import { apiSession, signIn, unique } from './helpers';

/**
 * Issue 22, the snapshot page: Summit's admin loads a demo listing into two locations with their values, watches
 * every push finish live, finds the locations on the Locations tab, and sees "Update available" once a new version
 * is published. A failed asset is retried. The page works at 390 px in Arabic.
 */

type Headers = Record<string, string>;

async function listingId(request: APIRequestContext, headers: Headers, name: string): Promise<string> {
  const res = await request.get(`/api/v1/snap_shot/list-snapshots?scope=mine&q=${encodeURIComponent(name)}`, { headers });
  expect(res.ok(), await res.text()).toBe(true);
  const found = ((await res.json()).data as { _id: string; name: string }[]).find((s) => s.name === name);
  if (!found) throw new Error(`No demo listing named ${name}`);
  return found._id;
}

/** Locations that can take the listing now (none of its versions, nothing under way), by name. */
async function freshTargets(request: APIRequestContext, headers: Headers, snapshotId: string): Promise<string[]> {
  const res = await request.get(`/api/v1/snap_shot/list-ghl_locations?snapshot_id=${snapshotId}`, { headers });
  expect(res.ok(), await res.text()).toBe(true);
  const targets = (await res.json()).data as { name: string; version: number | null; lastPush: unknown }[];
  return targets.filter((t) => t.version === null && t.lastPush === null).map((t) => t.name);
}

/** Opens "Load into locations", picks the locations and types each one's business name. */
async function loadInto(page: Page, locations: string[]) {
  await page.getByRole('button', { name: 'Load into locations' }).click();
  const dialog = page.getByRole('dialog');
  for (const name of locations) await dialog.getByRole('checkbox', { name, exact: true }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: /Values for each location/ })).toBeFocused();
  for (const name of locations) {
    await dialog.getByRole('textbox', { name: `Business name for ${name}` }).fill(`${name} ${unique()}`);
    const phone = dialog.getByRole('textbox', { name: `Business phone for ${name}` });
    if (await phone.count()) await phone.fill('+1 303 555 0100');
  }
  await dialog.getByRole('button', { name: 'Load now' }).click();
  await expect(dialog.getByRole('heading', { name: /Progress/ })).toBeVisible();
  return dialog;
}

test('loads a listing into two locations live, lists them, and shows Update available after a new version', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { headers } = await apiSession(request, SUMMIT_ADMIN);
  const snapshotId = await listingId(request, headers, 'Real Estate Lead Machine');
  const targets = (await freshTargets(request, headers, snapshotId)).slice(0, 2);
  expect(targets).toHaveLength(2);

  await signIn(page, SUMMIT_ADMIN);
  await page.goto(`/snapshot/${snapshotId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Real Estate Lead Machine' })).toBeVisible();
  await page.getByRole('tab', { name: 'Contents' }).click();
  await expect(page).toHaveURL(new RegExp(`/snapshot/${snapshotId}/contents$`));

  const dialog = await loadInto(page, targets);
  // Every push moves live over the socket until both locations are finished.
  for (const name of targets) await expect(dialog.getByRole('progressbar', { name: `Progress of ${name}` })).toBeVisible();
  await expect(dialog.getByText('Locations finished: 2 of 2')).toBeVisible({ timeout: 90_000 });
  for (const name of targets)
    await expect(
      dialog
        .getByRole('article', { name })
        .locator('header')
        .getByText(/^(Completed|Some assets failed)$/),
    ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('load-finished.png') });
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('tab', { name: 'Locations' }).click();
  await expect(page).toHaveURL(new RegExp(`/snapshot/${snapshotId}/locations$`));
  for (const name of targets) {
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(row.getByText('Has v1')).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Push history' })).toBeVisible();

  // A new version published (through the API: the manager is another screen) makes both locations outdated.
  const notes = `Open house follow-up sequence ${unique()}`;
  const published = await request.post('/api/v1/snap_shot/publish-version', {
    headers,
    data: { snapshot_id: snapshotId, releaseNotes: notes },
  });
  expect(published.status(), await published.text()).toBe(201);
  await page.reload();
  for (const name of targets) {
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(row.getByText('Update available', { exact: true })).toBeVisible();
    await expect(row.getByText(notes)).toBeVisible();
  }
  await page.screenshot({ path: test.info().outputPath('locations-update-available.png'), fullPage: true });
});

test('retries a failed asset of a push', async ({ page, request }) => {
  // The e2e server's sandbox fails trigger links on every push and lets their retry succeed (tools/e2e-server.mjs).
  test.setTimeout(120_000);
  const { headers } = await apiSession(request, SUMMIT_ADMIN);
  const snapshotId = await listingId(request, headers, 'Home Services Pro');
  const [target] = await freshTargets(request, headers, snapshotId);
  expect(target).toBeTruthy();

  await signIn(page, SUMMIT_ADMIN);
  await page.goto(`/snapshot/${snapshotId}`);
  const dialog = await loadInto(page, [target as string]);
  const card = dialog.getByRole('article', { name: target });
  await expect(card.getByText('Some assets failed')).toBeVisible({ timeout: 90_000 });
  const retried = page.waitForResponse((res) => res.url().endsWith('/api/v1/snap_shot/retry-asset'));
  await card
    .getByRole('button', { name: /^Retry / })
    .first()
    .click();
  const answer = await retried;
  expect(answer.status()).toBe(202);
  const push = (await answer.json()).data as { status: string; assets: { type: string; status: string; retries: number }[] };
  expect(push.assets.find((a) => a.retries === 1)).toMatchObject({ type: 'trigger_links', status: 'pending' });
  // The retried type lands, live, and the push is whole.
  await expect(card.locator('header').getByText('Completed', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(card.getByRole('button', { name: /^Retry / })).toHaveCount(0);
});

test.describe('at 390 px in Arabic', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page, its tabs and the load dialog fit the width', async ({ page, request }) => {
    const { headers } = await apiSession(request, SUMMIT_ADMIN);
    const snapshotId = await listingId(request, headers, 'Dental Practice Starter');
    await signIn(page, SUMMIT_ADMIN);
    const fits = async (what: string) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`${what}.png`), fullPage: true });
    };
    await page.goto(`/snapshot/${snapshotId}?lng=ae`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'Dental Practice Starter' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'نظرة عامة' })).toBeVisible();
    await fits('overview-ae-390');
    for (const tab of ['المحتويات', 'الحقول المخصصة', 'الإصدارات', 'المواقع']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await fits(`tab-${tab}-ae-390`);
    }
    await page.getByRole('button', { name: 'تحميل إلى المواقع' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'كل المواقع الحالية والمستقبلية' })).toBeVisible();
    await fits('dialog-ae-390');
    // Step 2, the values of one location, in Arabic at 390 px.
    await page.getByRole('dialog').getByRole('checkbox').nth(2).check();
    await page.getByRole('button', { name: 'متابعة' }).click();
    await expect(page.getByRole('heading', { name: /القيم لكل موقع/ })).toBeFocused();
    await fits('values-ae-390');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
