import { PARTNER_STRIPE_STATE_PREFIX, paymentEndpoints, type TStripeSubmitBody } from '@atrium/contracts/payments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';

/** Whose connection Stripe's return finishes: a partner's state says so in its prefix. */
export const isPartnerState = (state: string) => state.startsWith(PARTNER_STRIPE_STATE_PREFIX);

/** POST .../stripe/submit: the agency's or the partner's, by the state; the connection either way. */
export async function submitStripeReturn(body: TStripeSubmitBody) {
  if (isPartnerState(body.state)) return (await apiFetch(paymentEndpoints.partnerSubmit, { body })).connection;
  return apiFetch(paymentEndpoints.submit, { body });
}

/**
 * Finishes connecting once. Stripe's OAuth code is single use, so a second POST would fail and hide the first one's
 * success: as a query keyed by the state, React's double effects and remounts share the one request, and nothing
 * sends it again. Then the area's data is read again.
 */
export function useSubmitStripeReturn(body: TStripeSubmitBody | null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: paymentKeys.submit(body?.state ?? ''),
    queryFn: () => submitStripeReturn(body as TStripeSubmitBody),
    enabled: body !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
  const done = query.isSuccess;
  useEffect(() => {
    if (done) void client.invalidateQueries({ queryKey: paymentKeys.connection });
    if (done) void client.invalidateQueries({ queryKey: paymentKeys.partnerConnections });
  }, [done, client]);
  return query;
}
