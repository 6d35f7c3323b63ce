import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/http';
import { type BillingTestApp, createBillingTestApp } from './app-billing-fixtures';

/**
 * An agency's saved cards are Stripe ids (pm_..., seti_...), not Atrium rows, so the cross-tenant matrix cannot own
 * them (test/cross-tenant-cases.ts NOT_IN_MATRIX): here another agency, and the agency's own locations, try each card
 * operation with agency A's real ids and get 404 or 403, and A's cards stay as they were.
 */

let b: BillingTestApp;
let cardId: string;
let setupIntentId: string;
const CARDS = '/api/v1/app_billings/payment_methods';

beforeAll(async () => {
  b = await createBillingTestApp();
  const app = await b.paidApp('Cards App');
  // Both agencies are customers with a card: a refusal is about whose card, not about having none.
  for (const headers of [b.admin, b.tenants.adminB.headers]) {
    const { confirmed } = await b.buy({ appId: app._id, planId: app.plusPlanId, target: { kind: 'agency' } }, 'visa', headers);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  const add = await b.http.post(CARDS, { requestKey: crypto.randomUUID() }, b.admin);
  expect(add.statusCode, add.body).toBe(200);
  setupIntentId = add.json().data.setupIntentId;
  await b.p.confirmSetupWithCard(setupIntentId, 'visa');
  const cards = await b.http.post(`${CARDS}/confirm`, { setupIntentId, makeDefault: false }, b.admin);
  expect(cards.statusCode, cards.body).toBe(200);
  cardId = cards.json().data.find((c: { isDefault: boolean }) => !c.isDefault).id;
}, 120_000);
afterAll(() => b?.p.close());

const cardsOfA = async () => (await b.http.get(CARDS, b.admin)).json().data as { id: string; isDefault: boolean }[];

describe("another agency and agency A's cards", () => {
  it('cannot take its card setup, make its card the default or remove it: 404, nothing changes', async () => {
    const before = await cardsOfA();
    const other = b.tenants.adminB.headers;
    for (const res of [
      await b.http.post(`${CARDS}/confirm`, { setupIntentId, makeDefault: true }, other),
      await b.http.put(`${CARDS}/${cardId}/default`, {}, other),
      await b.http.del(`${CARDS}/${cardId}`, other),
    ]) {
      expectError(res, 404);
      expect(res.body).not.toContain(cardId);
    }
    const theirs = (await b.http.get(CARDS, other)).json().data as { id: string }[];
    expect(theirs).toHaveLength(1);
    expect(theirs.map((c) => c.id)).not.toContain(cardId);
    expect(await cardsOfA()).toEqual(before);
  });

  it("the agency's own locations do not manage its cards", async () => {
    const location = b.tenants.locationAdminA1.headers;
    expectError(await b.http.put(`${CARDS}/${cardId}/default`, {}, location), 403);
    expectError(await b.http.del(`${CARDS}/${cardId}`, location), 403);
    expect((await cardsOfA()).map((c) => c.id)).toContain(cardId);
  });
});
