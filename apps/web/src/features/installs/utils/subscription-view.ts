import type { TAppSubscription } from '@atrium/contracts/app-billing';
import type { TInstallTargetInput } from '@atrium/contracts/installs';

/** When a subscription next changes: its trial's end, its renewal, or its end (cancelled at the period's end). */
export type SubscriptionMoment =
  | { kind: 'trial'; date: string }
  | { kind: 'renews'; date: string }
  | { kind: 'ends'; date: string }
  | { kind: 'past_due' }
  | { kind: 'none' };

export function subscriptionMoment(sub: TAppSubscription): SubscriptionMoment {
  if (sub.status === 'past_due' || sub.status === 'unpaid') return { kind: 'past_due' };
  const end = sub.currentPeriodEnd ?? sub.trialEndsAt;
  if (sub.cancelAtPeriodEnd && end) return { kind: 'ends', date: end };
  if (sub.status === 'trialing' && sub.trialEndsAt) return { kind: 'trial', date: sub.trialEndsAt };
  if (sub.currentPeriodEnd) return { kind: 'renews', date: sub.currentPeriodEnd };
  return { kind: 'none' };
}

/** Whether a subscription pays for installs at any of the places of an uninstall's target. */
export function coversTarget(sub: TAppSubscription, target: TInstallTargetInput): boolean {
  if (target.kind === 'all_locations') return sub.placesTarget.kind === 'locations';
  if (target.kind === 'agency') return sub.placesTarget.kind === 'agency';
  if (sub.placesTarget.kind !== 'locations') return false;
  const chosen = new Set(target.locationIds);
  return sub.placesTarget.locations.some((l) => chosen.has(l._id));
}

/** Whether an uninstall's target takes every place a subscription pays for: the subscription itself ends. */
function endsWhole(sub: TAppSubscription, target: TInstallTargetInput): boolean {
  if (!coversTarget(sub, target)) return false;
  if (target.kind !== 'locations' || sub.placesTarget.kind !== 'locations') return true;
  const chosen = new Set(target.locationIds);
  return sub.placesTarget.locations.every((l) => chosen.has(l._id));
}

/**
 * The date an uninstall of paid installs takes effect at the period's end: the earliest end among the subscriptions
 * it ends whole; null when it ends none. Giving up some of a subscription's locations is not an end: the server
 * lowers its quantity (a prorated credit) and removes those installs at once.
 */
export function paidEndDate(subs: TAppSubscription[], target: TInstallTargetInput): string | null {
  const dates = subs
    .filter((sub) => endsWhole(sub, target))
    .map((sub) => sub.currentPeriodEnd ?? sub.trialEndsAt)
    .filter((d): d is string => Boolean(d))
    .sort();
  return dates[0] ?? null;
}
