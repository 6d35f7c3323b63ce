import { paymentEndpoints, type TPaymentConnectMethod } from '@atrium/contracts/payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /api/v1/agency/stripe: the agency's connection, or null. */
export const connectionQuery = () =>
  queryOptions({
    queryKey: paymentKeys.connection,
    queryFn: ({ signal }) => apiFetch(paymentEndpoints.connection, { signal }),
  });

export const useStripeConnection = () => useQuery(connectionQuery());

/** The way out to Stripe (an object, so tests can watch the call jsdom cannot make). */
export const stripeNavigation = { assign: (url: string) => window.location.assign(url) };

/** Connect, Create an account and Finish onboarding: asks for Stripe's address and leaves for it. */
export function useStartStripeConnection() {
  return useMutation({
    mutationFn: (method: TPaymentConnectMethod) => apiFetch(paymentEndpoints.integrate, { query: { method } }),
    onSuccess: ({ url }) => stripeNavigation.assign(url),
  });
}

/** Disconnects; everything the area shows is read again. */
export function useDisconnectStripe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(paymentEndpoints.disconnect, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

/** GET /api/v1/partner/stripe: the partners the person belongs to, each with its connection. */
export const partnerConnectionsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.partnerConnections,
    queryFn: ({ signal }) => apiFetch(paymentEndpoints.partnerConnections, { signal }),
  });

export const usePartnerConnections = () => useQuery(partnerConnectionsQuery());

/** A partner's Connect, Create an account and Finish onboarding. */
export function useStartPartnerConnection(partnerId: string) {
  return useMutation({
    mutationFn: (method: TPaymentConnectMethod) => apiFetch(paymentEndpoints.partnerIntegrate, { query: { method, partnerId } }),
    onSuccess: ({ url }) => stripeNavigation.assign(url),
  });
}

export function useDisconnectPartnerStripe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(paymentEndpoints.partnerDisconnect, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
