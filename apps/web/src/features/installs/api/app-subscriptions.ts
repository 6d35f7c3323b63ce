import { appBillingEndpoints, type TAppPlanChangePreview, type TAppSubscription } from '@atrium/contracts/app-billing';
import type { TBundleSlug } from '@atrium/contracts/apps';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { installKeys } from './install-keys';

export interface SubscriptionsOf {
  appId?: string;
  bundleSlug?: TBundleSlug;
}

/** GET /api/v1/app/billing/subscriptions?app_id=|bundle_slug=: the agency's current subscriptions of one app or bundle. */
export function getAppSubscriptions(
  of: SubscriptionsOf,
  token: string | null,
  signal?: AbortSignal,
): Promise<TAppSubscription[]> {
  return apiFetch(appBillingEndpoints.subscriptions, {
    query: { app_id: of.appId, bundle_slug: of.bundleSlug, state: 'current' },
    token,
    signal,
  });
}

/** Only the agency's team has subscriptions to read (`enabled` false for everyone else: no call). */
export function useAppSubscriptions(of: SubscriptionsOf, enabled: boolean) {
  const { token } = useSession();
  return useQuery({
    queryKey: installKeys.subscriptions(of),
    queryFn: ({ signal }) => getAppSubscriptions(of, token, signal),
    enabled: enabled && Boolean(token),
  });
}

/** POST /app/billing/subscriptions/:id/change-plan/preview: what moving to another plan costs now (prorated). */
export function usePlanChangePreview(subscriptionId: string, planId: string | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: ['installs', 'plan-change', subscriptionId, planId],
    queryFn: (): Promise<TAppPlanChangePreview> =>
      apiFetch(appBillingEndpoints.previewPlanChange, { params: { id: subscriptionId }, body: { planId: planId ?? '' }, token }),
    enabled: planId !== null && Boolean(token),
    retry: false,
  });
}

type SubscriptionWrite =
  | { kind: 'change-plan'; id: string; planId: string }
  | { kind: 'cancel'; id: string; when: 'period_end' | 'now' }
  | { kind: 'resume'; id: string };

function writeSubscription(write: SubscriptionWrite, token: string | null): Promise<TAppSubscription> {
  const params = { id: write.id };
  if (write.kind === 'change-plan')
    return apiFetch(appBillingEndpoints.changePlan, { params, body: { planId: write.planId }, token });
  if (write.kind === 'cancel') return apiFetch(appBillingEndpoints.cancel, { params, body: { when: write.when }, token });
  return apiFetch(appBillingEndpoints.resume, { params, token });
}

/**
 * Changing plan, cancelling or resuming one subscription: its installs may follow (a new plan, removed now), so
 * everything the feature shows is read again.
 */
export function useSubscriptionWrite() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: SubscriptionWrite) => writeSubscription(write, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: installKeys.all }),
  });
}
