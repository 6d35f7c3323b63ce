import type { appPlans, appReviews, appVersions } from '../modules/apps/apps.tables';
import { DEVELOPER_REPLIES, RELEASE_NOTES, REVIEW_TEXTS, REVIEWERS } from './demo-app-text';
import type { Random } from './demo-random';

const DAY = 86_400_000;

const FEATURES = [
  'Unlimited contacts',
  'Priority support',
  'White-label branding',
  'API access',
  'Custom reports',
  'Team seats',
  'SMS credits included',
  'Multi-location',
];

/** Free, freemium, monthly with yearly, or one-time pricing. */
export function plansFor(r: Random, appId: string, i: number): (typeof appPlans.$inferInsert)[] {
  const shape = r.int(0, 3);
  const price = r.pick([900, 1900, 2900, 4900, 9700, 19700]);
  const trialDays = shape >= 2 ? r.pick([0, 7, 14, 30]) : 0;
  const features = (n: number) => FEATURES.slice(i % 3, (i % 3) + n);
  if (shape === 0) return [{ appId, name: 'Free', model: 'free', priceCents: 0, features: features(2), position: 0 }];
  if (shape === 1)
    return [
      { appId, name: 'Free', model: 'free', priceCents: 0, features: features(2), position: 0 },
      { appId, name: 'Pro', model: 'freemium', priceCents: price, trialDays: 14, features: features(4), position: 1 },
    ];
  if (shape === 2)
    return [
      { appId, name: 'Monthly', model: 'monthly', priceCents: price, trialDays, features: features(3), position: 0 },
      { appId, name: 'Yearly', model: 'yearly', priceCents: price * 10, trialDays, features: features(4), position: 1 },
    ];
  return [{ appId, name: 'Lifetime', model: 'one_time', priceCents: price * 12, trialDays, features: features(3), position: 0 }];
}

/**
 * Releases from the day the app was published to today, each newer than the last, no note twice. An app not
 * published yet has the one version it was submitted with, from the last few days.
 */
export function versionsFor(
  r: Random,
  appId: string,
  publishedAt: Date | null,
  now: number,
): (typeof appVersions.$inferInsert)[] {
  if (!publishedAt) {
    return [{ appId, version: '1.0.0', notes: '<p>First release.</p>', releasedAt: new Date(now - r.int(1, 9) * DAY) }];
  }
  const count = r.int(1, 5);
  const span = Math.max(1, Math.floor((now - publishedAt.getTime()) / DAY));
  // Release days after publication, ascending and distinct (the first release is the publication itself).
  const days = [0, ...Array.from({ length: count - 1 }, () => r.int(1, Math.max(1, span - 1)))].sort((a, b) => a - b);
  const noteStart = r.int(0, RELEASE_NOTES.length - 1);
  return days.map((day, v) => ({
    appId,
    version: `1.${v}.0`,
    notes: v === 0 ? '<p>First release.</p>' : `<p>${RELEASE_NOTES[(noteStart + v) % RELEASE_NOTES.length]}</p>`,
    releasedAt: new Date(publishedAt.getTime() + (day + v / 10) * DAY),
  }));
}

const band = (stars: number) => (stars >= 4 ? 'happy' : stars === 3 ? 'mixed' : 'unhappy');

/**
 * Reviews of a published app: each reviewer once, dated between publication and today, a text an app never
 * repeats (or none: some people only rate), and now and then the developer's reply. Fewer installs, fewer reviews.
 */
export function reviewsFor(
  r: Random,
  app: { _id: string; publishedAt: Date | null; installCount: number },
  now: number,
): (typeof appReviews.$inferInsert)[] {
  // Some apps have no reviews yet, but only little-used ones: a thousand installs bring at least a few.
  if (!app.publishedAt || (r.next() < 0.3 && app.installCount < 200)) return [];
  const most = Math.max(1, Math.min(12, Math.floor(app.installCount / 15)));
  const count = r.int(1, most);
  const mood = r.pick([2, 3, 4, 4, 4, 5, 5]);
  const people = r.shuffle(REVIEWERS).slice(0, count);
  const unused = {
    happy: r.shuffle(REVIEW_TEXTS.happy),
    mixed: r.shuffle(REVIEW_TEXTS.mixed),
    unhappy: r.shuffle(REVIEW_TEXTS.unhappy),
  };
  const since = app.publishedAt.getTime();
  return people.map((authorName) => {
    const stars = Math.max(1, Math.min(5, mood + r.int(-1, 1)));
    const body = r.next() < 0.75 ? (unused[band(stars)].pop() ?? null) : null;
    const createdAt = new Date(since + DAY + r.next() * Math.max(0, now - since - 2 * DAY));
    const replies = body !== null && r.next() < (stars <= 3 ? 0.45 : 0.12);
    const first = authorName.split(' ')[0]!;
    const reply =
      stars <= 3 ? DEVELOPER_REPLIES[r.int(0, 1)]!(first) : r.pick([DEVELOPER_REPLIES[2], DEVELOPER_REPLIES[3]])(first);
    return {
      appId: app._id,
      authorName,
      stars,
      body,
      developerReply: replies ? reply : null,
      repliedAt: replies ? new Date(Math.min(now, createdAt.getTime() + r.int(1, 3) * DAY)) : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
}
