import type { TAppType } from '@atrium/contracts/app-values';
import type { TAppStatus } from '@atrium/contracts/apps';
import { NESTED_STORE_IDS } from '@atrium/contracts/hosts';
import type { Db } from '../db/client';
import { refreshAppDerivedColumns } from '../modules/apps/app-derived';
import { appPlans, appReviews, apps, appVersions, nestedStoreApps, nestedStores, partners } from '../modules/apps/apps.tables';

/** A small deterministic PRNG (mulberry32): the same size always gives the same catalogue. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, int, pick };
}

const CATEGORIES: Record<TAppType, readonly string[]> = {
  widget: ['Websites', 'Forms & Surveys', 'Lead Generation'],
  crm_plus: ['Productivity', 'Reporting', 'Lead Generation'],
  conversation_provider: ['SMS & Messaging', 'Phone & Voice', 'Email'],
  payment_provider: ['Payments', 'E-commerce'],
  integration: ['Scheduling', 'Social Media', 'E-commerce', 'Email'],
  reporting: ['Reporting', 'Reputation'],
  automation: ['AI & Automation', 'Productivity'],
  ai_assistant: ['AI & Automation', 'SMS & Messaging'],
};

const NOUNS: Record<TAppType, readonly string[]> = {
  widget: ['Chat Widget', 'Review Badge', 'Booking Button', 'Exit Popup', 'Countdown Bar', 'Lead Form', 'FAQ Accordion'],
  crm_plus: ['Pipeline Boost', 'Contact Enricher', 'Deal Scorer', 'Task Planner', 'Duplicate Cleaner', 'Smart Lists'],
  conversation_provider: ['SMS Gateway', 'WhatsApp Bridge', 'Voice Line', 'Email Relay', 'Messenger Link'],
  payment_provider: ['Card Payments', 'Invoice Pay', 'Subscription Billing', 'Tap to Pay', 'Payment Links'],
  integration: ['Calendar Sync', 'Shop Connector', 'Social Planner', 'Zap Bridge', 'Sheets Sync', 'Accounting Link'],
  reporting: ['Ads Reporter', 'Call Analytics', 'Revenue Dashboard', 'Review Monitor', 'SEO Insights'],
  automation: ['Workflow Packs', 'Follow-up Autopilot', 'Lead Router', 'Birthday Sender', 'Missed Call Text Back'],
  ai_assistant: ['AI Receptionist', 'AI Copywriter', 'AI Review Replier', 'AI Lead Qualifier', 'AI Chat Agent'],
};

const BRANDS = [
  'Northwind',
  'Brightlane',
  'Cobalt',
  'Lumen',
  'Harborline',
  'Pinecrest',
  'Vertex',
  'Bluebird',
  'Keystone',
  'Meridian',
  'Foxglove',
  'Granite',
  'Skyward',
  'Tidal',
  'Aurora',
  'Beacon',
  'Cedar',
  'Summitry',
  'Orbit',
  'Quartz',
  'Redwood',
  'Sable',
  'Willow',
  'Zephyr',
  'Atlas',
  'Copperleaf',
  'Driftwood',
  'Evergreen',
];
const BENEFITS = [
  'for busy agencies',
  'that clients love',
  'in one click',
  'without the busywork',
  'for every location',
  'built for speed',
];
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
const REVIEWERS = [
  'Jordan P.',
  'Sam K.',
  'Priya R.',
  'Alex M.',
  'Taylor B.',
  'Chris D.',
  'Morgan L.',
  'Jamie F.',
  'Riley S.',
  'Casey W.',
];
const REVIEW_TEXTS = [
  'Set it up in ten minutes and my clients noticed the difference the same week.',
  'Does what it says. Support answered within the hour.',
  'Solid, but the reporting could be more flexible.',
  'We rolled it out to all our locations; no complaints so far.',
  'Pricing is fair for what you get.',
  'Had some sync issues at first, fixed after an update.',
];
const STORE_TYPES: Record<keyof typeof NESTED_STORE_IDS, TAppType> = {
  widgets: 'widget',
  crmPlus: 'crm_plus',
  conversationProviders: 'conversation_provider',
  paymentProviders: 'payment_provider',
  integrations: 'integration',
};
const STORE_NAMES: Record<keyof typeof NESTED_STORE_IDS, [string, string]> = {
  widgets: ['Widgets', 'Embeddable widgets that turn website visitors into leads.'],
  crmPlus: ['CRM Plus', 'Power-ups for the CRM: pipelines, contacts and tasks.'],
  conversationProviders: ['Conversation Providers', 'SMS, voice, email and chat channels for every location.'],
  paymentProviders: ['Payment Providers', 'Take payments, send invoices and bill subscriptions.'],
  integrations: ['Integrations', 'Connect the tools your clients already use.'],
};

const TYPES = Object.keys(CATEGORIES) as TAppType[];
const DAY = 86_400_000;

/**
 * Generates and inserts a catalogue of `size` apps (mostly live, a few draft, in review or deprecated)
 * with partners, plans, versions, reviews and the five nested stores. `now` fixes the dates for tests.
 */
