import type { TAppBillingPurchase } from '@atrium/contracts/app-billing';
import type { TInstallTargetInput } from '@atrium/contracts/installs';
import { isPaymentsUnavailable, useQuote } from '@/features/installs/api/paid-checkout';
import { isPaidPlan } from '@/features/installs/utils/format';
import type { InstallableApp } from '@/features/installs/utils/install-panel-view';

/**
 * What the install dialog knows about paying for its choice: whether the plan is paid, the server's quote for the
 * places chosen, and whether the app can take payments at all. The last is asked once on opening (the first paid
 * plan, for the agency or all locations), so the paid plans say so before anyone picks one: it is the partner's
 * Stripe account that decides, the same for every plan.
 */
export function usePaidChoice({
  app,
  planId,
  target,
  canBuy,
  probeTarget,
}: {
  app: InstallableApp;
  planId: string | null;
  target: TInstallTargetInput | null;
  /** Agency admins buy; others see the price only. */
  canBuy: boolean;
  probeTarget: TInstallTargetInput;
}) {
  const plan = app.plans.find((p) => p._id === planId) ?? null;
  const paid = plan !== null && isPaidPlan(plan);
  const firstPaid = app.plans.find(isPaidPlan) ?? null;
  const purchase: TAppBillingPurchase | null =
    paid && canBuy && target && plan ? { appId: app._id, planId: plan._id, target } : null;
  const quote = useQuote(purchase);
  const probe = useQuote(canBuy && firstPaid ? { appId: app._id, planId: firstPaid._id, target: probeTarget } : null);
  const unavailable = isPaymentsUnavailable(probe.error) || isPaymentsUnavailable(quote.error);
  // The quote on screen must be the one of the current choice (the previous one shows while the next loads).
  const current = purchase !== null && !quote.isPlaceholderData ? (quote.data ?? null) : null;
  return { paid, purchase, quote, shown: purchase !== null ? (quote.data ?? null) : null, current, unavailable };
}
