import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { DEMO_SUMMIT_ACCOUNT_ID } from '../integrations/payments/sandbox/demo-accounts';
import { appSnapshots } from '../modules/snapshots/snapshots.tables';
import {
  serviceStores,
  storeCollectionProducts,
  storeCollections,
  storeOrderMessages,
  storeOrders,
  storeProducts,
  storeProductTags,
  storeTags,
} from '../modules/store/store.tables';
import { agencies, locations, memberships, users } from '../platform/tenancy/tenancy.tables';

const SUMMIT_EMAIL = 'hello@summitgrowth.test';

/** The seed's past orders carry request keys of their own (a browser sends a UUID): demo-stripe.ts finds them so. */
export const DEMO_ORDER_KEY_PREFIX = 'demo-';
const DAY = 86_400_000;

type Product = Omit<typeof storeProducts.$inferInsert, 'storeId' | 'agencyId' | 'currency'> & { key: string; tags: string[] };

const TAGS = ['Branding', 'Ads', 'SEO', 'Websites', 'Snapshots'];

const PRODUCTS: Product[] = [
  {
    key: 'logo',
    kind: 'service',
    name: 'Logo and brand kit',
    description:
      '<p>A logo in three directions, your colours and fonts, and a one-page <strong>brand guide</strong> for everything you print and post.</p>',
    priceMinor: 45_000,
    options: [
      {
        name: 'Revisions',
        required: true,
        choices: [
          { label: 'Two rounds', priceMinor: 0 },
          { label: 'Five rounds', priceMinor: 15_000 },
        ],
      },
      { name: 'Business cards', required: false, choices: [{ label: '500 printed cards', priceMinor: 9_000 }] },
    ],
    deliverables: 'Logo files (SVG, PNG), colour palette, fonts and a PDF brand guide.',
    deliveryDays: 10,
    tags: ['Branding'],
  },
  {
    key: 'ads',
    kind: 'service',
    name: 'Google Ads launch',
    description: '<p>Keyword research, two campaigns, conversion tracking and the first month of tuning.</p>',
    priceMinor: 75_000,
    options: [
      {
        name: 'Monthly ad budget',
        required: true,
        choices: [
          { label: 'Up to $2,000', priceMinor: 0 },
          { label: '$2,000 to $10,000', priceMinor: 25_000 },
        ],
      },
    ],
    deliverables: 'Live campaigns, a tracking check-list and a 30-day report.',
    deliveryDays: 14,
    tags: ['Ads'],
  },
  {
    key: 'landing',
    kind: 'service',
    name: 'Landing page build',
    description: '<p>One conversion page in your CRM funnel, written, designed and connected to your calendar.</p>',
    priceMinor: 60_000,
    options: [],
    deliverables: 'A published funnel page with its form, thank-you page and booking step.',
    deliveryDays: 7,
    tags: ['Websites'],
  },
  {
    key: 'seo',
    kind: 'service',
    name: 'Local SEO care',
    description: '<p>Every month: Google Business Profile posts, citation clean-up, review replies and a ranking report.</p>',
    priceMinor: 35_000,
    billing: 'month',
    options: [],
    deliverables: 'Four profile posts, review replies and a monthly ranking report.',
    deliveryDays: 30,
    tags: ['SEO'],
  },
  {
    key: 'snapshot',
    kind: 'snapshot',
    name: 'Real Estate Lead Machine (snapshot)',
    description: '<p>Our buyer and seller pipelines, valuation funnels and open house follow-ups, loaded into your account.</p>',
    priceMinor: 29_700,
    options: [],
    deliverables: 'The snapshot loaded into your location, with your business name and phone filled in.',
    deliveryDays: 1,
    tags: ['Snapshots'],
  },
];

/** Past orders, oldest first: each with its state and what its thread says. */
const ORDERS: {
  product: string;
  location: number;
  daysAgo: number;
  status: 'paid' | 'in_progress' | 'delivered' | 'refunded';
  options?: { name: string; choice: string }[];
  thread: { side: 'buyer' | 'seller' | 'system'; body: string; delivery?: boolean }[];
}[] = [
  {
    product: 'logo',
    location: 0,
    daysAgo: 32,
    status: 'delivered',
    options: [{ name: 'Revisions', choice: 'Five rounds' }],
    thread: [
      { side: 'buyer', body: 'We would like a tooth in the logo, but nothing cartoonish please.' },
      { side: 'seller', body: 'Noted: three clean directions coming on Friday.' },
      { side: 'system', body: 'Work started' },
      { side: 'seller', body: 'The final kit is in your shared drive. Thank you for the quick feedback!', delivery: true },
    ],
  },
  {
    product: 'ads',
    location: 1,
    daysAgo: 9,
    status: 'in_progress',
    options: [{ name: 'Monthly ad budget', choice: 'Up to $2,000' }],
    thread: [
      { side: 'system', body: 'Work started' },
      { side: 'seller', body: 'Could you share access to your Google Ads account (or accept our invite)?' },
      { side: 'buyer', body: 'Invite accepted just now.' },
    ],
  },
  { product: 'landing', location: 0, daysAgo: 2, status: 'paid', thread: [] },
  {
    product: 'landing',
    location: 1,
    daysAgo: 20,
    status: 'refunded',
    thread: [
      { side: 'buyer', body: 'Sorry, we bought this twice by mistake.' },
      { side: 'system', body: 'Refunded $600.00' },
    ],
  },
];

/**
 * Summit Growth's store (issue 23): services with options and deliverables, a monthly service, one of its snapshot
 * listings for sale, tags, two collections, and past orders in several states with their threads. The seed runs
 * before the Stripe sandbox starts: once it runs, demo-stripe.ts syncs the products and pays these orders there
 * (their `demo-` request keys name them). Idempotent: a Summit store already there is kept.
 */
