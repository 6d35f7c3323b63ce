import { paymentEndpoints } from '@atrium/contracts/payments';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /api/v1/admin/payments/findings, newest first, a page at a time. */
export const findingsQuery = (state: 'open' | 'resolved') =>
  infiniteQueryOptions({
    queryKey: paymentKeys.findings(state),
    queryFn: ({ signal, pageParam }) =>
      apiFetch(paymentEndpoints.findings, { query: { state, limit: 25, ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
  });

export const failedEventsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.failedEvents,
    queryFn: ({ signal }) => apiFetch(paymentEndpoints.failedEvents, { signal }),
  });

export const useFindings = (state: 'open' | 'resolved') => useInfiniteQuery(findingsQuery(state));
export const useFailedEvents = () => useQuery(failedEventsQuery());

/** Resolve, Retry and Run now change what the screen lists: it is read again after each. */
function useAdminMutation<T, R>(fn: (arg: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

export const useResolveFinding = () =>
  useAdminMutation((id: string) => apiFetch(paymentEndpoints.resolveFinding, { params: { id } }));
export const useRetryEvent = () => useAdminMutation((id: string) => apiFetch(paymentEndpoints.retryEvent, { params: { id } }));
export const useReconcileNow = () => useAdminMutation(() => apiFetch(paymentEndpoints.reconcile));
