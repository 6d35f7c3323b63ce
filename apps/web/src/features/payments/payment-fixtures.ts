import type { TStripeConnection, TStripePayment, TStripePayout } from '@atrium/contracts/payments';
import type { TUser } from '@atrium/contracts/users';
import { setSession } from '@/lib/session-store';

const id = (n: number) => `0190f3a0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;
const AT = '2026-11-20T10:00:00.000Z';

/** Signs a Harbor person in with `role`, as the payments screens read the session. */
export function signInAs(role: TUser['role']) {
  setSession({
    token: 'tok-payments',
    user: {
      _id: id(0xb1),
      email: 'mia@harbordigital.test',
      firstName: 'Mia',
      lastName: 'Garcia',
      role,
      agencyId: role === 'super_admin' ? null : id(0xa1),
      locationId: role === 'location_admin' || role === 'staff' ? id(0xc1) : null,
      createdAt: AT,
    },
    agency: null,
  });
}

export function stripeConnection(over: Partial<TStripeConnection> = {}): TStripeConnection {
  return {
    _id: id(0xd1),
    method: 'onboarding',
    stripeAccountId: 'acct_1HarborTest',
    chargesEnabled: true,
    payoutsEnabled: true,
    detailsSubmitted: true,
    requirementsDue: [],
    defaultCurrency: 'USD',
    country: 'US',
    displayName: 'Harbor Digital',
    connectedAt: AT,
    storeFeePercent: 2,
    dashboardUrl: null,
    ...over,
  };
}

export function stripePayment(n: number, over: Partial<TStripePayment> = {}): TStripePayment {
  return {
    id: `ch_${n}`,
    amount: { amountMinor: 9700, currency: 'USD' },
    refunded: { amountMinor: 0, currency: 'USD' },
    fee: { amountMinor: 194, currency: 'USD' },
    status: 'succeeded',
    description: `Local SEO audit ${n}`,
    customer: 'Harbor Fitness Studio',
    failureMessage: null,
    receiptUrl: null,
    createdAt: AT,
    ...over,
  };
}

export function stripePayout(n: number, over: Partial<TStripePayout> = {}): TStripePayout {
  return {
    id: `po_${n}`,
    amount: { amountMinor: 125000, currency: 'USD' },
    status: 'paid',
    description: 'STRIPE PAYOUT',
    arrivalDate: AT,
    createdAt: AT,
    ...over,
  };
}
