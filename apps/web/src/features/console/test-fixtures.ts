import type { TConsoleApp, TConsoleAppRow, TInstallChartPoint } from '@atrium/contracts/app-console';
import type { TAppReview } from '@atrium/contracts/installs';
import type { TUser } from '@atrium/contracts/users';
import { setSession } from '@/lib/session-store';

/** Records shaped like the console endpoints' answers, for the console's tests. */
export const PARTNER = { _id: '0190f5a0-0000-7000-8000-00000000c0a1', name: 'Nimbus Labs', slug: 'nimbus-labs' };
export const APP_ID = '0190f5a0-0000-7000-8000-00000000a001';

export function consoleApp(patch: Partial<TConsoleApp> = {}): TConsoleApp {
  return {
    _id: APP_ID,
    name: 'Review Booster',
    tagline: 'Collect more five-star reviews automatically',
    iconUrl: null,
    type: 'reporting',
    categories: ['Reputation'],
    partner: PARTNER,
    pricing: { kind: 'free', fromCents: null, fromModel: null, currency: 'USD', trialDays: 0 },
    installTarget: 'both',
    rating: { average: null, count: 0 },
    installCount: 0,
    publishedAt: null,
    description: '<p>Asks happy customers for a review.</p>',
    screenshots: [],
    videoUrl: null,
    tags: [],
    plans: [
      {
        _id: '0190f5a0-0000-7000-8000-00000000b001',
        name: 'Free',
        model: 'free',
        priceCents: 0,
        currency: 'USD',
        trialDays: 0,
        features: [],
      },
    ],
    versions: [],
    ratingDistribution: [0, 0, 0, 0, 0],
    status: 'draft',
    support: { website: null, email: null, docsUrl: null, privacyUrl: null },
    customPageUrl: null,
    crmScopes: [],
    submittedAt: null,
    reviewedAt: null,
    rejectionReason: null,
    ...patch,
  };
}

export function consoleRow(n: number, patch: Partial<TConsoleAppRow> = {}): TConsoleAppRow {
  return {
    _id: `0190f5a0-0000-7000-8000-00000000a0${String(n).padStart(2, '0')}`,
    name: `App ${n}`,
    iconUrl: null,
    type: 'widget',
    status: 'draft',
    partner: PARTNER,
    installCount: 1200 + n,
    rating: { average: 4.5, count: 12 },
    submittedAt: null,
    rejectionReason: null,
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...patch,
  };
}

export function appReview(n: number, patch: Partial<TAppReview> = {}): TAppReview {
  return {
    _id: `0190f5a0-0000-7000-8000-00000000f0${String(n).padStart(2, '0')}`,
    appId: APP_ID,
    authorName: `Reviewer ${n}`,
    stars: 5,
    body: `Review text ${n}`,
    developerReply: null,
    repliedAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    mine: false,
    ...patch,
  };
}

export const points = (actives: number[]): TInstallChartPoint[] =>
  actives.map((active, i) => ({ day: `2026-03-${String(i + 1).padStart(2, '0')}`, installs: i, uninstalls: 0, active }));

export function signInAs(role: TUser['role']) {
  setSession({
    token: 'console-token',
    user: {
      _id: '0190f5a0-0000-7000-8000-0000000000e1',
      email: 'someone@atrium.test',
      firstName: 'Sam',
      lastName: 'Creator',
      role,
      agencyId: null,
      locationId: null,
      createdAt: '2025-01-01T00:00:00.000Z',
    },
    agency: null,
  });
}
