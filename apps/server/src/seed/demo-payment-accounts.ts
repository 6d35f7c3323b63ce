import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  DEMO_PARTNER_ACCOUNT_IDS,
  DEMO_SUMMIT_ACCOUNT_ID,
  DEMO_SUMMIT_BUSINESS_NAME,
} from '../integrations/payments/sandbox/demo-accounts';
import { partners } from '../modules/apps/apps.tables';
import { paymentAccounts } from '../modules/payments/payments.tables';
import { agencies } from '../platform/tenancy/tenancy.tables';

const SUMMIT_EMAIL = 'hello@summitgrowth.test';
const DAY = 86_400_000;

/** What the Stripe sandbox's demo accounts are: standard, fully onboarded, in US dollars. */
const ONBOARDED = {
  connectMethod: 'oauth' as const,
  chargesEnabled: true,
  payoutsEnabled: true,
  detailsSubmitted: true,
  requirementsDue: [] as string[],
  defaultCurrency: 'USD',
  country: 'US',
};

/**
 * The demo's Stripe connections (issue 23): Summit Growth's account (its store sells on it) and every demo partner's
 * (paid installs of their apps transfer their share there), with the Stripe sandbox's fixed account ids. Harbor
 * Digital has none: it shows connecting from scratch. Idempotent: an owner with a live connection keeps it.
 */
export async function seedDemoPaymentAccounts(db: Db, now = new Date()) {
  const connectedAt = new Date(now.getTime() - 120 * DAY);
  const [summit] = await db.select({ _id: agencies._id }).from(agencies).where(eq(agencies.email, SUMMIT_EMAIL));
  const partnerRows = await db
    .select({ _id: partners._id, name: partners.name })
    .from(partners)
    .where(inArray(partners.name, Object.keys(DEMO_PARTNER_ACCOUNT_IDS)));
  const rows = [
    ...(summit
      ? [
          {
            ...ONBOARDED,
            owner: 'agency' as const,
            agencyId: summit._id,
            stripeAccountId: DEMO_SUMMIT_ACCOUNT_ID,
            displayName: DEMO_SUMMIT_BUSINESS_NAME,
            connectedAt,
          },
        ]
      : []),
    ...partnerRows.map((p) => ({
      ...ONBOARDED,
      owner: 'partner' as const,
      partnerId: p._id,
      stripeAccountId: DEMO_PARTNER_ACCOUNT_IDS[p.name]!,
      displayName: p.name,
      connectedAt,
    })),
  ];
  if (rows.length > 0) await db.insert(paymentAccounts).values(rows).onConflictDoNothing();
}