export async function seedDemoStore(db: Db, now = Date.now()) {
  const [agency] = await db.select({ _id: agencies._id }).from(agencies).where(eq(agencies.email, SUMMIT_EMAIL));
  if (!agency) return;
  const [existing] = await db
    .select({ _id: serviceStores._id })
    .from(serviceStores)
    .where(eq(serviceStores.agencyId, agency._id));
  if (existing) return;
  const [listing] = await db
    .select({ _id: appSnapshots._id })
    .from(appSnapshots)
    .where(and(eq(appSnapshots.agencyId, agency._id), eq(appSnapshots.name, 'Real Estate Lead Machine')));
  const places = await db
    .select({ _id: locations._id })
    .from(locations)
    .where(eq(locations.agencyId, agency._id))
    .orderBy(locations.createdAt, locations._id);
  const people = await db
    .select({ _id: users._id, role: memberships.role, locationId: memberships.locationId })
    .from(memberships)
    .innerJoin(users, eq(users._id, memberships.userId))
    .where(eq(memberships.agencyId, agency._id));
  const seller = people.find((p) => p.role === 'agency_admin');

  await db.transaction(async (tx) => {
    const created = new Date(now - 60 * DAY);
    const [store] = await tx
      .insert(serviceStores)
      .values({
        agencyId: agency._id,
        name: 'Summit Growth Services',
        description: '<p>Done-for-you marketing from the Summit team: pick a service, pay by card, and follow it here.</p>',
        currency: 'USD',
        createdAt: created,
        updatedAt: created,
      })
      .returning();
    const tagRows = await tx
      .insert(storeTags)
      .values(TAGS.map((name) => ({ storeId: store!._id, name })))
      .returning();
    const productIds = new Map<string, string>();
    for (const [position, { key, tags, ...spec }] of PRODUCTS.entries()) {
      if (spec.kind === 'snapshot' && !listing) continue;
      const [row] = await tx
        .insert(storeProducts)
        .values({
          ...spec,
          storeId: store!._id,
          agencyId: agency._id,
          currency: 'USD',
          status: 'published',
          position,
          ...(spec.kind === 'snapshot' && { snapshotId: listing!._id }),
          createdAt: created,
          updatedAt: created,
        })
        .returning();
      productIds.set(key, row!._id);
      const tagIds = tagRows.filter((t) => tags.includes(t.name)).map((t) => t._id);
      if (tagIds.length > 0) await tx.insert(storeProductTags).values(tagIds.map((tagId) => ({ productId: row!._id, tagId })));
    }
    const shelves = [
      {
        name: 'Launch packages',
        description: 'Everything a new location needs in its first month.',
        keys: ['logo', 'landing', 'ads'],
      },
      { name: 'Ongoing growth', description: 'Monthly care and ready-made systems.', keys: ['seo', 'snapshot'] },
    ];
    for (const [position, shelf] of shelves.entries()) {
      const [row] = await tx
        .insert(storeCollections)
        .values({ storeId: store!._id, name: shelf.name, description: shelf.description, position })
        .returning();
      const ids = shelf.keys.flatMap((k) => (productIds.has(k) ? [productIds.get(k)!] : []));
      await tx
        .insert(storeCollectionProducts)
        .values(ids.map((productId, i) => ({ collectionId: row!._id, productId, position: i })));
    }

    for (const spec of ORDERS) {
      const product = PRODUCTS.find((p) => p.key === spec.product)!;
      const location = places[spec.location];
      if (!location) continue;
      const buyer = people.find((p) => p.locationId === location._id);
      const options = spec.options ?? [];
      const extra = options.reduce((sum, o) => {
        const choice = product.options?.find((x) => x.name === o.name)?.choices.find((c) => c.label === o.choice);
        return sum + (choice?.priceMinor ?? 0);
      }, 0);
      const amountMinor = product.priceMinor + extra;
      const paidAt = new Date(now - spec.daysAgo * DAY);
      const at = (days: number) => new Date(paidAt.getTime() + days * DAY);
      const [order] = await tx
        .insert(storeOrders)
        .values({
          storeId: store!._id,
          agencyId: agency._id,
          locationId: location._id,
          buyerUserId: buyer?._id ?? null,
          productId: productIds.get(spec.product)!,
          requestKey: `${DEMO_ORDER_KEY_PREFIX}${spec.product}-${spec.daysAgo}`,
          productName: product.name,
          kind: product.kind,
          options,
          amountMinor,
          currency: 'USD',
          feeMinor: Math.floor(amountMinor * 0.02),
          status: spec.status,
          stripeAccountId: DEMO_SUMMIT_ACCOUNT_ID,
          paidAt,
          dueAt: product.deliveryDays ? at(product.deliveryDays) : null,
          deliveredAt: spec.status === 'delivered' ? at(8) : null,
          refundedMinor: spec.status === 'refunded' ? amountMinor : 0,
          refundedAt: spec.status === 'refunded' ? at(1) : null,
          createdAt: paidAt,
          updatedAt: spec.status === 'paid' ? paidAt : at(2),
        })
        .returning();
      for (const [i, message] of spec.thread.entries()) {
        const author = message.side === 'buyer' ? buyer?._id : message.side === 'seller' ? seller?._id : null;
        await tx.insert(storeOrderMessages).values({
          orderId: order!._id,
          authorUserId: author ?? null,
          side: message.side,
          body: message.body,
          delivery: message.delivery ?? false,
          createdAt: at(0.5 + i),
        });
      }
    }
  });
}
