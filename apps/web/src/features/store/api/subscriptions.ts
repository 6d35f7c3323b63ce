import type { TPage } from '@atrium/contracts/endpoint';
import { storeEndpoints, type TChangeSubscription, type TStoreSubscription } from '@atrium/contracts/store';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { OrderSide } from './orders';
import { storeKeys } from './store-keys';

export interface SubscriptionFilters {
  storeId?: string;
  status?: TStoreSubscription['status'];
  locationId?: string;
}

/** The agency's store subscriptions (`app_creator/subscriptions`) or the location's own (`subscriptions`). */
export const useSubscriptionList = (side: OrderSide, filters: SubscriptionFilters = {}) =>
  useInfiniteQuery({
    queryKey: side === 'seller' ? storeKeys.subscriptionList(filters) : storeKeys.mySubscriptions,
    queryFn: ({ pageParam, signal }): Promise<TPage<TStoreSubscription>> =>
      apiFetch(side === 'seller' ? storeEndpoints.subscriptions : storeEndpoints.mySubscriptions, {
        query: {
          limit: 20,
          cursor: pageParam,
          store_id: filters.storeId,
          status: filters.status,
          location_id: filters.locationId,
        },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

/** POST /api/agency_app/cancel_subscription: at the end of the period (the default) or at once. */
export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { subscriptionId: string; when: 'period_end' | 'now' }) =>
      apiFetch(storeEndpoints.cancelSubscription, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: storeKeys.subscriptions }),
  });
}

/**
 * POST /api/agency_app/preview_change_subscription: what moving to another plan costs for the rest of the period.
 * A question, not a change, so it is a query (null: nothing chosen yet); never cached past the dialog.
 */
export const useSubscriptionChangePreview = (body: TChangeSubscription | null) =>
  useQuery({
    queryKey: [...storeKeys.subscriptionChange, body],
    queryFn: ({ signal }) => apiFetch(storeEndpoints.previewSubscriptionChange, { body: body!, signal }),
    enabled: body !== null,
    gcTime: 0,
    retry: false,
  });

/** POST /api/agency_app/change_subscription: the subscription on its new plan; every list of them refreshes. */
export function useChangeSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TChangeSubscription) => apiFetch(storeEndpoints.changeSubscription, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: storeKeys.subscriptions }),
  });
}
