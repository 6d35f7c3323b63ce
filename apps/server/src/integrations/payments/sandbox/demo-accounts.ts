import { brandOf, PARTNER_NAMES } from '../../../seed/demo-app-text';

/**
 * The demo's connected Stripe accounts, with fixed ids so Atrium's demo seed can link to them (its payment_accounts
 * rows: B's agency connection, D1's partner connections) and a fresh sandbox has the same ones:
 *
 * - Summit Growth Agency: `acct_1DemoSummitGrowth`, a standard account, charges and payouts enabled, USD, with past
 *   payments and payouts (Harbor Digital has none: it shows connecting from scratch).
 *   Its two locations are customers there: `cus_DemoSummitDental0000000` and `cus_DemoSummitRealty0000000`
 *   (DEMO_SUMMIT_CUSTOMERS).
 * - Every demo partner (all 24 sell paid plans): `acct_1Demo<Brand>`, e.g. `acct_1DemoNorthwind` for Northwind Web,
 *   standard, charges and payouts enabled, USD.
 */
export const DEMO_SUMMIT_ACCOUNT_ID = 'acct_1DemoSummitGrowth';
export const DEMO_SUMMIT_BUSINESS_NAME = 'Summit Growth Agency';

/** Partner name (as the demo seed names it) -> its connected account's id. */
export const DEMO_PARTNER_ACCOUNT_IDS: Readonly<Record<string, string>> = Object.fromEntries(
  PARTNER_NAMES.map((name) => [name, `acct_1Demo${brandOf(name)}`]),
);

/** Summit's locations as customers on its account, with the six past store payments (demo-payments.ts). */
export const DEMO_SUMMIT_CUSTOMERS = {
  dental: { id: 'cus_DemoSummitDental0000000', name: 'Summit Dental Downtown', email: 'frontdesk@summitdental.example' },
  realty: { id: 'cus_DemoSummitRealty0000000', name: 'Summit Realty North', email: 'office@summitrealty.example' },
} as const;
