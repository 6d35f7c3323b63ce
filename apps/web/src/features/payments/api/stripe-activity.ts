import { paymentEndpoints, type TStripeFilterBody } from '@atrium/contracts/payments';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';

export type ActivityFilter = Omit<TStripeFilterBody, 'startingAfter'>;

/** POST /api/v1/agency/stripe/filter/:id, a page at a time (each page starts after the last one's last id). */
export const activityQuery = (connectionId: string, filter: ActivityFilter) =>
  infiniteQueryOptions({
    queryKey: paymentKeys.activity(connectionId, filter),
    queryFn: ({ signal, pageParam }) =>
      apiFetch(paymentEndpoints.filter, {
        params: { id: connectionId },
        body: { ...filter, ...(pageParam ? { startingAfter: pageParam } : {}) },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => (last.hasMore ? (last.nextStartingAfter ?? undefined) : undefined),
  });

export const useStripeActivity = (connectionId: string, filter: ActivityFilter) =>
  useInfiniteQuery(activityQuery(connectionId, filter));
