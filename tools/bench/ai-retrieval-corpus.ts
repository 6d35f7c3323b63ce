// A knowledge base at issue 24's scale for the retrieval bench: 20,000 passages of varied English help text owned by
// the platform and by many agencies (the demo's two among them, so their people read a realistic share), written
// straight into the passages table with the knowledge-base articles they come from (visibility is decided by the
// articles' own read rules, so the articles must exist). Deterministic: the same seed gives the same corpus.
import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { knowledgePassages } from '../../apps/server/src/modules/ai-knowledge/ai-knowledge.tables';
import { refreshAllTermStats } from '../../apps/server/src/modules/ai-knowledge/term-stats';
import { docs, docsCategories } from '../../apps/server/src/modules/education/docs.tables';
import { agencies } from '../../apps/server/src/platform/tenancy/tenancy.tables';
import { type Random, random } from '../../apps/server/src/seed/demo-random';

export const CORPUS_PASSAGES = 20_000;
const AGENCIES = 60;
const PASSAGES_PER_ARTICLE = 4;
/** The platform's share; the rest is split evenly between the generated agencies and the demo's two. */
const PLATFORM_SHARE = 0.1;

const INDUSTRIES = [
  'dental practice',
  'fitness studio',
  'real estate team',
  'law firm',
  'roofing company',
  'med spa',
  'restaurant',
  'plumbing business',
  'HVAC contractor',
  'chiropractic clinic',
  'hair salon',
  'insurance agency',
  'yoga studio',
  'veterinary clinic',
  'auto repair shop',
  'wedding photographer',
  'mortgage broker',
  'landscaping crew',
  'physical therapy clinic',
  'coaching business',
  'cleaning service',
  'pest control company',
  'solar installer',
  'martial arts school',
  'accounting firm',
  'daycare centre',
  'tattoo studio',
  'car dealership',
  'bakery',
  'pool builder',
] as const;
const FEATURES = [
  'appointment reminders',
  'the booking calendar',
  'invoices',
  'two-way SMS',
  'the sales pipeline',
  'review requests',
  'email campaigns',
  'missed-call text back',
  'the client portal',
  'membership renewals',
  'intake forms',
  'payment links',
  'the chat widget',
  'Facebook lead ads',
  'Google Business messages',
  'call tracking numbers',
  'workflow triggers',
  'landing page funnels',
  'surveys',
  'proposal templates',
  'recurring subscriptions',
  'the mobile app',
  'the unified inbox',
  'contact tags',
  'smart lists',
  'custom fields',
  'user permissions',
  'the reporting dashboard',
  'coupon codes',
  'webinar registrations',
  'course memberships',
  'voicemail drops',
  'the social planner',
  'affiliate payouts',
  'domain settings',
  'email deliverability',
  'calendar round robin',
  'text-to-pay',
  'gift cards',
  'waitlists',
] as const;
const VERBS = [
  'set up',
  'turn on',
  'configure',
  'connect',
  'customise',
  'pause',
  'export',
  'import',
  'test',
  'schedule',
  'archive',
  'duplicate',
  'share',
  'review',
  'rename',
  'troubleshoot',
] as const;
const PROBLEMS = [
  'messages are not being delivered',
  'the time zone looks wrong',
  'customers see an old price',
  'a form submits twice',
  'the link opens a blank page',
  'replies land in the wrong inbox',
  'numbers fail carrier registration',
  'a workflow stops halfway',
  'bookings overlap',
  'the card is declined',
  'an import skips rows',
  'emails go to spam',
] as const;
const FIRST_NAMES = [
  'Ana',
  'Ben',
  'Chloe',
  'Dev',
  'Elif',
  'Farah',
  'Gus',
  'Hana',
  'Ivan',
  'Jade',
  'Kofi',
  'Lena',
  'Marco',
  'Nia',
];
const PLACES = ['Austin', 'Denver', 'Leeds', 'Dublin', 'Perth', 'Toronto', 'Lisbon', 'Cape Town', 'Auckland', 'Boise'];
const BRANDS = ['Brightpath', 'Northwind', 'Clearview', 'Bluepeak', 'Evergreen', 'Lighthouse', 'Redwood', 'Silverline'];

const pick = <T>(rng: Random, list: readonly T[]) => rng.pick(list);

/** One sentence of help text, from a few shapes real knowledge bases use (steps, answers, notes, cautions). */
function sentence(rng: Random, ctx: { industry: string; brand: string; feature: string }): string {
  const other = pick(rng, FEATURES);
  const shapes = [
    () => `To ${pick(rng, VERBS)} ${ctx.feature}, open Settings, choose ${other}, and press Save when you are done.`,
    () =>
      `Most ${ctx.industry} owners ${pick(rng, VERBS)} ${ctx.feature} in the first week, before they ${pick(rng, VERBS)} ${other}.`,
    () =>
      `If ${pick(rng, PROBLEMS)}, check ${other} first: it is the usual cause, and ${pick(rng, FIRST_NAMES)} at ${ctx.brand} can help.`,
    () => `${ctx.brand} clients in ${pick(rng, PLACES)} use ${ctx.feature} together with ${other} to keep every lead warm.`,
    () =>
      `You can ${pick(rng, VERBS)} ${ctx.feature} for one location or for all of them; changes apply within ${rng.int(2, 30)} minutes.`,
    () => `Note that ${ctx.feature} counts towards your monthly plan, so ${pick(rng, VERBS)} ${other} only where it pays off.`,
    () => `A ${ctx.industry} usually sends ${rng.int(20, 900)} messages a month through ${ctx.feature} without extra cost.`,
    () => `When ${pick(rng, PROBLEMS)}, ${pick(rng, VERBS)} ${ctx.feature} again and wait a few minutes before testing.`,
    () => `Ask ${pick(rng, FIRST_NAMES)} from the ${ctx.brand} onboarding team for a walkthrough of ${ctx.feature}.`,
  ];
  return pick(rng, shapes)();
}

