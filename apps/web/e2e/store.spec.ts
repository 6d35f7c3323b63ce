import { expect, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import {
  BUYER,
  cardFrame,
  oneTimeService,
  PNG,
  pressBelowCardFrame,
  SELLER,
  storefrontIds,
  storefrontPath,
  typeCard,
} from './store-helpers';

/**
 * Issue 23's store: a Summit location buys a service inside the CRM's store view (signed in directly as the
 * location's user, with the same address the CRM frames), the agency delivers it, and the buyer sees it delivered.
 */
test('a Summit location buys a service with a card, and sees it delivered by the agency', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const ids = await storefrontIds(request);
  const product = await oneTimeService(request, ids.store._id, `Listings audit ${unique()}`);

  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signIn(buyer, BUYER, 'Location or user account');
  // The account menu leads a location's people to their agency's store, at the address the CRM frames.
  await buyer.getByRole('button', { name: /^Account menu for / }).click();
  await buyer.getByRole('menuitem', { name: "Your agency's store" }).click();
  await expect(buyer).toHaveURL(new RegExp(`${storefrontPath(ids)}$`));
  await expect(buyer.getByRole('heading', { level: 1, name: ids.store.name })).toBeVisible();
  await buyer.getByRole('searchbox', { name: 'Search the store' }).fill(product.name);
  // The list filters as it is typed into: a click before it settles can land on a card that is being replaced.
  await expect(buyer.getByRole('main').getByRole('listitem')).toHaveCount(1);
  await buyer
    .getByRole('link', { name: new RegExp(product.name) })
    .first()
    .click();
  await expect(buyer.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(buyer.getByText('Delivered within 3 days')).toBeVisible();

  await buyer.getByRole('button', { name: 'Buy for $125' }).click();
  await typeCard(cardFrame(buyer), '4242 4242 4242 4242');
  await pressBelowCardFrame(buyer.getByRole('button', { name: 'Pay $125' }));
  await expect(buyer.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 30_000 });
  await buyer.getByRole('link', { name: 'View my order' }).click();
  await expect(buyer.getByRole('heading', { name: product.name })).toBeVisible();
  await expect(buyer.getByText('Paid', { exact: true }).first()).toBeVisible();

  // The agency finds the order and delivers it with a message.
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await signIn(seller, SELLER);
  await seller.goto('/service_store');
  await expect(seller.getByRole('heading', { level: 1, name: ids.store.name })).toBeVisible();
  await seller.getByRole('link', { name: 'Orders', exact: true }).click();
  await seller.getByRole('searchbox', { name: 'Search orders' }).fill(product.name);
  await seller
    .getByRole('link', { name: new RegExp(product.name) })
    .first()
    .click();
  await seller.getByRole('button', { name: 'Mark in progress' }).click();
  await expect(seller.getByText('In progress', { exact: true }).first()).toBeVisible();
  await seller.getByRole('button', { name: 'Deliver' }).click();
  const dialog = seller.getByRole('dialog', { name: `Deliver “${product.name}”` });
  await dialog.getByLabel('Delivery message').fill('Your audit is ready: three listings fixed.');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'audit.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('audit.png')).toBeVisible();
  await dialog.getByRole('button', { name: 'Deliver' }).click();
  await expect(dialog).toBeHidden();
  await expect(seller.getByText('Delivered', { exact: true }).first()).toBeVisible();

  // The buyer's page follows (the store:order event, or its next read).
  await expect(buyer.getByText('Your audit is ready: three listings fixed.')).toBeVisible({ timeout: 20_000 });
  await expect(buyer.getByRole('link', { name: /audit\.png/ })).toBeVisible();
  await expect(buyer.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await buyerContext.close();
  await sellerContext.close();
});

test('a declined card shows the bank message, and another card then pays', async ({ page, request }) => {
  test.setTimeout(120_000);
  const ids = await storefrontIds(request);
  const product = await oneTimeService(request, ids.store._id, `Review boost ${unique()}`);
  await signIn(page, BUYER, 'Location or user account');
  await page.goto(storefrontPath(ids).replace('/store_services', `/product/${product._id}`));
  await page.getByRole('button', { name: 'Buy for $125' }).click();
  await typeCard(cardFrame(page), '4000 0000 0000 0002');
  await pressBelowCardFrame(page.getByRole('button', { name: 'Pay $125' }));
  await expect(page.getByText('Your card was declined.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Payment received' })).toHaveCount(0);
  // The form stays, for another card: this one pays.
  await expect(page.getByRole('button', { name: 'Pay $125' })).toBeEnabled();
  await typeCard(cardFrame(page), '4242 4242 4242 4242');
  await pressBelowCardFrame(page.getByRole('button', { name: 'Pay $125' }));
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
});

test.describe('at 390 px in Arabic', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the store reads right to left, fits the phone, and pays with Enter in the card form', async ({ page, request }) => {
    test.setTimeout(120_000);
    const ids = await storefrontIds(request);
    const product = await oneTimeService(request, ids.store._id, `Arabic audit ${unique()}`);
    await signIn(page, BUYER, 'Location or user account');
    await page.goto(`${storefrontPath(ids)}?lng=ae`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: 'طلباتي' })).toBeVisible();
    await page.goto(`${storefrontPath(ids).replace('/store_services', `/product/${product._id}`)}?lng=ae`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    // Nothing wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: /^اشترِ مقابل/ }).click();
    // The order is made and the card form opens, in Arabic, still within the phone's width.
    await expect(page.getByRole('button', { name: /^ادفع/ })).toBeVisible();
    await expect(cardFrame(page).locator('input[name=number]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
    // Enter in the card form pays, as the button does.
    await typeCard(cardFrame(page), '4242 4242 4242 4242');
    await cardFrame(page).locator('input[name=cvc]').press('Enter');
    await expect(page.getByRole('heading', { name: 'تم استلام الدفعة' })).toBeVisible({ timeout: 20_000 });
  });
});
