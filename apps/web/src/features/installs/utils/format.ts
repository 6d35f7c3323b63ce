import type { TAppPlan } from '@atrium/contracts/apps';
import type { TFunction } from 'i18next';
import { findLanguage } from '../../../lib/languages';

// The product's Arabic code 'ae' is not a BCP 47 tag; its html lang ('ar') is.
const toLocale = (language: string) => findLanguage(language).htmlLang;

export function formatDate(iso: string, language: string): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return iso;
  return new Intl.DateTimeFormat(toLocale(language), { dateStyle: 'medium' }).format(value);
}

/** Whole cents as money; whole amounts without ",00" ("$19", not "$19.00"). */
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

type PricedPlan = Pick<TAppPlan, 'model' | 'priceCents' | 'currency'>;

/** "Free", "$19/month", "$190/year", "$228 once" (freemium upgrades bill monthly). */
export function planPrice(t: TFunction<'installs'>, plan: PricedPlan, language: string): string {
  if (plan.model === 'free' || plan.priceCents === 0) return t('price.free');
  const price = formatMoney(plan.priceCents, plan.currency, language);
  if (plan.model === 'yearly') return t('price.perYear', { price });
  if (plan.model === 'one_time') return t('price.oneTime', { price });
  return t('price.perMonth', { price });
}

/** A saved secret as it is shown again: dots and its last 4 characters. */
export const maskSecret = (last4: string) => `••••${last4}`;
