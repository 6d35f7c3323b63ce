import type { TPage } from '@atrium/contracts/endpoint';
import { storeEndpoints, type TStoreMessageCreate, type TStoreOrder, type TStoreOrderStatus } from '@atrium/contracts/store';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@/lib/api-client';
import { storeKeys } from './store-keys';

const PAGE = 20;

/** Which side reads: the agency's team (`app_creator/orders`) or the buyer's location (`orders`). */
export type OrderSide = 'seller' | 'buyer';

export interface OrderFilters {
  storeId?: string;
  status?: TStoreOrderStatus;
  locationId?: string;
  q?: string;
}

/** GET /api/agency_app/app_creator/orders: the agency's orders, newest first, by status, location and search. */
export const orderListQuery = (filters: OrderFilters) =>
  infiniteQueryOptions({
    queryKey: storeKeys.orderList(filters),
    queryFn: ({ pageParam, signal }): Promise<TPage<TStoreOrder>> =>
      apiFetch(storeEndpoints.orders, {
        query: {
          limit: PAGE,
          cursor: pageParam,
          store_id: filters.storeId,
          status: filters.status,
          location_id: filters.locationId,
          q: filters.q,
        },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
export const useOrderList = (filters: OrderFilters) => useInfiniteQuery(orderListQuery(filters));

/** GET /api/agency_app/orders: the buyer's location's orders, newest first. */
export const useMyOrders = () =>
  useInfiniteQuery({
    queryKey: storeKeys.myOrders,
    queryFn: ({ pageParam, signal }): Promise<TPage<TStoreOrder>> =>
      apiFetch(storeEndpoints.myOrders, { query: { limit: PAGE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
  });

/** One order, from either side's endpoint. */
export const useOrder = (side: OrderSide, id: string) =>
  useQuery({
    queryKey: side === 'seller' ? storeKeys.order(id) : storeKeys.myOrder(id),
    queryFn: ({ signal }) =>
      apiFetch(side === 'seller' ? storeEndpoints.order : storeEndpoints.myOrder, { params: { id }, signal }),
  });

/** An order the server answered with: its own caches hold it at once, the lists are read again. */
export function useStoreOrderCache() {
  const client = useQueryClient();
  return useCallback(
    (order: TStoreOrder) => {
      client.setQueryData(storeKeys.order(order._id), (old: TStoreOrder | undefined) => (old ? order : old));
      client.setQueryData(storeKeys.myOrder(order._id), (old: TStoreOrder | undefined) => (old ? order : old));
      return client.invalidateQueries({
        queryKey: storeKeys.orders,
        predicate: (query) => query.queryKey[2] === 'list' || query.queryKey[2] === 'mine',
      });
    },
    [client],
  );
}

/** POST /app_creator/orders/:id/status: paid -> in progress -> delivered. */
export function useOrderStatus(id: string) {
  const put = useStoreOrderCache();
  return useMutation({
    mutationFn: (status: 'in_progress' | 'delivered') =>
      apiFetch(storeEndpoints.orderStatus, { params: { id }, body: { status } }),
    onSuccess: put,
  });
}

/** POST /app_creator/orders/:id/refund: the whole remaining amount when none is given. */
export function useRefundOrder(id: string) {
  const put = useStoreOrderCache();
  return useMutation({
    mutationFn: (body: { amountMinor?: number; reason?: string }) =>
      apiFetch(storeEndpoints.refundOrder, { params: { id }, body }),
    onSuccess: put,
  });
}

/** GET /orders/:id/messages: the thread, oldest first (either side). */
export const useOrderMessages = (orderId: string) =>
  useQuery({
    queryKey: storeKeys.messages(orderId),
    queryFn: ({ signal }) => apiFetch(storeEndpoints.messages, { params: { id: orderId }, signal }),
  });

/** POST /orders/:id/messages: a message, or (the agency) a delivery, which makes the order delivered. */
export function usePostMessage(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TStoreMessageCreate) => apiFetch(storeEndpoints.postMessage, { params: { id: orderId }, body }),
    onSuccess: (message) => {
      client.setQueryData(storeKeys.messages(orderId), (old: (typeof message)[] | undefined) =>
        old && !old.some((m) => m._id === message._id) ? [...old, message] : old,
      );
      // A delivery moved the order on; either side's copy is read again.
      return client.invalidateQueries({ queryKey: storeKeys.orders });
    },
  });
}
