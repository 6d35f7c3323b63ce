import { appBillingEndpoints, type TAppSubscription, type TPaymentMethod } from '@atrium/contracts/app-billing';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Query keys of /app_billings: every write reads the summary again (spend and subscriptions move together). */
export const billingKeys = {
  all: ['app-billing'] as const,
  summary: ['app-billing', 'summary'] as const,
  invoices: ['app-billing', 'invoices'] as const,
  methods: ['app-billing', 'payment-methods'] as const,
};

export const INVOICES_PAGE_SIZE = 10;

/** GET /api/v1/app_billings/summary: the agency's plan, monthly spend on apps and current subscriptions. */
export const summaryQuery = () =>
  queryOptions({
    queryKey: billingKeys.summary,
    queryFn: ({ signal }) => apiFetch(appBillingEndpoints.summary, { signal }),
  });

/** GET /api/v1/app_billings/invoices: newest first, keyset paged. */
export const invoicesQuery = () =>
  infiniteQueryOptions({
    queryKey: billingKeys.invoices,
    queryFn: ({ pageParam, signal }) =>
      apiFetch(appBillingEndpoints.invoices, { query: { limit: INVOICES_PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
  });

/** GET /api/v1/app_billings/payment_methods: the agency's saved cards, read from Stripe. */
export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: billingKeys.methods,
    queryFn: ({ signal }): Promise<TPaymentMethod[]> => apiFetch(appBillingEndpoints.paymentMethods, { signal }),
  });

type SubscriptionWrite = { kind: 'cancel'; id: string; when: 'period_end' | 'now' } | { kind: 'resume'; id: string };

/** Cancelling (at the period's end, or now) or resuming one subscription. */
export function useSubscriptionChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (write: SubscriptionWrite): Promise<TAppSubscription> =>
      write.kind === 'cancel'
        ? apiFetch(appBillingEndpoints.cancel, { params: { id: write.id }, body: { when: write.when } })
        : apiFetch(appBillingEndpoints.resume, { params: { id: write.id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

/** Card writes answer the cards as they are now: the list is replaced with the answer, nothing read again. */
function useCardsWrite<T>(request: (input: T) => Promise<TPaymentMethod[]>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (cards) => client.setQueryData(billingKeys.methods, cards),
  });
}

export const useSetDefaultCard = () =>
  useCardsWrite((id: string) => apiFetch(appBillingEndpoints.setDefaultPaymentMethod, { params: { id } }));
export const useRemoveCard = () =>
  useCardsWrite((id: string) => apiFetch(appBillingEndpoints.removePaymentMethod, { params: { id } }));
export const useConfirmCard = () =>
  useCardsWrite((setupIntentId: string) =>
    apiFetch(appBillingEndpoints.confirmPaymentMethod, { body: { setupIntentId, makeDefault: true } }),
  );

/** POST /api/v1/app_billings/payment_methods: a SetupIntent for the card form (one `requestKey` per Add). */
export const startAddCard = (requestKey: string) => apiFetch(appBillingEndpoints.addPaymentMethod, { body: { requestKey } });
