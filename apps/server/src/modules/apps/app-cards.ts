import type { TAppCard, TAppPlan, TAppPricingSummary } from '@atrium/contracts/apps';
import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appPlans, apps, partners } from './apps.tables';

type AppRow = typeof apps.$inferSelect;
type PlanRow = typeof appPlans.$inferSelect;
/** What the price summary reads of a plan. */
export type PricedPlan = Pick<PlanRow, 'model' | 'priceCents' | 'currency' | 'trialDays'>;
/** What a plan shows on the app page. */
export type ShownPlan = PricedPlan & Pick<PlanRow, '_id' | 'name' | 'features'>;

/** The columns a card needs, with its partner: one select shared by every list endpoint. */
const partnerColumns = { _id: partners._id, name: partners.name, slug: partners.slug };
export const cardColumns = {
  // Only what a card shows: lists never carry descriptions or the search vector.
  app: {
    _id: apps._id,
    name: apps.name,
    tagline: apps.tagline,
    iconUrl: apps.iconUrl,
    type: apps.type,
    categories: apps.categories,
    installTarget: apps.installTarget,
    ratingCount: apps.ratingCount,
    ratingSum: apps.ratingSum,
    installCount: apps.installCount,
    publishedAt: apps.publishedAt,
  },
  partner: partnerColumns,
};
type CardAppFields = keyof typeof cardColumns.app;
export type CardRow = { app: Pick<AppRow, CardAppFields>; partner: { _id: string; name: string; slug: string } };

export const toPlan = (row: ShownPlan): TAppPlan => ({
  _id: row._id,
  name: row.name,
  model: row.model,
  priceCents: row.priceCents,
  currency: row.currency,
  trialDays: row.trialDays,
  features: row.features,
});

/** Free when every plan is free; freemium when a free plan sits beside paid ones; else paid from the cheapest. */
export function pricingSummary(plans: readonly PricedPlan[]): TAppPricingSummary {
  const paid = plans.filter((p) => p.model !== 'free' && p.priceCents > 0).sort((a, b) => a.priceCents - b.priceCents);
  const trialDays = Math.max(0, ...plans.map((p) => p.trialDays));
  const cheapest = paid[0];
  if (!cheapest) return { kind: 'free', fromCents: null, fromModel: null, currency: plans[0]?.currency ?? 'USD', trialDays };
  const hasFree = plans.some((p) => p.model === 'free' || p.model === 'freemium' || p.priceCents === 0);
  return {
    kind: hasFree ? 'freemium' : 'paid',
    fromCents: cheapest.priceCents,
    fromModel: cheapest.model,
    currency: cheapest.currency,
    trialDays,
  };
}

export const ratingAverage = (row: Pick<AppRow, 'ratingCount' | 'ratingSum'>) =>
  row.ratingCount === 0 ? null : Math.round((row.ratingSum / row.ratingCount) * 10) / 10;

export function toAppCard({ app, partner }: CardRow, plans: readonly PricedPlan[]): TAppCard {
  return {
    _id: app._id,
    name: app.name,
    tagline: app.tagline,
    iconUrl: app.iconUrl,
    type: app.type,
    categories: app.categories,
    partner,
    pricing: pricingSummary(plans),
    installTarget: app.installTarget,
    rating: { average: ratingAverage(app), count: app.ratingCount },
    installCount: app.installCount,
    publishedAt: app.publishedAt?.toISOString() ?? null,
  };
}

/** The plans of several apps in one query, grouped by app, in each app's own order. */
export async function plansByApp(db: Db, appIds: readonly string[]): Promise<Map<string, PlanRow[]>> {
  const byApp = new Map<string, PlanRow[]>();
  if (appIds.length === 0) return byApp;
  const rows = await db
    .select()
    .from(appPlans)
    .where(inArray(appPlans.appId, [...appIds]))
    .orderBy(asc(appPlans.appId), asc(appPlans.position));
  for (const row of rows) byApp.set(row.appId, [...(byApp.get(row.appId) ?? []), row]);
  return byApp;
}

/** Cards for rows already loaded with `cardColumns`, keeping their order. */
export async function toAppCards(db: Db, rows: readonly CardRow[]): Promise<TAppCard[]> {
  const plans = await plansByApp(
    db,
    rows.map((r) => r.app._id),
  );
  return rows.map((row) => toAppCard(row, plans.get(row.app._id) ?? []));
}

/** A select of cards (apps joined to their partner), for the caller to filter, order and limit. */
export const selectCards = (db: Db) => db.select(cardColumns).from(apps).innerJoin(partners, eq(partners._id, apps.partnerId));

// Every column but the search vector, which is PostgreSQL's business and slow to parse.
const { search: _search, ...appColumns } = getTableColumns(apps);

/** The whole app row with its partner, for the app page. */
export const selectFullApps = (db: Db) =>
  db.select({ app: appColumns, partner: partnerColumns }).from(apps).innerJoin(partners, eq(partners._id, apps.partnerId));

/** A card as the hand-written catalogue SQL returns it: snake_case columns, plans as [model, cents, currency, trial days]. */
export interface RawCardRow {
  id: string;
  name: string;
  tagline: string;
  icon_url: string | null;
  type: CardRow['app']['type'];
  categories: string[];
  install_target: CardRow['app']['installTarget'];
  rating_count: number;
  rating_sum: number;
  install_count: number;
  published_at: Date | null;
  partner_id: string;
  partner_name: string;
  partner_slug: string;
  plans: [PricedPlan['model'], number, string, number][];
}

export const toCardFromRaw = (r: RawCardRow): TAppCard =>
  toAppCard(
    {
      app: {
        _id: r.id,
        name: r.name,
        tagline: r.tagline,
        iconUrl: r.icon_url,
        type: r.type,
        categories: r.categories,
        installTarget: r.install_target,
        ratingCount: r.rating_count,
        ratingSum: r.rating_sum,
        installCount: r.install_count,
        publishedAt: r.published_at,
      },
      partner: { _id: r.partner_id, name: r.partner_name, slug: r.partner_slug },
    },
    r.plans.map(([model, priceCents, currency, trialDays]) => ({ model, priceCents, currency, trialDays })),
  );
