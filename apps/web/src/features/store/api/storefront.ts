import { storeEndpoints, type TCreateOrder, type TCreateSubscription, type TStoreOrder } from '@atrium/contracts/store';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useStoreOrderCache } from './orders';
import { storeKeys } from './store-keys';

export interface StorefrontFilters {
  collection?: string;
  tag?: string;
  q?: string;
}

/** GET /api/agency_app/store_services: the store as the location sees it (published products only). */
export const useStorefront = (storeId: string, filters: StorefrontFilters) =>
  useQuery({
    queryKey: storeKeys.storefront(storeId, filters),
    queryFn: ({ signal }) => apiFetch(storeEndpoints.storefront, { query: { store_id: storeId, ...filters }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/agency_app/store_services/:productId: one published product with its store. */
export const useListing = (productId: string) =>
  useQuery({
    queryKey: storeKeys.listing(productId),
    queryFn: ({ signal }) => apiFetch(storeEndpoints.listing, { params: { productId }, signal }),
  });

/** GET /api/agency_app/get_publickey: what the card form needs for this store's account. */
export const usePublicKey = (storeId: string, enabled: boolean) =>
  useQuery({
    queryKey: storeKeys.publicKey(storeId),
    queryFn: ({ signal }) => apiFetch(storeEndpoints.publicKey, { query: { store_id: storeId }, signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST /create_order: the order and its payment intent; the same requestKey answers the same order. */
export const useCreateOrder = () =>
  useMutation({ mutationFn: (body: TCreateOrder) => apiFetch(storeEndpoints.createOrder, { body }) });

/** POST /buy_service: after the card form said so, the server reads the payment back from Stripe. */
export function useBuyService() {
  const put = useStoreOrderCache();
  return useMutation({
    mutationFn: (orderId: string) => apiFetch(storeEndpoints.buyService, { body: { orderId } }),
    onSuccess: (order: TStoreOrder) => put(order),
  });
}

/** GET /get_transaction: the order with its payment, read back while Stripe has not said. */
export const getTransaction = (orderId: string) => apiFetch(storeEndpoints.transaction, { query: { order_id: orderId } });

/** POST /create_setup_intent: a card saved for a subscription. */
export const useCreateSetupIntent = () =>
  useMutation({
    mutationFn: (body: { storeId: string; requestKey: string }) => apiFetch(storeEndpoints.createSetupIntent, { body }),
  });

/** POST /create_subscription: the subscription with the saved card; a secret back when the bank asks to authenticate. */
export const useCreateSubscription = () =>
  useMutation({ mutationFn: (body: TCreateSubscription) => apiFetch(storeEndpoints.createSubscription, { body }) });