/** A passage of about 100 to 200 words, like passage-split.ts makes. */
function passageText(rng: Random, ctx: { industry: string; brand: string; feature: string }): string {
  const sentences: string[] = [];
  let words = 0;
  const target = rng.int(100, 200);
  while (words < target) {
    const s = sentence(rng, ctx);
    sentences.push(s);
    words += s.split(' ').length;
  }
  return sentences.join(' ');
}

const articleTitle = (rng: Random, feature: string, industry: string) =>
  pick(rng, [
    `How to ${pick(rng, VERBS)} ${feature}`,
    `${feature[0]!.toUpperCase()}${feature.slice(1)} for a ${industry}`,
    `Troubleshooting ${feature}`,
    `Getting started with ${feature}`,
  ]);

/** An owner's share of the corpus: articles in one knowledge-base category, their passages written directly. */
async function fillOwner(
  db: Db,
  rng: Random,
  owner: { agencyId: string | null; brand: string; industry: string },
  passages: number,
) {
  const [category] = await db
    .insert(docsCategories)
    .values({ agencyId: owner.agencyId, name: `${owner.brand} help centre` })
    .returning({ id: docsCategories._id });
  const rows: (typeof knowledgePassages.$inferInsert)[] = [];
  for (let made = 0; made < passages; made += PASSAGES_PER_ARTICLE) {
    const feature = pick(rng, FEATURES);
    const industry = rng.next() < 0.7 ? owner.industry : pick(rng, INDUSTRIES);
    const title = articleTitle(rng, feature, industry);
    const ctx = { industry, brand: owner.brand, feature };
    const texts = Array.from({ length: Math.min(PASSAGES_PER_ARTICLE, passages - made) }, () => passageText(rng, ctx));
    const [doc] = await db
      .insert(docs)
      .values({
        agencyId: owner.agencyId,
        categoryId: category!.id,
        title,
        summary: texts[0]!,
        sections: texts.slice(1).map((body, i) => ({ heading: `Part ${i + 2}`, body })),
      })
      .returning({ id: docs._id });
    for (const [position, text] of texts.entries())
      rows.push({
        agencyId: owner.agencyId,
        sourceKind: 'doc',
        sourceId: doc!.id,
        title,
        url: `/knowledgebase/${doc!.id}`,
        text,
        position,
        contentHash: createHash('sha256').update(title).update('\0').update(text).digest('hex'),
      });
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(knowledgePassages).values(rows.slice(i, i + 500));
}

/**
 * Fills the bench's database with the corpus, then rebuilds the term statistics as indexing would; the demo must be
 * seeded first (its two agencies get a share).
 */
export async function loadRetrievalCorpus(db: Db, total = CORPUS_PASSAGES): Promise<void> {
  const rng = random(24);
  const demoAgencies = await db
    .select({ id: agencies._id, name: agencies.name })
    .from(agencies)
    .where(inArray(agencies.name, ['Summit Growth Agency', 'Harbor Digital']));
  if (demoAgencies.length !== 2) throw new Error('Seed the demo before the retrieval corpus');
  const made = await db
    .insert(agencies)
    .values(Array.from({ length: AGENCIES }, (_, i) => ({ name: `${pick(rng, BRANDS)} Marketing ${i + 1}` })))
    .returning({ id: agencies._id, name: agencies.name });
  const platform = Math.round(total * PLATFORM_SHARE);
  const owners = [...demoAgencies, ...made];
  const each = Math.floor((total - platform) / owners.length);
  await fillOwner(db, rng, { agencyId: null, brand: 'Atrium', industry: pick(rng, INDUSTRIES) }, total - each * owners.length);
  for (const agency of owners) {
    const brand = agency.name.split(' ')[0]!;
    await fillOwner(db, rng, { agencyId: agency.id, brand, industry: pick(rng, INDUSTRIES) }, each);
  }
  await refreshAllTermStats(db);
}

/** Questions as people ask them of such a knowledge base: a feature, often a problem, sometimes their trade. */
export function corpusQuestions(count: number): string[] {
  const rng = random(2024);
  return Array.from({ length: count }, () => {
    const feature = pick(rng, FEATURES);
    return pick(rng, [
      () => `how do I ${pick(rng, VERBS)} ${feature}`,
      () => `${pick(rng, PROBLEMS)} with ${feature}, what do I do?`,
      () => `${feature} for my ${pick(rng, INDUSTRIES)}`,
      () => `can ${pick(rng, BRANDS)} help me ${pick(rng, VERBS)} ${feature} in ${pick(rng, PLACES)}`,
      () => `why ${pick(rng, PROBLEMS)}`,
    ])();
  });
}
