import type { TAppCard, TAppDetail } from '@atrium/contracts/apps';
import type { TAppReview } from '@atrium/contracts/installs';

/** Records shaped like the server's, for the marketplace's tests. */
export const APP_ID = '0190f5a0-0000-7000-8000-00000000a001';

export function appCard(overrides: Partial<TAppCard> = {}): TAppCard {
  return {
    _id: APP_ID,
    name: 'Northwind Chat Widget',
    tagline: 'Chat Widget for busy agencies',
    iconUrl: null,
    type: 'widget',
    categories: ['Websites'],
    partner: { _id: '0190f5a0-0000-7000-8000-00000000b001', name: 'Northwind Labs', slug: 'northwind-labs' },
    pricing: { kind: 'paid', fromCents: 1900, fromModel: 'monthly', currency: 'USD', trialDays: 14 },
    installTarget: 'both',
    rating: { average: 4.5, count: 12 },
    installCount: 12400,
    publishedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function appDetail(overrides: Partial<TAppDetail> = {}): TAppDetail {
  return {
    ...appCard(),
    crmScopes: [],
    description: '<p><strong>Chat</strong> with visitors.</p><script>window.hacked = true</script>',
    screenshots: [
      { url: '/shots/one.png', caption: 'Inbox' },
      { url: '/shots/two.png', caption: null },
    ],
    videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    tags: ['chat'],
    plans: [
      {
        _id: '0190f5a0-0000-7000-8000-00000000c001',
        name: 'Monthly',
        model: 'monthly',
        priceCents: 1900,
        currency: 'USD',
        trialDays: 14,
        features: ['Priority support'],
      },
      {
        _id: '0190f5a0-0000-7000-8000-00000000c002',
        name: 'Free',
        model: 'free',
        priceCents: 0,
        currency: 'USD',
        trialDays: 0,
        features: [],
      },
    ],
    versions: [
      {
        _id: '0190f5a0-0000-7000-8000-00000000d001',
        version: '1.1.0',
        notes: '<p>Faster syncing.</p>',
        releasedAt: '2026-02-01T00:00:00.000Z',
      },
    ],
    ratingDistribution: [1, 0, 1, 4, 6],
    status: 'live',
    support: { website: 'https://help.example', email: 'help@example.test', docsUrl: null, privacyUrl: 'javascript:alert(1)' },
    customPageUrl: null,
    ...overrides,
  };
}

export function review(n: number, stars = 5): TAppReview {
  return {
    _id: `0190f5a0-0000-7000-8000-${String(n).padStart(12, '0')}`,
    appId: APP_ID,
    authorName: `Reviewer ${n}`,
    stars,
    body: `Review number ${n}`,
    developerReply: null,
    repliedAt: null,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    mine: false,
  };
}
