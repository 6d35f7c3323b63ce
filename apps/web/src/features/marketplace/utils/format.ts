import type { TAppPlan, TAppPricingSummary, TPricingModel } from '@atrium/contracts/apps';
import type { TFunction } from 'i18next';
import { formatMoney } from '@/lib/format';

/** A paid price with its period: "$19/mo", "$190/yr", "$228 one-time". Freemium upgrades bill monthly. */
export function formatPrice(
  t: TFunction<'marketplace'>,
  cents: number,
  model: TPricingModel,
  currency: string,
  language: string,
) {
  const price = formatMoney(cents, currency, language);
  if (model === 'yearly') return t('price.perYear', { price });
  if (model === 'one_time') return t('price.oneTime', { price });
  return t('price.perMonth', { price });
}

/** The card's price line: Free / Free plan available / From $X/mo. */
export function pricingLabel(t: TFunction<'marketplace'>, pricing: TAppPricingSummary, language: string): string {
  if (pricing.kind === 'free') return t('price.free');
  if (pricing.kind === 'freemium') return t('price.freemium');
  if (pricing.fromCents === null) return t('price.paid');
  return t('price.from', {
    price: formatPrice(t, pricing.fromCents, pricing.fromModel ?? 'monthly', pricing.currency, language),
  });
}

/** A plan's headline price: "Free" or the paid price with its period. */
export function planPriceLabel(t: TFunction<'marketplace'>, plan: TAppPlan, language: string): string {
  if (plan.model === 'free' || plan.priceCents === 0) return t('price.free');
  return formatPrice(t, plan.priceCents, plan.model, plan.currency, language);
}