export async function seedCatalogue(db: Db, { size = 168, seed = 7, now = Date.now() } = {}): Promise<{ appIds: string[] }> {
  const r = random(seed);
  const partnerCount = Math.min(BRANDS.length, Math.max(4, Math.ceil(size / 7)));
  const partnerRows = await db
    .insert(partners)
    .values(
      Array.from({ length: partnerCount }, (_, i) => {
        const name = `${BRANDS[i % BRANDS.length]} Labs`;
        return {
          slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          name,
          tagline: `Apps ${r.pick(BENEFITS)}`,
          description: `<p>${name} builds tools for CRM agencies and their clients.</p>`,
          website: `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`,
        };
      }),
    )
    .returning({ _id: partners._id });

  const appValues = Array.from({ length: size }, (_, i) => {
    const type = TYPES[i % TYPES.length] as TAppType;
    const brand = BRANDS[(i * 7 + Math.floor(i / TYPES.length)) % BRANDS.length];
    const noun = r.pick(NOUNS[type]);
    const name = `${brand} ${noun}${i >= BRANDS.length * TYPES.length ? ` ${Math.floor(i / (BRANDS.length * TYPES.length)) + 1}` : ''}`;
    const roll = r.next();
    const status: TAppStatus = roll < 0.03 ? 'draft' : roll < 0.05 ? 'in_review' : roll < 0.07 ? 'deprecated' : 'live';
    const categories = [...new Set([r.pick(CATEGORIES[type]), r.pick(CATEGORIES[type])])];
    return {
      partnerId: partnerRows[i % partnerRows.length]!._id,
      name,
      tagline: `${noun} ${r.pick(BENEFITS)}`,
      description: `<p><strong>${name}</strong> gives your agency a ${noun.toLowerCase()} ${r.pick(BENEFITS)}.</p><p>Install it for the agency or for each location, and manage everything from one place.</p>`,
      type,
      categories,
      tags: [noun.split(' ')[0]!.toLowerCase(), type.replace('_', ' ')],
      installTarget: r.pick(['agency', 'location', 'both', 'both'] as const),
      status,
      publishedAt: status === 'draft' || status === 'in_review' ? null : new Date(now - r.int(1, 730) * DAY),
      installCount: Math.floor(10 ** (r.next() * 4.7)),
      supportWebsite: `https://support.${brand!.toLowerCase()}.example`,
      supportEmail: `help@${brand!.toLowerCase()}.example`,
    };
  });
  const appRows: { _id: string }[] = [];
  for (let i = 0; i < appValues.length; i += 500) {
    appRows.push(
      ...(await db
        .insert(apps)
        .values(appValues.slice(i, i + 500))
        .returning({ _id: apps._id })),
    );
  }

  const plans: (typeof appPlans.$inferInsert)[] = [];
  const versions: (typeof appVersions.$inferInsert)[] = [];
  const reviews: (typeof appReviews.$inferInsert)[] = [];
  appRows.forEach(({ _id: appId }, i) => {
    const shape = r.int(0, 3); // 0 free, 1 freemium, 2 paid monthly(+yearly), 3 one-time
    const price = r.pick([900, 1900, 2900, 4900, 9700, 19700]);
    const trialDays = shape >= 2 ? r.pick([0, 7, 14, 30]) : 0;
    const features = (n: number) => FEATURES.slice(i % 3, (i % 3) + n);
    if (shape <= 1) plans.push({ appId, name: 'Free', model: 'free', priceCents: 0, features: features(2), position: 0 });
    if (shape === 1)
      plans.push({ appId, name: 'Pro', model: 'freemium', priceCents: price, trialDays: 14, features: features(4), position: 1 });
    if (shape === 2) {
      plans.push({ appId, name: 'Monthly', model: 'monthly', priceCents: price, trialDays, features: features(3), position: 0 });
      plans.push({
        appId,
        name: 'Yearly',
        model: 'yearly',
        priceCents: price * 10,
        trialDays,
        features: features(4),
        position: 1,
      });
    }
    if (shape === 3)
      plans.push({
        appId,
        name: 'Lifetime',
        model: 'one_time',
        priceCents: price * 12,
        trialDays,
        features: features(3),
        position: 0,
      });
    const versionCount = r.int(1, 5);
    // Releases go forward in time: each version is newer than the one before (same random draws as ever).
    let releasedAgo = 0;
    const releaseDays = Array.from({ length: versionCount }, (_, v) => (versionCount - v) * r.int(10, 60));
    for (let v = 0; v < versionCount; v++) {
      releasedAgo = v === 0 ? releaseDays[0]! : Math.min(releaseDays[v]!, releasedAgo - 1);
      versions.push({
        appId,
        version: `1.${v}.0`,
        notes:
          v === 0
            ? '<p>First release.</p>'
            : `<p>Faster syncing and ${r.pick(['new report filters', 'bulk actions', 'better error messages', 'Arabic and Spanish translations'])}.</p>`,
        releasedAt: new Date(now - Math.max(releasedAgo, 1) * DAY),
      });
    }
    const reviewCount = r.next() < 0.15 ? 0 : r.int(1, 12);
    const mood = r.int(2, 5);
    for (let k = 0; k < reviewCount; k++) {
      const stars = Math.max(1, Math.min(5, mood + r.int(-1, 1)));
      // Spread over the last ten months, without extra random draws (the catalogue stays the same).
      const createdAt = new Date(now - (((k * 37 + i * 11) % 300) + 1) * DAY);
      reviews.push({
        appId,
        authorName: r.pick(REVIEWERS),
        stars,
        body: r.next() < 0.7 ? r.pick(REVIEW_TEXTS) : null,
        createdAt,
        updatedAt: createdAt,
      });
    }
  });
  for (const [table, rows] of [
    [appPlans, plans],
    [appVersions, versions],
    [appReviews, reviews],
  ] as const) {
    for (let i = 0; i < rows.length; i += 1000) await db.insert(table).values(rows.slice(i, i + 1000) as never);
  }
  const appIds = appRows.map((a) => a._id);
  await refreshAppDerivedColumns(db);

  await db.insert(nestedStores).values(
    (Object.keys(NESTED_STORE_IDS) as (keyof typeof NESTED_STORE_IDS)[]).map((key) => ({
      _id: NESTED_STORE_IDS[key],
      name: STORE_NAMES[key][0],
      description: STORE_NAMES[key][1],
      appType: STORE_TYPES[key],
    })),
  );
  const storeLinks = (Object.keys(NESTED_STORE_IDS) as (keyof typeof NESTED_STORE_IDS)[]).flatMap((key) =>
    appValues
      .map((app, index) => ({ app, id: appIds[index]! }))
      .filter(({ app }) => app.type === STORE_TYPES[key] && app.status === 'live')
      .sort((a, b) => b.app.installCount - a.app.installCount)
      .slice(0, 24)
      .map(({ id }, position) => ({ storeId: NESTED_STORE_IDS[key], appId: id, position })),
  );
  if (storeLinks.length > 0) await db.insert(nestedStoreApps).values(storeLinks);
  return { appIds };
}
