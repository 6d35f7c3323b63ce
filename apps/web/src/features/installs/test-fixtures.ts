import type { TAppBillingQuote, TAppSubscription } from '@atrium/contracts/app-billing';
import type { TAppDetail } from '@atrium/contracts/apps';
import type { TAppInstallState, TInstall } from '@atrium/contracts/installs';

/** Test data of the installs feature, shaped by the contracts. */
export const AGENCY = '0190a0a0-0000-7000-8000-0000000000a1';
export const DENTAL = '0190a0a0-0000-7000-8000-0000000000d1';
export const REALTY = '0190a0a0-0000-7000-8000-0000000000d2';
export const APP_ID = '0190a0a0-0000-7000-8000-000000000a99';
export const PLAN_FREE = '0190a0a0-0000-7000-8000-0000000000f1';
export const PLAN_PRO = '0190a0a0-0000-7000-8000-0000000000f2';

export const app: Pick<TAppDetail, '_id' | 'name' | 'plans' | 'installTarget'> = {
  _id: APP_ID,
  name: 'Beacon Chat',
  installTarget: 'both',
  plans: [
    { _id: PLAN_FREE, name: 'Starter', model: 'free', priceCents: 0, currency: 'USD', trialDays: 0, features: [] },
    { _id: PLAN_PRO, name: 'Pro', model: 'monthly', priceCents: 1900, currency: 'USD', trialDays: 14, features: [] },
  ],
};

export const install = (patch: Partial<TInstall> = {}): TInstall => ({
  _id: '0190a0a0-0000-7000-8000-0000000001a1',
  appId: APP_ID,
  agencyId: AGENCY,
  locationId: DENTAL,
  locationName: 'Summit Dental Downtown',
  planId: PLAN_FREE,
  planName: 'Starter',
  version: '1.0.0',
  latestVersion: '1.0.0',
  updateAvailable: false,
  status: 'active',
  installedAt: '2026-03-01T10:00:00.000Z',
  uninstalledAt: null,
  webIntegrationEnabled: false,
  whitelabel: null,
  ...patch,
});

export const installState = (patch: Partial<TAppInstallState> = {}): TAppInstallState => ({
  state: 'install',
  canInstallFor: { agency: true, locations: true },
  approved: false,
  allLocations: false,
  canInstallMore: true,
  installs: [],
  feedback: { canReview: false, reviewId: null, until: null },
  ...patch,
});

export function signInAs(role: string, opts: { agencyId?: string | null; locationId?: string | null } = {}) {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem(
    'user',
    JSON.stringify({
      _id: '0190a0a0-0000-7000-8000-0000000000aa',
      email: 'u@x.test',
      firstName: 'Olivia',
      lastName: 'B',
      role,
      agencyId: opts.agencyId === undefined ? AGENCY : opts.agencyId,
      locationId: opts.locationId ?? null,
      createdAt: '2025-01-01T00:00:00.000Z',
    }),
  );
}

/** A paid plan's quote as the server answers it ($19/month at 2 locations, a 14-day trial). */
export const quote = (patch: Partial<TAppBillingQuote> = {}): TAppBillingQuote => ({
  subject: 'app_plan',
  app: { _id: APP_ID, name: 'Beacon Chat', iconUrl: null },
  plan: { _id: PLAN_PRO, name: 'Pro' },
  bundle: null,
  placesTarget: {
    kind: 'locations',
    locations: [
      { _id: DENTAL, name: 'Summit Dental Downtown' },
      { _id: REALTY, name: 'Summit Realty North' },
    ],
  },
  places: 2,
  unitMinor: 1900,
  totalMinor: 3800,
  currency: 'USD',
  interval: 'month',
  trialDays: 14,
  trialEndsAt: '2026-12-11T10:00:00.000Z',
  partnerShare: true,
  ...patch,
});

export const SUBSCRIPTION_ID = '0190a0a0-0000-7000-8000-0000000005b1';

export const subscription = (patch: Partial<TAppSubscription> = {}): TAppSubscription => {
  const { subject, app: a, plan, bundle, placesTarget, places, unitMinor, totalMinor, currency, interval, trialEndsAt } = quote();
  return {
    _id: SUBSCRIPTION_ID,
    subject,
    app: a,
    plan,
    bundle,
    placesTarget,
    places,
    unitMinor,
    totalMinor,
    currency,
    interval,
    monthlyMinor: totalMinor,
    status: 'trialing',
    trialEndsAt,
    currentPeriodEnd: trialEndsAt,
    cancelAtPeriodEnd: false,
    canceledAt: null,
    endedAt: null,
    lastPaymentError: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    ...patch,
  };
};

/** The card form as a checkout answers it (the sandbox's frame). */
export const cardSetup = (mode: 'setup' | 'payment' = 'setup') => ({
  clientSecret: mode === 'setup' ? 'seti_1_secret_x' : 'pi_1_secret_x',
  publishableKey: 'pk_test_atrium_sandbox',
  cardFrameUrl: 'http://127.0.0.1:4999/card',
  stripeAccount: null,
  mode,
});
