import { expect, test } from '@playwright/test';
import { DENTAL, linkedDental, linkedPageUrl, locationPageOf, signInToCrm } from './crm-apps-helpers';
import { unique } from './helpers';
import { BUYER, cardFrame, oneTimeService, pressBelowCardFrame, storefrontIds, typeCard } from './store-helpers';

/**
 * Issue 23 inside the CRM (decision 031): Summit's demo store is open and its Stripe connected, so Atrium keeps a
 * store link in the menu of each of Summit's CRM locations. A Summit Dental person opens it in the CRM, buys a
 * service with a card inside the CRM's frame, and sees the order paid there.
 */
test('a Summit location buys a service with 4242… inside the CRM view and sees the order', async ({ page, request }) => {
  test.setTimeout(150_000);
  const ids = await storefrontIds(request);
  const product = await oneTimeService(request, ids.store._id, `CRM listings audit ${unique()}`);
  await linkedDental(request);
  const crmPage = await linkedPageUrl(request, (l) => l.kind === 'store' && l.locationName === DENTAL);

  await page.goto(locationPageOf(crmPage));
  await signInToCrm(page, BUYER);
  await page.getByRole('navigation', { name: 'Apps' }).getByRole('link', { name: ids.store.name }).click();

  // Inside the CRM's frame: Atrium signs Emma in through the CRM and opens her store page.
  const store = page.frameLocator('#app-frame');
  await expect(store.getByRole('heading', { level: 1, name: ids.store.name })).toBeVisible({ timeout: 30_000 });
  await store.getByRole('searchbox', { name: 'Search the store' }).fill(product.name);
  await store
    .getByRole('link', { name: new RegExp(product.name) })
    .first()
    .click();
  await expect(store.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  await store.getByRole('button', { name: 'Buy for $125' }).click();
  await typeCard(cardFrame(store), '4242 4242 4242 4242');
  await pressBelowCardFrame(store.getByRole('button', { name: 'Pay $125' }));
  await expect(store.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 30_000 });
  await store.getByRole('link', { name: 'View my order' }).click();
  await expect(store.getByRole('heading', { name: product.name })).toBeVisible();
  await expect(store.getByText('Paid', { exact: true }).first()).toBeVisible();
});
