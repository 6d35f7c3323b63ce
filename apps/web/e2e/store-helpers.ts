import { type APIRequestContext, expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { apiSession } from './helpers';

/** Summit Growth's admin (the seller) and a Summit Dental Downtown user (the buyer) of the demo data. */
export const SELLER = 'olivia@summitgrowth.test';
export const BUYER = 'emma@summitdental.test';

/** Summit's store and the buyer's ids, which make the address the CRM frames: the store inside the CRM. */
export async function storefrontIds(request: APIRequestContext) {
  const buyer = await apiSession(request, BUYER);
  const seller = await apiSession(request, SELLER);
  const res = await request.get('/api/agency_app/stores', { headers: seller.headers });
  expect(res.ok(), await res.text()).toBe(true);
  const store = ((await res.json()).data as { _id: string; name: string }[])[0];
  expect(store, 'Summit Growth has a store in the demo').toBeDefined();
  const userId = (buyer.user as { _id?: string })._id;
  expect(userId).toBeTruthy();
  return {
    store: store!,
    agencyId: buyer.user.agencyId!,
    locationId: buyer.user.locationId!,
    userId: userId!,
    sellerAgencyId: seller.user.agencyId!,
  };
}

export const storefrontPath = (ids: { agencyId: string; userId: string; locationId: string; store: { _id: string } }) =>
  `/app/${ids.agencyId}/store/${ids.userId}/${ids.locationId}/${ids.store._id}/store_services`;

/**
 * A published service of the store, made for this run so no other flow's order is in its way: one-time at 125.00
 * unless `price` says otherwise (a monthly or yearly plan, its price in minor units).
 */
export async function oneTimeService(
  request: APIRequestContext,
  storeId: string,
  name: string,
  price: { priceMinor: number; billing: 'one_time' | 'month' | 'year' } = { priceMinor: 12_500, billing: 'one_time' },
) {
  const { headers } = await apiSession(request, SELLER);
  const res = await request.post('/api/agency_app/app_creator/services', {
    headers,
    data: {
      storeId,
      kind: 'service',
      name,
      description: '<p>A review of every listing of the location.</p>',
      ...price,
      deliverables: 'A written audit',
      deliveryDays: 3,
      status: 'published',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as { _id: string; name: string };
}

/** Types a card into the sandbox's card frame (its fields by name, so any language works). */
export async function typeCard(frame: FrameLocator, number: string) {
  await frame.locator('input[name=number]').fill(number);
  await frame.locator('input[name=expiry]').fill('12 / 34');
  await frame.locator('input[name=cvc]').fill('123');
  const postal = frame.locator('input[name=postal]');
  if (await postal.isVisible()) await postal.fill('10001');
}

/**
 * Clicks the card form's button below the card frame. It scrolls first: when the click itself has to scroll the page,
 * Chromium can deliver it where the frame used to be (seen: the click landed on the frame's postal code label, and no
 * confirm went out). A person sees the button before pressing it, so this is the test's problem, not the page's.
 */
export async function pressBelowCardFrame(button: Locator) {
  await button.scrollIntoViewIfNeeded();
  await button.click();
}

/** The card form's frame inside the store page (the page itself, or the CRM's frame of it). */
export const cardFrame = (page: Page | FrameLocator) => page.frameLocator('iframe');

/** A 1 × 1 PNG: a delivered file (Atrium's uploads take images). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
