import type { TAppBillingInterval, TAppSubscription } from '@atrium/contracts/app-billing';
import type { TFunction } from 'i18next';
import type { PillTone } from '@/components/ui/status-pill';
import { formatMoney } from '@/lib/format';

/** "$970/year", "$19/month", "$228 one-time". */
export function priceEach(t: TFunction<'billing'>, minor: number, currency: string, interval: TAppBillingInterval, lng: string) {
  return t(`price.${interval}`, { price: formatMoney(minor, currency, lng) });
}

/** What a subscription pays for: "Beacon Chat · Pro", or the bundle's name. */
export const subscriptionName = (sub: TAppSubscription) =>
  sub.bundle ? sub.bundle.name : [sub.app?.name, sub.plan?.name].filter(Boolean).join(' · ');

export type SubscriptionState = 'trial' | 'active' | 'ending' | 'past_due' | 'paused' | 'other';

export function subscriptionState(sub: TAppSubscription): SubscriptionState {
  if (sub.status === 'past_due' || sub.status === 'unpaid') return 'past_due';
  if (sub.cancelAtPeriodEnd) return 'ending';
  if (sub.status === 'trialing') return 'trial';
  if (sub.status === 'active') return 'active';
  if (sub.status === 'paused') return 'paused';
  return 'other';
}

export const STATE_TONE: Record<SubscriptionState, PillTone> = {
  trial: 'busy',
  active: 'good',
  ending: 'warn',
  past_due: 'bad',
  paused: 'idle',
  other: 'idle',
};

/** Stripe's invoice statuses and how they look; an unknown one reads as itself. */
export const INVOICE_TONE: Record<string, PillTone> = {
  paid: 'good',
  open: 'warn',
  draft: 'idle',
  uncollectible: 'bad',
  void: 'idle',
};

/** "12/2030": a card's expiry as printed on it. */
export const cardExpiry = (month: number, year: number) => `${String(month).padStart(2, '0')}/${year}`;

/** A card that expires before this month ends is worth saying so. */
export function cardExpired(month: number, year: number, now = new Date()): boolean {
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}
