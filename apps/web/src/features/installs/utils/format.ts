import type { TAppBillingInterval } from '@atrium/contracts/app-billing';
import type { TAppPlan } from '@atrium/contracts/apps';
import type { TFunction } from 'i18next';
import { formatMoney } from '@/lib/format';

type PricedPlan = Pick<TAppPlan, 'model' | 'priceCents' | 'currency'>;

/** "Free", "$19/month", "$190/year", "$228 once" (freemium upgrades bill monthly). */
export function planPrice(t: TFunction<'installs'>, plan: PricedPlan, language: string): string {
  if (plan.model === 'free' || plan.priceCents === 0) return t('price.free');
  const price = formatMoney(plan.priceCents, plan.currency, language);
  if (plan.model === 'yearly') return t('price.perYear', { price });
  if (plan.model === 'one_time') return t('price.oneTime', { price });
  return t('price.perMonth', { price });
}

/** A paid plan: one the install dialog sends to checkout rather than installing at once. */
export const isPaidPlan = (plan: Pick<TAppPlan, 'model' | 'priceCents'>) => plan.model !== 'free' && plan.priceCents > 0;

/** An amount with how often it is charged: "$970/year", "$19/month", "$228 one-time". */
export function intervalPrice(
  t: TFunction<'installs'>,
  minor: number,
  currency: string,
  interval: TAppBillingInterval,
  language: string,
): string {
  const price = formatMoney(minor, currency, language);
  if (interval === 'year') return t('price.perYear', { price });
  if (interval === 'one_time') return t('price.oneTime', { price });
  return t('price.perMonth', { price });
}

/** A saved secret as it is shown again: dots and its last 4 characters. */
export const maskSecret = (last4: string) => `••••${last4}`;
