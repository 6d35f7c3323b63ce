import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiSession, signIn, unique } from './helpers';
import { BUYER, cardFrame, oneTimeService, pressBelowCardFrame, storefrontIds, storefrontPath, typeCard } from './store-helpers';

/**
 * Issue 23's store, the parts after a sale: the agency edits its store (Harbor's, which no other flow touches, so
 * closing it stops nobody else's purchase), and a Summit location moves its subscription to another plan.
 */
const HARBOR_ADMIN = 'mia@harbordigital.test';
const HARBOR_LOCATION = 'lucas@harborfitness.test';

/** Harbor's store (opened here on a fresh database) and the address its location's user opens it at. */
async function harborStore(request: APIRequestContext) {
  const { headers } = await apiSession(request, HARBOR_ADMIN);
  const listed = await request.get('/api/agency_app/stores', { headers });
  expect(listed.ok(), await listed.text()).toBe(true);
  let store = ((await listed.json()).data as { _id: string }[])[0];
  if (!store) {
    const created = await request.post('/api/agency_app/stores', { headers, data: { name: 'Harbor services' } });
    expect(created.status(), await created.text()).toBe(201);
    store = (await created.json()).data as { _id: string };
  }
  const buyer = await apiSession(request, HARBOR_LOCATION);
  const userId = (buyer.user as { _id?: string })._id!;
  return storefrontPath({ agencyId: buyer.user.agencyId!, userId, locationId: buyer.user.locationId!, store });
}

async function saveSettings(page: Page, toast: string) {
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(toast)).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
}

test('the agency renames its store and closes and reopens it, and its location sees each', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const storefront = await harborStore(request);
  const name = `Harbor studio services ${unique()}`;

  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await signIn(seller, HARBOR_ADMIN);
  await seller.goto('/service_store');
  await seller.getByRole('link', { name: 'Settings', exact: true }).click();
  const nameField = seller.getByRole('textbox', { name: 'Store name' });
  await nameField.fill('');
  await seller.getByRole('button', { name: 'Save settings' }).click();
  await expect(seller.getByText('Give the store a name.')).toBeVisible();
  await nameField.fill(name);
  // Leaving with the edit unsaved asks first.
  await seller.getByRole('link', { name: 'Orders', exact: true }).click();
  await seller
    .getByRole('dialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Stay and keep editing' })
    .click();
  await seller.getByRole('radio', { name: /^Closed/ }).check();
  await saveSettings(seller, 'The store is closed: locations can look but not buy');
  await expect(seller.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(seller.getByText('The store is closed: locations can see it but cannot buy.')).toBeVisible();

  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signIn(buyer, HARBOR_LOCATION, 'Location or user account');
  await buyer.goto(storefront);
  await expect(buyer.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(buyer.getByText('This store is closed for now: you can look, but not buy.')).toBeVisible();

  await seller.getByRole('radio', { name: /^Open/ }).check();
  await saveSettings(seller, 'The store is open: locations can buy again');
  await buyer.reload();
  await expect(buyer.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(buyer.getByText('This store is closed for now: you can look, but not buy.')).toHaveCount(0);
  await sellerContext.close();
  await buyerContext.close();
});

test('a location subscribed to a monthly plan moves to a bigger one and sees the new price', async ({ page, request }) => {
  test.setTimeout(150_000);
  const ids = await storefrontIds(request);
  const run = unique();
  const basic = await oneTimeService(request, ids.store._id, `Review care ${run}`, { priceMinor: 5_000, billing: 'month' });
  const plus = await oneTimeService(request, ids.store._id, `Review care plus ${run}`, { priceMinor: 9_000, billing: 'month' });

  await signIn(page, BUYER, 'Location or user account');
  await page.goto(storefrontPath(ids).replace('/store_services', `/product/${basic._id}`));
  await page.getByRole('button', { name: 'Subscribe for $50 / month' }).click();
  await typeCard(cardFrame(page), '4242 4242 4242 4242');
  await pressBelowCardFrame(page.getByRole('button', { name: 'Subscribe for $50 / month' }));
  await expect(page.getByRole('heading', { name: 'Subscribed' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'My subscriptions' }).click();

  const row = page.getByRole('listitem').filter({ hasText: basic.name });
  // The plan can change once Stripe has said the first payment went through.
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole('button', { name: 'Change plan' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 40_000 });
  await row.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: `Change the plan of “${basic.name}”` });
  await expect(dialog.getByText('Current plan: $50 / month')).toBeVisible();
  await dialog.getByRole('radio', { name: new RegExp(plus.name) }).check();
  const summary = dialog.getByRole('region', { name: 'What the change costs' });
  await expect(summary.getByText('$90 / month')).toBeVisible({ timeout: 20_000 });
  await expect(summary.getByText('To pay for the rest of this period')).toBeVisible();
  await dialog.getByRole('button', { name: 'Change plan' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText(`Your plan is now “${plus.name}”`)).toBeVisible();
  const moved = page.getByRole('listitem').filter({ hasText: plus.name });
  await expect(moved.getByText('$90 / month')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: basic.name })).toHaveCount(0);
});
