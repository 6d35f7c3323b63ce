import type { TAppType } from '@atrium/contracts/app-values';
import type { TAppStatus } from '@atrium/contracts/apps';
import { NESTED_STORE_IDS } from '@atrium/contracts/hosts';
import type { Db } from '../db/client';
import { refreshAppDerivedColumns } from '../modules/apps/app-derived';
import { appPlans, appReviews, apps, appVersions, nestedStoreApps, nestedStores, partners } from '../modules/apps/apps.tables';
import { plansFor, reviewsFor, versionsFor } from './demo-app-activity';
import { type DemoImage, demoImageKey } from './demo-app-media';
import { PROFILES } from './demo-app-profiles';
import { brandOf, describeApp, describePartner, PARTNER_NAMES } from './demo-app-text';
import { MARKS } from './demo-art-glyphs';
import { ICON_STYLES, iconSvg, PALETTES } from './demo-art-icons';
import { screenSvg } from './demo-art-screens';
import { random } from './demo-random';

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

const TYPES = Object.keys(PROFILES) as TAppType[];
const MARK_NAMES = Object.keys(MARKS) as (keyof typeof MARKS)[];
const DAY = 86_400_000;

/** Mostly live; a few drafts, apps waiting for review and deprecated apps, at fixed places so every size has some. */
const statusOf = (i: number): TAppStatus =>
  i % 53 === 17 ? 'draft' : i % 61 === 29 ? 'in_review' : i % 67 === 41 ? 'deprecated' : 'live';

/**
 * Generates and inserts a catalogue of `size` apps (mostly live, a few draft, in review or deprecated) with
 * partners, plans, versions, reviews and the five nested stores. `now` fixes the dates for tests. With `art`,
 * apps and partners get icon, screenshot and logo addresses, and the pictures to store there are returned (see
 * storeDemoImages); without it (tests, benchmarks) nothing is drawn.
 */
export async function seedCatalogue(
  db: Db,
  { size = 168, seed = 7, now = Date.now(), art = false } = {},
): Promise<{ appIds: string[]; images: DemoImage[] }> {
  const r = random(seed);
  const images: DemoImage[] = [];
  const picture = (svg: string) => {
    const key = demoImageKey(svg);
    images.push({ key, svg });
    return `/uploads/${key}`;
  };
  const partnerCount = Math.min(PARTNER_NAMES.length, Math.max(4, Math.ceil(size / 7)));
  const partnerNames = PARTNER_NAMES.slice(0, partnerCount);
  const partnerRows = await db
    .insert(partners)
    .values(
      partnerNames.map((name, i) => {
        const logo = { glyph: MARK_NAMES[i % MARK_NAMES.length]!, palette: PALETTES[(i * 5 + 3) % PALETTES.length]! };
        return {
          slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          name,
          ...describePartner(i, name, TYPES[i % TYPES.length]!),
          logoUrl: art ? picture(iconSvg({ ...logo, style: ICON_STYLES[(i + 2) % ICON_STYLES.length]!, angle: i * 47 })) : null,
          website: `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`,
        };
      }),
    )
    .returning({ _id: partners._id });

  const names = new Set<string>();
  const appValues = Array.from({ length: size }, (_, i) => {
    const type = TYPES[i % TYPES.length]!;
    // The j-th app of its type is the j-th kind of that type, round and round: small catalogues get the first kinds.
    const j = Math.floor(i / TYPES.length);
    const kinds = PROFILES[type];
    const profile = kinds[j % kinds.length]!;
    const occurrence = Math.floor(j / kinds.length);
    const partnerIndex = i % partnerCount;
    const partner = partnerNames[partnerIndex]!;
    const brand = brandOf(partner);
    let name = `${brand} ${profile.noun}`;
    for (let n = 2; names.has(name); n++) name = `${brand} ${profile.noun} ${n}`;
    names.add(name);
    const status = statusOf(i);
    const published = status === 'live' || status === 'deprecated';
    const installTarget = r.pick(['agency', 'location', 'both', 'both'] as const);
    const publishedAt = published ? new Date(now - r.int(20, 730) * DAY) : null;
    // Installs across the whole marketplace, at least a couple of dozen for a published app; none before publication.
    const installCount = published ? Math.floor(10 ** (1.3 + r.next() * 3.4)) : 0;
    const palette = PALETTES[(i * 7 + partnerIndex) % PALETTES.length]!;
    const pictures = random(seed * 7919 + i);
    return {
      partnerId: partnerRows[partnerIndex]!._id,
      name,
      tagline: profile.taglines[occurrence % profile.taglines.length]!,
      description: describeApp({ name, partner, profile, occurrence, installTarget }),
      iconUrl: art
        ? picture(
            iconSvg({ glyph: profile.glyph, palette, style: ICON_STYLES[(i + j) % ICON_STYLES.length]!, angle: (i * 53) % 360 }),
          )
        : null,
      screenshots: art
        ? profile.screens.map((kind) => {
            const shot = screenSvg({
              kind,
              appName: name,
              glyph: profile.glyph,
              palette,
              features: profile.features,
              random: pictures.next,
            });
            return { url: picture(shot.svg), caption: shot.caption };
          })
        : [],
      type,
      categories: [...profile.categories],
      tags: [profile.noun.toLowerCase(), type.replace(/_/g, ' ')],
      installTarget,
      status,
      publishedAt,
      installCount,
      supportWebsite: `https://support.${brand.toLowerCase()}.example`,
      supportEmail: `help@${brand.toLowerCase()}.example`,
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
  appRows.forEach(({ _id }, i) => {
    const { publishedAt, installCount } = appValues[i]!;
    plans.push(...plansFor(r, _id, i));
    versions.push(...versionsFor(r, _id, publishedAt, now));
    reviews.push(...reviewsFor(r, { _id, publishedAt, installCount }, now));
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
  return { appIds, images };
}
