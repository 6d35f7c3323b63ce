import {
  APP_BILLING_ERROR_CODES,
  appBillingEndpoints,
  type TAppBillingCheckout,
  type TAppBillingCheckoutBody,
  type TAppBillingConfirmation,
  type TAppBillingPurchase,
  type TAppBillingQuote,
} from '@atrium/contracts/app-billing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { installKeys } from './install-keys';

/** POST /api/v1/app/billing/quote: the server's price for a plan or bundle at the places chosen. */
export function quotePurchase(body: TAppBillingPurchase, token: string | null, signal?: AbortSignal): Promise<TAppBillingQuote> {
  return apiFetch(appBillingEndpoints.quote, { body, token, signal });
}

/** POST /api/v1/app/billing/checkout: the subscription record and the SetupIntent the card form confirms. */
export function startCheckout(body: TAppBillingCheckoutBody, token: string | null): Promise<TAppBillingCheckout> {
  return apiFetch(appBillingEndpoints.checkout, { body, token });
}

/** POST /api/v1/app/billing/confirm: the server reads the card back from Stripe and starts the subscription. */
export function confirmCheckout(subscriptionId: string, token: string | null): Promise<TAppBillingConfirmation> {
  return apiFetch(appBillingEndpoints.confirm, { body: { subscriptionId }, token });
}

/**
 * The quote of what the dialog has chosen, asked again as the choice changes (the previous one stays on screen
 * meanwhile). `null` asks nothing: no paid plan, or no place chosen yet.
 */
export function useQuote(purchase: TAppBillingPurchase | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...installKeys.quote(), purchase],
    queryFn: ({ signal }) => quotePurchase(purchase as TAppBillingPurchase, token, signal),
    enabled: purchase !== null && Boolean(token),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    // A 409 (cannot take payments, already subscribed) is an answer, not a hiccup.
    retry: false,
  });
}

export const isApiCode = (error: unknown, code: string): error is ApiError => error instanceof ApiError && error.code === code;

/** The partner of the app cannot take payments yet: the plan is not for sale. */
export const isPaymentsUnavailable = (error: unknown) => isApiCode(error, APP_BILLING_ERROR_CODES.paymentsUnavailable);

/** Installing a paid plan answers 402 with the quote: checkout is the way in. */
export function paymentRequiredQuote(error: unknown): TAppBillingQuote | null {
  if (!isApiCode(error, APP_BILLING_ERROR_CODES.paymentRequired)) return null;
  const body = error.data as { error?: { details?: unknown } } | null;
  const details = body?.error?.details;
  return details && typeof details === 'object' && 'totalMinor' in details ? (details as TAppBillingQuote) : null;
}
