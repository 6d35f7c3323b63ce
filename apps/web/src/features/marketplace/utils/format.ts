import type { TAppPlan, TAppPricingSummary, TPricingModel } from '@atrium/contracts/apps';
import type { TFunction } from 'i18next';
import { findLanguage } from '../../../lib/languages';

// The product's Arabic code 'ae' is not a BCP 47 tag (it would mean Avestan); the html lang ('ar') is.
const toLocale = (language: string) => findLanguage(language).htmlLang;

/** 12,400 -> "12K", in the reader's language. */
export function formatCompact(value: number, language: string): string {
  return new Intl.NumberFormat(toLocale(language), { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(toLocale(language)).format(value);
}

/** Whole cents as money; whole amounts without ",00" (a card reads "$19", not "$19.00"). */
export function formatMoney(cents: number, currency: string, language: string): string {
  const whole = cents % 100 === 0;
  try {
    return new Intl.NumberFormat(toLocale(language), {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(whole ? 0 : 2)} ${currency}`;
  }
}

export function formatDate(iso: string, language: string): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  return new Intl.DateTimeFormat(toLocale(language), { dateStyle: 'medium' }).format(value);
}

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
