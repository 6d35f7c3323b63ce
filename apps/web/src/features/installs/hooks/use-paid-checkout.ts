import {
  APP_BILLING_ERROR_CODES,
  type TAppBillingCheckout,
  type TAppBillingConfirmation,
  type TAppBillingPurchase,
  type TAppBillingQuote,
  type TCardFormSetup,
} from '@atrium/contracts/app-billing';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { installKeys } from '@/features/installs/api/install-keys';
import { confirmCheckout, isApiCode, startCheckout } from '@/features/installs/api/paid-checkout';
import { useSession } from '@/lib/session-store';
import { useSocket } from '@/lib/socket';

/** Where one purchase stands, from the first checkout call to Stripe's word that the subscription runs. */
export type CheckoutStep =
  | { step: 'starting' }
  | { step: 'card'; checkout: TAppBillingCheckout; card: TCardFormSetup; authenticating: boolean }
  | { step: 'confirming'; checkout: TAppBillingCheckout }
  | { step: 'waiting'; checkout: TAppBillingCheckout }
  | { step: 'done'; confirmation: TAppBillingConfirmation }
  /** Checkout itself was refused (the price changed, already subscribed, cannot take payments): the server's words. */
  | { step: 'refused'; message: string }
  /** The bank declined the first payment: another card starts a new checkout. */
  | { step: 'declined'; message: string }
  /** The server could not read the outcome back (Stripe or the network failed): asking again is safe. */
  | { step: 'unconfirmed'; checkout: TAppBillingCheckout; message: string };

/** How long to wait between read-backs while Stripe has not decided (the socket event usually comes first). */
const WAIT_POLL_MS = 4000;

const newKey = () => crypto.randomUUID();

/**
 * One purchase of a paid plan or bundle (decision 029): checkout (the subscription record and a SetupIntent, keyed by
 * one `requestKey` so a double click or retry finds the same), the card form, then confirm, where the server reads the
 * card back from Stripe. 3-D Secure comes back as a second card step; "processing" waits for the `billing:subscription`
 * event (or a read-back). Nothing here decides the purchase is paid: only the server's answer does.
 */
export function usePaidCheckout(purchase: TAppBillingPurchase, quote: TAppBillingQuote | null) {
  const { token } = useSession();
  const socket = useSocket();
  const queryClient = useQueryClient();
  const [state, setState] = useState<CheckoutStep>({ step: 'starting' });
  const [requestKey, setRequestKey] = useState(newKey);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const set = useCallback((next: CheckoutStep) => alive.current && setState(next), []);
  // The purchase and quote as first shown: a later re-render must not start another checkout.
  const first = useRef({ purchase, quote });

  const settle = useCallback(
    async (checkout: TAppBillingCheckout) => {
      set({ step: 'confirming', checkout });
      try {
        const answer = await confirmCheckout(checkout.subscriptionId, token);
        if (answer.outcome === 'active') {
          await queryClient.invalidateQueries({ queryKey: installKeys.all });
          set({ step: 'done', confirmation: answer });
        } else if (answer.outcome === 'requires_action' && answer.card)
          set({ step: 'card', checkout, card: answer.card, authenticating: true });
        else if (answer.outcome === 'failed') set({ step: 'declined', message: answer.message ?? '' });
        else set({ step: 'waiting', checkout });
      } catch (error) {
        // A declined card (409 card_not_saved) carries the bank's message; anything else is asked again.
        if (isApiCode(error, APP_BILLING_ERROR_CODES.cardNotSaved)) set({ step: 'declined', message: (error as Error).message });
        else set({ step: 'unconfirmed', checkout, message: (error as Error).message });
      }
    },
    [token, queryClient, set],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new requestKey is the only thing that starts a checkout again
  useEffect(() => {
    const { purchase: chosen, quote: shown } = first.current;
    setState({ step: 'starting' });
    startCheckout(
      { ...chosen, requestKey, quotedTotalMinor: shown?.totalMinor, quotedCurrency: shown?.currency } as Parameters<
        typeof startCheckout
      >[0],
      token,
    ).then(
      (checkout) => {
        if (checkout.status === 'trialing' || checkout.status === 'active')
          // A retried checkout of one already running: the server says so, read its outcome.
          void settle(checkout);
        else set({ step: 'card', checkout, card: checkout.card, authenticating: false });
      },
      (error: Error) => set({ step: 'refused', message: error.message }),
    );
  }, [requestKey]);

  // Waiting on Stripe: read back when the server says the subscription moved, and now and then in case the event
  // was missed (the socket reconnecting).
  const waitingOn = state.step === 'waiting' ? state.checkout : null;
  useEffect(() => {
    if (!waitingOn) return;
    const again = () => void settle(waitingOn);
    const onEvent = ({ subscription }: { subscription: { _id: string } }) => {
      if (subscription._id === waitingOn.subscriptionId) again();
    };
    socket?.on('billing:subscription', onEvent);
    const timer = setTimeout(again, WAIT_POLL_MS);
    return () => {
      socket?.off('billing:subscription', onEvent);
      clearTimeout(timer);
    };
  }, [waitingOn, socket, settle]);

  const onCardConfirmed = useCallback(() => {
    if (state.step === 'card') void settle(state.checkout);
  }, [state, settle]);

  return {
    state,
    /** After a failed read-back: ask the server again about the same subscription. */
    confirmAgain: () => {
      if (state.step === 'unconfirmed') void settle(state.checkout);
    },
    /** The quote the server priced the checkout at (the dialog's until then). */
    quote: 'checkout' in state ? state.checkout.quote : quote,
    onCardConfirmed,
    /** After a refusal or a decline: a new Subscribe, with a new key. */
    retry: () => setRequestKey(newKey()),
  };
}
