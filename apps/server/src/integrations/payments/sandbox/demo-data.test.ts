import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../crm/sandbox/test-sandbox';
import { buildStripeSandbox } from './app';
import { DEMO_PARTNER_ACCOUNT_IDS, DEMO_SUMMIT_ACCOUNT_ID, DEMO_SUMMIT_CUSTOMERS } from './demo-accounts';
import { createTestStripeSandbox, type TestStripeSandbox } from './test-sandbox';

let s: TestStripeSandbox;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
  s = await createTestStripeSandbox({ demoData: true }, db);
});
afterAll(async () => {
  await s?.close();
});

describe('the Stripe sandbox demo', () => {
  it("has Summit Growth's account ready, with past payments and payouts", async () => {
    const on = { stripeAccount: DEMO_SUMMIT_ACCOUNT_ID };
    const account = await s.stripe.accounts.retrieve(DEMO_SUMMIT_ACCOUNT_ID);
    expect(account).toMatchObject({
      type: 'standard',
      charges_enabled: true,
      payouts_enabled: true,
      default_currency: 'usd',
      business_profile: { name: 'Summit Growth Agency' },
    });
    const charges = await s.stripe.charges.list({ limit: 100 }, on);
    expect(charges.data).toHaveLength(6);
    expect(charges.data.every((c) => c.status === 'succeeded' && c.application_fee_amount === Math.round(c.amount * 0.02))).toBe(
      true,
    );
    expect(new Set(charges.data.map((c) => c.customer))).toEqual(new Set(Object.values(DEMO_SUMMIT_CUSTOMERS).map((c) => c.id)));
    const newest = charges.data[0]!.created;
    expect(newest).toBeLessThan(Date.now() / 1000 - 4 * 86_400);
    const payouts = await s.stripe.payouts.list({}, on);
    expect(payouts.data.map((p) => [p.amount, p.status])).toEqual([
      [27_000, 'paid'],
      [36_500, 'paid'],
      [62_000, 'paid'],
    ]);
    expect((await s.stripe.balance.retrieve({}, on)).available[0]!.amount).toBeGreaterThan(0);
  });

  it('has an account for every demo partner, none for Harbor Digital', async () => {
    const all = await s.stripe.accounts.list({ limit: 100 });
    const ids = all.data.map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining(Object.values(DEMO_PARTNER_ACCOUNT_IDS)));
    expect(DEMO_PARTNER_ACCOUNT_IDS['Northwind Web']).toBe('acct_1DemoNorthwind');
    expect(all.data.filter((a) => /harbor digital/i.test(a.business_profile?.name ?? ''))).toEqual([]);
    expect(ids).toHaveLength(Object.keys(DEMO_PARTNER_ACCOUNT_IDS).length + 1);
  });

  it('is loaded once: a restarted sandbox keeps what it has', async () => {
    const again = await buildStripeSandbox({ pool: db.pool, publicUrl: 'http://127.0.0.1:1', autoDeliver: false });
    await again.close();
    const charges = await s.stripe.charges.list({ limit: 100 }, { stripeAccount: DEMO_SUMMIT_ACCOUNT_ID });
    expect(charges.data).toHaveLength(6);
  });
});
